// FNV-1a over UTF-16 code units with murmur3's finalizer: the same string gives the same 32-bit
// number on every machine and Node version (no seeded Map hashing), and the finalizer spreads
// FNV's weak low bits, which matter because the embedder takes the hash modulo 384.
export function stableHash(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
