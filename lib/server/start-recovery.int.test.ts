import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { createPrismaClient } from "@/lib/db/prisma";
import { generateDemoData } from "@/lib/demo/generate-demo-data";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// Runs the real `npm start` preparation (embedded database, migrations, demo seed) in a child.
function prepare(dataDir: string, killWhenSeedingAfterMs?: number): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.ts", "--no-serve"], {
      env: { ...process.env, DATABASE_URL: "", LORE_DATA_DIR: dataDir },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (killWhenSeedingAfterMs !== undefined && stderr.includes("seeding the demo workspace")) {
        setTimeout(() => child.kill("SIGKILL"), killWhenSeedingAfterMs);
        killWhenSeedingAfterMs = undefined;
      }
    });
    child.on("exit", (code, signal) => resolve({ code, signal, stderr }));
  });
}

describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "external")("npm start after a crash", () => {
  it("ends with one complete, consistent demo workspace after SIGKILL during seeding", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-crash-"));
    dirs.push(dataDir);
    const killed = await prepare(dataDir, Math.floor(Math.random() * 800));
    expect(killed.signal).toBe("SIGKILL");

    const restarted = await prepare(dataDir);
    expect(restarted.code, restarted.stderr).toBe(0);

    const expected = generateDemoData();
    const server = await startEmbeddedServer({ dataDir });
    const db = createPrismaClient(server.databaseUrl, 2);
    try {
      expect(await db.workspace.count()).toBe(1);
      const workspace = await db.workspace.findFirstOrThrow({ where: { isDemo: true } });
      expect(await db.question.count({ where: { benchmark: { workspaceId: workspace.id } } })).toBe(expected.questions.length);
      expect(await db.session.count({ where: { workspaceId: workspace.id } })).toBe(expected.sessions.length);
      const turns = expected.sessions.reduce((n, s) => n + s.turns.length, 0);
      expect(await db.observation.count({ where: { workspaceId: workspace.id } })).toBe(turns);
      expect(await db.run.count({ where: { workspaceId: workspace.id } })).toBe(expected.runs.length);
      expect(await db.study.count({ where: { workspaceId: workspace.id } })).toBe(1);
    } finally {
      await db.$disconnect();
      await server.stop();
    }
  }, 180_000);

  it("refuses a second owner of the same data dir, naming the dir", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-lock-"));
    dirs.push(dataDir);
    const owner = await startEmbeddedServer({ dataDir });
    try {
      const second = await prepare(dataDir);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(dataDir);
      expect(second.stderr).toMatch(/already in use/);
    } finally {
      await owner.stop();
    }
  }, 60_000);
});
