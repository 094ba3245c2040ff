import { createHash } from "node:crypto";

// A stable hash of a run's configuration: object keys sorted at every depth, so the same
// settings give the same hash whatever order they were written in; versioned, so a change in
// what the hash covers never matches an older run by accident.
export const CONFIGURATION_HASH_VERSION = 1;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

export function configurationHash(configuration: Record<string, unknown>): string {
  return createHash("sha256")
    .update(canonicalJson({ v: CONFIGURATION_HASH_VERSION, ...configuration }))
    .digest("hex");
}
