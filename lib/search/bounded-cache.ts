// A bounded map that forgets the entry used longest ago: for values that never go stale, such
// as a user turn's word-vector average (observations are immutable: a trigger rejects UPDATE and
// DELETE, and ids are never reused), so a process can keep the last few thousand it computed.
export type BoundedCache<V> = { get(key: string, compute: () => V): V; readonly size: number };

export function createBoundedCache<V>(limit: number): BoundedCache<V> {
  const entries = new Map<string, V>();
  return {
    get(key, compute) {
      if (entries.has(key)) {
        const value = entries.get(key)!;
        // Map keeps insertion order: re-inserting marks the entry as the most recently used.
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = compute();
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
