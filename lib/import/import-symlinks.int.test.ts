import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { createTestWorkspace } from "@/testing/factories";

const LME = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons");
// The first 50 single-session oracle questions, by name: small files, real content.
const REAL = readdirSync(LME)
  .filter((f) => /^1_.*\.json$/.test(f))
  .sort()
  .slice(0, 50);

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "lore-symlinks-"));
}

// A layout like Hugging Face's cache: a snapshot folder of links into a blob store, 20 linked
// question files at its top and a linked folder holding 30 more.
function snapshotLayout() {
  const root = tempDir();
  const blobs = path.join(root, "blobs", "more");
  const snapshot = path.join(root, "snapshots", "abc123");
  mkdirSync(blobs, { recursive: true });
  mkdirSync(snapshot, { recursive: true });
  REAL.slice(0, 20).forEach((f) => symlinkSync(path.join(LME, f), path.join(snapshot, f)));
  REAL.slice(20).forEach((f) => symlinkSync(path.join(LME, f), path.join(blobs, f)));
  symlinkSync(blobs, path.join(snapshot, "more"));
  return { root, snapshot };
}

function uniqueIds(): number {
  return new Set(REAL.map((f) => (JSON.parse(readFileSync(path.join(LME, f), "utf8")) as { question_id: string }).question_id)).size;
}

describe("LongMemEval import through symbolic links", () => {
  it("imports 20 symlinked files and a symlinked folder of 30 more", async () => {
    const ws = await createTestWorkspace();
    const { snapshot } = snapshotLayout();
    const summary = await importLongMemEval({ workspaceId: ws.id, benchmark: "linked", paths: [snapshot] });
    expect(REAL).toHaveLength(50);
    expect(summary.files).toBe(50);
    expect(summary.questions).toBe(uniqueIds());
    expect(await getDb().question.count({ where: { benchmark: { workspaceId: ws.id } } })).toBe(uniqueIds());
  });

  it("imports a symlinked file and a symlink to a folder given on the command line", async () => {
    const ws = await createTestWorkspace();
    const { root, snapshot } = snapshotLayout();
    const fileLink = path.join(root, "one.json");
    symlinkSync(path.join(snapshot, REAL[0]!), fileLink); // a link to a link
    const folderLink = path.join(root, "linked-folder");
    symlinkSync(path.join(snapshot, "more"), folderLink);
    const summary = await importLongMemEval({ workspaceId: ws.id, benchmark: "linked-args", paths: [fileLink, folderLink] });
    expect(summary.files).toBe(31);
    expect(summary.questions).toBe(31);
  });

  it("names a dangling link and its missing target", async () => {
    const ws = await createTestWorkspace();
    const { snapshot } = snapshotLayout();
    const dangling = path.join(snapshot, "gone.json");
    symlinkSync(path.join(snapshot, "no-such-blob"), dangling);
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "dangling", paths: [snapshot] })).rejects.toThrow(
      `${dangling}: is a dangling symbolic link: its target ${path.join(snapshot, "no-such-blob")} does not exist`,
    );
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "dangling", paths: [dangling] })).rejects.toThrow(
      `${dangling}: is a dangling symbolic link`,
    );
    expect(await getDb().question.count({ where: { benchmark: { workspaceId: ws.id } } })).toBe(0);
  });

  it("names a folder link that leads back up the tree instead of walking it forever", async () => {
    const ws = await createTestWorkspace();
    const { snapshot } = snapshotLayout();
    const loop = path.join(snapshot, "more", "up");
    symlinkSync(snapshot, loop);
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "loop", paths: [snapshot] })).rejects.toThrow(
      `${loop}: is a symbolic link loop: it leads back to`,
    );
  });

  it("names a link that resolves back to itself", async () => {
    const ws = await createTestWorkspace();
    const dir = tempDir();
    symlinkSync(path.join(dir, "b.json"), path.join(dir, "a.json"));
    symlinkSync(path.join(dir, "a.json"), path.join(dir, "b.json"));
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "self", paths: [dir] })).rejects.toThrow(
      `${path.join(dir, "a.json")}: is a symbolic link loop (it resolves back to itself)`,
    );
  });
});
