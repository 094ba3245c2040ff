// Two small pieces that let a run overlap database waits with CPU work without changing what it
// computes: a look-ahead for reads (a few reads in flight at once; they only read, so their order
// does not change what they return) and an in-order background writer (one write in flight).

const settled = (promise: Promise<unknown> | null): Promise<void> =>
  (promise ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );

// take(i) returns fetch(items[i]); once it has, it starts the reads of the next `depth` items (0:
// none) so they are in flight while the caller works on item i. With one database connection,
// two reads in flight let the database start the next query while this thread is still busy
// with the last reply. A failed read surfaces from the take that wants it. Items are taken in order.
export function createLookAhead<T, R>(items: readonly T[], fetch: (item: T) => Promise<R>, depth: number) {
  const ahead = new Map<number, Promise<R>>();
  let started = -1;
  return {
    async take(index: number): Promise<R> {
      const promise = ahead.get(index) ?? fetch(items[index]!);
      ahead.delete(index);
      started = Math.max(started, index);
      const result = await promise;
      for (let next = started + 1; next <= Math.min(index + depth, items.length - 1); next++) {
        const read = fetch(items[next]!);
        void settled(read); // awaited by its take or by settle
        ahead.set(next, read);
        started = next;
      }
      return result;
    },
    /** Waits for the reads still in flight (after a stop or an error), ignoring their outcomes. */
    settle: () => Promise.all([...ahead.values()].map((read) => settled(read))).then(() => undefined),
  };
}

// write(batch) waits for the previous write, then starts this one and (in the background mode)
// returns at once. A failed write surfaces from the next write or from flush.
export function createSerialWriter<B>(write: (batch: B) => Promise<void>, background: boolean) {
  let last: Promise<void> = Promise.resolve();
  return {
    async write(batch: B): Promise<void> {
      await last;
      last = write(batch);
      void settled(last);
      if (!background) await last;
    },
    flush: () => last,
    settle: () => settled(last),
  };
}

// Lets the event loop run once. A query started from this thread is only written to the socket
// (and a reply only read, and the next query in its chain sent) when the loop gets a turn, so
// synchronous CPU work started right after it would hold it back until that work ends.
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
