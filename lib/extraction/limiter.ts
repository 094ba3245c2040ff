import { ExtractionAborted } from "@/lib/extraction/extractor";

export type Limiter = <T>(fn: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

// At most `max` calls of fn run at once; the rest wait their turn in order. A caller whose
// signal aborts while waiting leaves the line without running. Listeners are removed as soon as
// they are not needed: one signal serves a whole job of thousands of calls.
export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: { start: () => void }[] = [];
  const next = () => {
    while (active < max && waiting.length > 0) {
      active++;
      waiting.shift()!.start();
    }
  };
  return async (fn, signal) => {
    if (signal?.aborted) throw new ExtractionAborted();
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(new ExtractionAborted());
      };
      const entry = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      waiting.push(entry);
      signal?.addEventListener("abort", onAbort, { once: true });
      next();
    });
    try {
      return await fn();
    } finally {
      active--;
      next();
    }
  };
}

// Waits ms, or rejects as soon as the signal aborts.
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ExtractionAborted());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ExtractionAborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
