import { describe, expect, it } from "vitest";
import { createLookAhead, createSerialWriter, yieldToEventLoop } from "@/lib/experiments/pipeline";

// A promise the test resolves or rejects by hand, to see what is in flight at each moment.
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createLookAhead", () => {
  it("starts the next item's read once the current one is taken, and returns every item in order", async () => {
    const started: string[] = [];
    const reads = new Map(["a", "b", "c"].map((k) => [k, deferred<string>()]));
    const ahead = createLookAhead(
      ["a", "b", "c"],
      (k) => {
        started.push(k);
        return reads.get(k)!.promise;
      },
      1,
    );
    const first = ahead.take(0);
    expect(started).toEqual(["a"]);
    reads.get("a")!.resolve("A");
    expect(await first).toBe("A");
    expect(started).toEqual(["a", "b"]); // b is in flight while the caller works on a
    reads.get("b")!.resolve("B");
    expect(await ahead.take(1)).toBe("B");
    reads.get("c")!.resolve("C");
    expect(await ahead.take(2)).toBe("C");
    expect(started).toEqual(["a", "b", "c"]); // each item read once, nothing past the end
  });

  it("reads one item at a time, on demand, when disabled", async () => {
    const started: number[] = [];
    const ahead = createLookAhead(
      [1, 2],
      async (n) => {
        started.push(n);
        return n * 10;
      },
      0,
    );
    expect(await ahead.take(0)).toBe(10);
    expect(started).toEqual([1]);
    expect(await ahead.take(1)).toBe(20);
    expect(started).toEqual([1, 2]);
  });

  it("surfaces a failed look-ahead read from the take that wants it, and settle ignores it", async () => {
    const ahead = createLookAhead(
      ["ok", "bad"],
      async (k) => {
        if (k === "bad") throw new Error("read failed: bad");
        return k;
      },
      1,
    );
    expect(await ahead.take(0)).toBe("ok");
    await ahead.settle();
    await expect(ahead.take(1)).rejects.toThrow("read failed: bad");
  });

  it("keeps `depth` reads in flight ahead of the item taken, each item read once", async () => {
    const started: number[] = [];
    const ahead = createLookAhead(
      [0, 1, 2, 3, 4],
      async (n) => {
        started.push(n);
        return n;
      },
      2,
    );
    expect(await ahead.take(0)).toBe(0);
    expect(started).toEqual([0, 1, 2]);
    expect(await ahead.take(1)).toBe(1);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(await ahead.take(2)).toBe(2);
    expect(await ahead.take(3)).toBe(3);
    expect(await ahead.take(4)).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("createSerialWriter", () => {
  it("returns before a background write finishes but starts the next write only after it", async () => {
    const events: string[] = [];
    const writes = [deferred<void>(), deferred<void>()];
    let n = 0;
    const writer = createSerialWriter(async (batch: string) => {
      events.push(`start ${batch}`);
      await writes[n++]!.promise;
      events.push(`end ${batch}`);
    }, true);
    await writer.write("one");
    expect(events).toEqual(["start one"]);
    const second = writer.write("two");
    await Promise.resolve();
    expect(events).toEqual(["start one"]); // two waits for one
    writes[0]!.resolve();
    await second;
    expect(events).toEqual(["start one", "end one", "start two"]);
    writes[1]!.resolve();
    await writer.flush();
    expect(events).toEqual(["start one", "end one", "start two", "end two"]);
  });

  it("awaits each write when not in the background", async () => {
    const done: string[] = [];
    const writer = createSerialWriter(async (batch: string) => {
      await new Promise((r) => setTimeout(r, 1));
      done.push(batch);
    }, false);
    await writer.write("one");
    expect(done).toEqual(["one"]);
  });

  it("surfaces a failed background write from flush and from the next write", async () => {
    const writer = createSerialWriter(async (batch: string) => {
      if (batch === "bad") throw new Error("write failed: bad");
    }, true);
    await writer.write("bad");
    await expect(writer.flush()).rejects.toThrow("write failed: bad");
    await expect(writer.write("next")).rejects.toThrow("write failed: bad");
    await writer.settle();
  });
});

describe("yieldToEventLoop", () => {
  it("lets I/O-phase work queued before it run, which awaiting a settled promise does not", async () => {
    const ran: string[] = [];
    setImmediate(() => ran.push("io"));
    await Promise.resolve();
    expect(ran).toEqual([]);
    await yieldToEventLoop();
    expect(ran).toEqual(["io"]);
  });
});
