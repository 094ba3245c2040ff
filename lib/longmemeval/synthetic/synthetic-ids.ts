// Deterministic numbers and ids for the synthetic dataset. Every question and every pooled
// session gets its own PRNG seed derived from (seed, label, index), so any one of them can be
// generated on its own, in any order, without holding the rest in memory.

function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

export function deriveSeed(seed: number, label: string, index: number): number {
  return mix32(mix32(fnv1a(label) ^ mix32(seed)) + index);
}

// A bijection on 32-bit integers (each step is invertible), so distinct indices always give
// distinct ids: no collision check and no set of used ids is needed.
export function permute32(index: number, key: number): number {
  return mix32((index ^ mix32(key)) >>> 0);
}

export const hex8 = (value: number) => (value >>> 0).toString(16).padStart(8, "0");

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function base62(value: number, width: number): string {
  let x = value >>> 0;
  let out = "";
  while (x > 0 || out.length < width) {
    out = ALPHANUMERIC[x % 62] + out;
    x = Math.floor(x / 62);
  }
  return out;
}
