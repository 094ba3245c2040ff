import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readWordVectorFile } from "@/lib/embeddings/load-word-vectors";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { spawnTsScript, waitForLine } from "@/testing/spawn-ts-script";

// The word-vector cache (node_modules/.cache/lore/; load-word-vectors.ts) is read, or built and written, by whichever
// process needs it first: the postinstall, an app server, a CLI, a worker thread. Several can
// build it at once. Here three processes write 8 MB tables over one file, 12 times each, while two
// others read it without pause: every read must find a whole table of one writer (or no file yet),
// never a cut or mixed one, and no partial file may be left behind.
const SCRIPT = "testing/word-vector-file-script.ts";
let dir: string | null = null;
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

// Starts the script and resolves with what it printed once its output is closed (not just on exit).
function run(args: string[]) {
  const child = spawnTsScript(SCRIPT, args, {});
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

describe("the word-vector file under concurrent builders", () => {
  it("gives every reader a whole table while three processes write it at once", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "lore-word-vectors-"));
    const file = path.join(dir, "word-vectors.bin");
    const stop = path.join(dir, "stop");
    const readers = [0, 1].map(() => run(["read", file, stop]));
    // The writers start once both readers are reading.
    await Promise.all(readers.map(({ child }) => waitForLine(child, "reading")));
    const writers = [1, 2, 3].map((name) => run(["write", file, String(name), "12", "20000"]).done);
    const written = await Promise.all(writers);
    writeFileSync(stop, "");
    const read = await Promise.all(readers.map(({ done }) => done));
    for (const w of written) expect({ code: w.code, stdout: w.stdout, stderr: w.stderr }).toEqual({ code: 0, stdout: "done\n", stderr: "" });
    const seen = read.map((r) => {
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
      return JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { whole: number; missing: number; damaged: string[]; ids: string[] };
    });
    for (const s of seen) {
      expect(s.damaged).toEqual([]);
      expect(s.whole).toBeGreaterThan(0);
    }
    const last = readWordVectorFile(file);
    expect(["race-1", "race-2", "race-3"]).toContain(last.id);
    expect(last.words).toHaveLength(20000);
    expect(readdirSync(dir).sort()).toEqual(["stop", "word-vectors.bin"]);
  }, 120_000);
});
