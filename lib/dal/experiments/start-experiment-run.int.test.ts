import { describe, expect, it } from "vitest";
import { startExperimentRun } from "@/lib/dal/experiments/start-experiment-run";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";

async function fixture() {
  const ws = await createTestWorkspace();
  const benchmark = await getDb().benchmark.create({ data: { workspaceId: ws.id, name: "b" }, select: { id: true } });
  return { workspaceId: ws.id, benchmarkId: benchmark.id };
}

// The configuration comes back from jsonb with its keys reordered; a run left unfinished by a
// killed process must still be recognised as the same run.
const configuration = { representation: "sessions", retriever: "fulltext", k: 10, budget: null, encoding: "o200k_base" };

describe("startExperimentRun", () => {
  it("resumes an unfinished run with the same configuration, keeping its id and saved results", async () => {
    const { workspaceId, benchmarkId } = await fixture();
    const first = await startExperimentRun({ workspaceId, benchmarkId, name: "r", kind: "retrieval", configuration, actorId: null });
    await getDb().runResult.create({ data: { runId: first.runId, questionExternalId: "q1" } });
    const again = await startExperimentRun({ workspaceId, benchmarkId, name: "r", kind: "retrieval", configuration: { ...configuration }, actorId: null });
    expect(again.runId).toBe(first.runId);
    expect([...again.done]).toEqual(["q1"]);
    expect(await getDb().auditEvent.count({ where: { action: "run.started", targetId: first.runId } })).toBe(1);
  });

  it("replaces an unfinished run whose configuration differs", async () => {
    const { workspaceId, benchmarkId } = await fixture();
    const first = await startExperimentRun({ workspaceId, benchmarkId, name: "r", kind: "retrieval", configuration, actorId: null });
    const other = await startExperimentRun({
      workspaceId,
      benchmarkId,
      name: "r",
      kind: "retrieval",
      configuration: { ...configuration, k: 5 },
      actorId: null,
    });
    expect(other.runId).not.toBe(first.runId);
    expect(other.done.size).toBe(0);
  });
});
