// The client's address as the first reverse proxy saw it: the first hop of X-Forwarded-For,
// else X-Real-IP, else null (next-auth's authorize gets headers, not the socket). Behind no proxy
// a client can write these headers itself, so the per-address sign-in limit is a brake on one
// client, while the per-account limit is what protects each password.
export function clientAddress(headers: Record<string, unknown> | Headers | undefined): string | null {
  const read = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(value) ? String(value[0]) : typeof value === "string" ? value : undefined;
  };
  const first = read("x-forwarded-for")?.split(",")[0]?.trim();
  if (first) return first.slice(0, 100);
  const real = read("x-real-ip")?.trim();
  return real ? real.slice(0, 100) : null;
}
