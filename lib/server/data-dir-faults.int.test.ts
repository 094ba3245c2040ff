import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIN_FREE_FOR_BATCH_BYTES } from "@/lib/db/data-dir-check";
import { inspectDataDir, lastJson, ownerEnv, runScript, type Exit } from "@/testing/fault-injection";

// A read-only data dir, a disk too small to start, and a disk filling up mid-import. Root ignores
// file permissions, so as root the test mounts real tmpfs file systems (read-only, or tiny);
// without root it can only chmod, and the disk-size cases are skipped.
const isRoot = process.getuid?.() === 0;
const mounts: string[] = [];
const dirs: string[] = [];

function canMount(): boolean {
  if (!isRoot) return false;
  const probe = mkdtempSync(path.join(os.tmpdir(), "lore-mount-probe-"));
  const ok = spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe]).status === 0;
  if (ok) spawnSync("umount", [probe]);
  rmSync(probe, { recursive: true, force: true });
  return ok;
}
const mountable = canMount();

function tmpfs(options: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lore-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir]);
  mounts.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of mounts) spawnSync("umount", [dir]);
  for (const dir of [...mounts, ...dirs]) rmSync(dir, { recursive: true, force: true });
});

function expectOneClearLine(exit: Exit, dataDir: string, problem: RegExp): void {
  expect(exit.code, exit.stderr).toBe(1);
  const lines = exit.stderr.trim().split("\n");
  const line = lines.find((l) => l.includes(dataDir));
  expect(line, exit.stderr).toMatch(problem);
  expect(exit.stderr).not.toMatch(/\n\s+at /);
}

const start = (dataDir: string) => runScript({ script: "scripts/start.ts", args: ["--no-serve"], env: ownerEnv(dataDir) });
const cli = (dataDir: string, args: string[]) => runScript({ script: "lib/cli/main.ts", args, env: ownerEnv(dataDir) });

describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "external")("an unwritable data dir or a full disk", () => {
  it("npm start and the CLI name a data dir they cannot write, in one line, exit 1, no stack", async () => {
    let dataDir: string;
    let problem: RegExp;
    if (mountable) {
      dataDir = path.join(tmpfs("size=1m,ro"), "lore");
      problem = /not writable: it is on a read-only file system/;
    } else if (!isRoot) {
      const parent = mkdtempSync(path.join(os.tmpdir(), "lore-ro-"));
      dirs.push(parent);
      chmodSync(parent, 0o555);
      dataDir = path.join(parent, "lore");
      problem = /not writable \(permission denied\)/;
    } else {
      console.warn("[data-dir] skipped: running as root without permission to mount, so no directory is unwritable");
      return;
    }
    expectOneClearLine(await start(dataDir), dataDir, problem);
    expectOneClearLine(await cli(dataDir, ["db", "status"]), dataDir, problem);
    const json = lastJson<{ error: { code: string; message: string } }>(await cli(dataDir, ["db", "status", "--json"]));
    expect(json.error.code).toBe("DATA_DIR");
    expect(json.error.message).toContain(dataDir);
  }, 60_000);

  it.skipIf(!mountable)(
    "refuses to create a database on a disk without room for it, naming the dir",
    async () => {
      const dataDir = path.join(tmpfs("size=8m"), "lore");
      expectOneClearLine(await start(dataDir), dataDir, /is full \(\d+ MB free\)/);
      expectOneClearLine(await cli(dataDir, ["db", "status"]), dataDir, /is full/);
    },
    60_000,
  );

  it.skipIf(!mountable)(
    "a disk filling up mid-import stops it cleanly; after freeing space the import finishes and earlier data is intact",
    async () => {
      const disk = tmpfs("size=220m");
      const dataDir = path.join(disk, "lore");
      const data = mkdtempSync(path.join(os.tmpdir(), "lore-disk-data-"));
      dirs.push(data);
      const file = path.join(data, "s16.json");
      const generated = lastJson<{ questions: number; uniqueSessions: number; uniqueTurns: number }>(
        await cli(dataDir, ["generate", "longmemeval", "--scale", "s", "--questions", "16", "--seed", "7", "--out", file, "--json"]),
      );
      expect((await cli(dataDir, ["workspaces", "create", "--name", "disk", "--json"])).code).toBe(0);
      const before = await cli(dataDir, [
        "import",
        "longmemeval",
        "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons/3_00ca467f.json",
        "--benchmark",
        "before",
        "--json",
      ]);
      expect(before.code, before.stderr).toBe(0);
      const counts = () =>
        inspectDataDir(dataDir, async (db) => ({
          before: await db.question.count({ where: { benchmark: { name: "before" } } }),
          beforeTurns: await db.observation.count({ where: { session: { haystacks: { some: { question: { benchmark: { name: "before" } } } } } } }),
          s16: await db.question.count({ where: { benchmark: { name: "s16" } } }),
          sessions: await db.session.count(),
          turns: await db.observation.count(),
        }));
      const intact = await counts();

      // Leave 2 MB above the 64 MB the importer keeps free: the first batch (9 questions, ~4,500
      // turns) passes the check and commits, and takes more than that.
      const ballast = path.join(disk, "ballast");
      const free = () => {
        const stats = statfsSync(disk);
        return stats.bavail * stats.bsize;
      };
      execFileSync("fallocate", ["-l", String(free() - (MIN_FREE_FOR_BATCH_BYTES + 2 * 1024 * 1024)), ballast]);
      const stopped = await cli(dataDir, ["import", "longmemeval", file, "--benchmark", "s16", "--json"]);
      expect(stopped.code, stopped.stderr).toBe(1);
      const error = lastJson<{ error: { code: string; message: string } }>(stopped).error;
      expect(error.code).toBe("DATA_DIR");
      expect(error.message).toMatch(new RegExp(`The disk holding the data dir ${dataDir} is nearly full .*everything committed so far is kept`));
      const partial = await counts();
      expect(partial).toMatchObject({ before: intact.before, beforeTurns: intact.beforeTurns });
      expect(partial.s16).toBeGreaterThan(0);
      expect(partial.s16).toBeLessThan(generated.questions);

      rmSync(ballast);
      const finished = await cli(dataDir, ["import", "longmemeval", file, "--benchmark", "s16", "--json"]);
      expect(finished.code, finished.stderr).toBe(0);
      const after = await counts();
      expect(after).toEqual({
        before: intact.before,
        beforeTurns: intact.beforeTurns,
        s16: generated.questions,
        sessions: intact.sessions + generated.uniqueSessions,
        turns: intact.turns + generated.uniqueTurns,
      });
    },
    240_000,
  );
});
