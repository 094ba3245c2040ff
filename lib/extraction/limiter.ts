import pLimit from "p-limit";
import { ExtractionAborted } from "@/lib/extraction/extractor";

export type Limiter = <T>(fn: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

// At most `max` calls of fn run at once, in order (p-limit, the maintained queue). What p-limit
// does not do is let a waiting caller leave: a caller whose signal aborts is rejected at once, and
// its queued turn, when it comes, runs nothing. Listeners are removed as soon as the call settles:
// one signal serves a whole job of thousands of calls.
export function createLimiter(max: number): Limiter {
  const limit = pLimit(max);
  return (fn, signal) => {
    if (signal?.aborted) return Promise.reject(new ExtractionAborted());
    const queued = limit(() => (signal?.aborted ? Promise.reject(new ExtractionAborted()) : fn()));
    if (!signal) return queued;
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new ExtractionAborted());
      signal.addEventListener("abort", onAbort, { once: true });
    });
    // The queued call still settles after an abort; nobody waits for it then.
    queued.catch(() => {});
    return Promise.race([queued, aborted]).finally(() => signal.removeEventListener("abort", onAbort));
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
