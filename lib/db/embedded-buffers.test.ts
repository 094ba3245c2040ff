import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bufferMbFor, MAX_BUFFER_MB, MIN_BUFFER_MB, relationBytes } from "@/lib/db/embedded-buffers";

const MB = 2 ** 20;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("bufferMbFor", () => {
  it("keeps PostgreSQL's 128 MB for a small database, grows with the data in 64 MB steps, and stops at 1 GB", () => {
    const machine = 24 * 2 ** 30;
    expect(bufferMbFor(0, machine)).toBe(MIN_BUFFER_MB);
    expect(bufferMbFor(20 * MB, machine)).toBe(128);
    expect(bufferMbFor(128 * MB + 1, machine)).toBe(192);
    expect(bufferMbFor(770 * MB, machine)).toBe(832);
    expect(bufferMbFor(5000 * MB, machine)).toBe(MAX_BUFFER_MB);
  });

  it("takes at most an eighth of the machine's memory, and never less than 128 MB", () => {
    expect(bufferMbFor(5000 * MB, 4 * 2 ** 30)).toBe(512);
    expect(bufferMbFor(5000 * MB, 3 * 2 ** 30)).toBe(384);
    expect(bufferMbFor(300 * MB, 4 * 2 ** 30)).toBe(320);
    expect(bufferMbFor(5000 * MB, 512 * MB)).toBe(MIN_BUFFER_MB);
  });
});

describe("relationBytes", () => {
  it("adds up the files of every database under base/, and nothing else (not temporary files, not the log)", () => {
    const pgDir = mkdtempSync(path.join(os.tmpdir(), "lore-buffers-"));
    dirs.push(pgDir);
    expect(relationBytes(pgDir)).toBe(0);
    for (const [dir, file, size] of [
      ["base/1", "1259", 3000],
      ["base/5", "16384", 5000],
      ["base/5", "16384_fsm", 700],
      ["base/pgsql_tmp", "pgsql_tmp123.0", 4000],
      ["pg_wal", "000000010000000000000001", 9000],
    ] as const) {
      mkdirSync(path.join(pgDir, dir), { recursive: true });
      writeFileSync(path.join(pgDir, dir, file), Buffer.alloc(size));
    }
    expect(relationBytes(pgDir)).toBe(8700);
  });
});
