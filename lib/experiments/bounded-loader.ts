// Loads each key's value once and keeps at most `max` of them. When the next request would
// overflow, it starts afresh with that request's keys (those it found kept stay, without a
// reload): every requested key is always returned.
// Safe under concurrent requests (a run's look-ahead asks for the next questions' sessions while
// an earlier request is still loading): a key already being loaded is awaited, not loaded again,
// and the values a request found are its own even if a later request empties the cache.
export function createBoundedLoader<V>(max: number, load: (keys: string[]) => Promise<Map<string, V>>) {
  const cache = new Map<string, V>();
  const loading = new Map<string, Promise<V>>();
  return async function get(keys: string[]): Promise<Map<string, V>> {
    const wanted = [...new Set(keys)];
    const found = new Map<string, V | Promise<V>>();
    const missing: string[] = [];
    for (const key of wanted) {
      if (cache.has(key)) found.set(key, cache.get(key)!);
      else if (loading.has(key)) found.set(key, loading.get(key)!);
      else missing.push(key);
    }
    if (missing.length > 0) {
      // Keys still loading for other requests will be cached too: count them.
      if (cache.size + loading.size + missing.length > max) {
        cache.clear();
        for (const [key, value] of found) if (!(value instanceof Promise)) cache.set(key, value);
      }
      const loaded = load(missing)
        .then((values) => {
          for (const key of missing) {
            if (!values.has(key)) throw new Error(`createBoundedLoader: nothing loaded for ${key}`);
            cache.set(key, values.get(key)!);
          }
          return values;
        })
        .finally(() => {
          for (const key of missing) loading.delete(key);
        });
      for (const key of missing) {
        const value = loaded.then((values) => values.get(key)!);
        loading.set(key, value);
        found.set(key, value);
      }
    }
    const values = await Promise.all(wanted.map((key) => found.get(key)!));
    return new Map(wanted.map((key, i) => [key, values[i]!]));
  };
}
