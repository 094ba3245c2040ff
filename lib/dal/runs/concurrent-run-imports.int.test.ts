import { describe, expect, it } from "vitest";
import { replaceImportedRun } from "@/lib/dal/runs/replace-imported-run";
import { setRunTags } from "@/lib/dal/runs/set-run-tags";
import { renameWorkspace } from "@/lib/dal/workspaces/rename-workspace";
import { getDb } from "@/lib/db/prisma";
import { createTestUser, createTestWorkspace, uniq } from "@/testing/factories";

const N = 4;

// Races that need a real server (the embedded one runs one statement at a time).
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("concurrent run imports and renames", () => {
  it("leaves exactly one run when the same run is imported several times at once", async () => {
    const workspace = await createTestWorkspace();
    const benchmark = await getDb().benchmark.create({ data: { workspaceId: workspace.id, name: uniq("bench") }, select: { id: true } });
    const name = uniq("run");
    const first = await replaceImportedRun({
      workspaceId: workspace.id,
      benchmarkId: benchmark.id,
      name,
      reader: null,
      judge: null,
      notes: null,
      configuration: {},
      actorId: null,
      results: [],
    });
    const settled = await Promise.allSettled(
      Array.from({ length: N }, () =>
        replaceImportedRun({
          workspaceId: workspace.id,
          benchmarkId: benchmark.id,
          name,
          reader: null,
          judge: null,
          notes: null,
          configuration: {},
          actorId: null,
          results: [],
        }),
      ),
    );
    expect(settled.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason).slice(0, 200))).toEqual([]);
    const runs = await getDb().run.findMany({ where: { benchmarkId: benchmark.id, name }, select: { id: true } });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.id).not.toBe(first.id);
  });

  it("records in each audit event the name and tags each change really replaced", async () => {
    const workspace = await createTestWorkspace();
    const actor = await createTestUser("renamer");
    const names = Array.from({ length: N }, (_, i) => `Name ${i}`);
    await Promise.all(names.map((name) => renameWorkspace({ workspaceId: workspace.id, name, actorId: actor.id })));
    const events = await getDb().auditEvent.findMany({
      where: { workspaceId: workspace.id, action: "workspace.renamed" },
      orderBy: { createdAt: "asc" },
      select: { before: true, after: true },
    });
    // Chained: every "before" but the first is some other event's "after".
    const befores = events.map((e) => (e.before as { name: string }).name);
    const afters = events.map((e) => (e.after as { name: string }).name);
    expect(new Set(befores).size).toBe(N);
    expect(befores.filter((b) => afters.includes(b))).toHaveLength(N - 1);

    const benchmark = await getDb().benchmark.create({ data: { workspaceId: workspace.id, name: uniq("bench") }, select: { id: true } });
    const run = await getDb().run.create({
      data: { workspaceId: workspace.id, benchmarkId: benchmark.id, name: uniq("run"), kind: "imported" },
      select: { id: true },
    });
    await Promise.all(Array.from({ length: N }, (_, i) => setRunTags({ workspaceId: workspace.id, runId: run.id, actorId: actor.id, tags: [`t${i}`] })));
    const tagged = await getDb().auditEvent.findMany({ where: { workspaceId: workspace.id, action: "run.tagged" }, select: { before: true } });
    expect(new Set(tagged.map((e) => JSON.stringify(e.before))).size).toBe(N);
  });
});
