// The app's Content-Security-Policy. Pages get a fresh nonce per request (proxy.ts): Next puts it
// on its own inline bootstrap scripts, and 'strict-dynamic' lets those load the rest, so no other
// inline script or event-handler attribute can run, even if markup were ever injected. Responses
// without a nonce (the HTTP API, static files) allow no inline script at all.
// Styles keep 'unsafe-inline': React renders style attributes, and CSS cannot run code.
export function contentSecurityPolicy(input: { nonce?: string; development?: boolean } = {}): string {
  const scripts = input.nonce ? ["'self'", `'nonce-${input.nonce}'`, "'strict-dynamic'"] : ["'self'"];
  // React's development build evaluates code for its debugging aids; production never does.
  if (input.development) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

// 128 random bits, base64 as CSP's nonce-source expects.
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
