// What Response.json would send: every Date as its ISO string, typed so that a route's body
// matches its response schema.
export type WithIsoDates<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? WithIsoDates<U>[]
    : T extends object
      ? { [K in keyof T]: WithIsoDates<T[K]> }
      : T;

export function datesToIso<T>(value: T): WithIsoDates<T> {
  if (value instanceof Date) return value.toISOString() as WithIsoDates<T>;
  if (Array.isArray(value)) return value.map((v) => datesToIso(v)) as WithIsoDates<T>;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToIso(v)])) as WithIsoDates<T>;
  }
  return value as WithIsoDates<T>;
}
