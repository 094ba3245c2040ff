import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/runs/compare/route";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { actorFor, createWorkspaceWithRoles, uniq } from "@/testing/factories";

async function fixture() {
  const f = await createWorkspaceWithRoles();
  const db = getDb();
  const benchmark = await db.benchmark.create({ data: { workspaceId: f.workspace.id, name: uniq("bench") }, select: { id: true } });
  const makeRun = async (name: string, verdicts: boolean[]) => {
    const run = await db.run.create({ data: { workspaceId: f.workspace.id, benchmarkId: benchmark.id, name, kind: "imported" }, select: { id: true } });
    await db.runResult.createMany({
      data: verdicts.map((correct, i) => ({
        runId: run.id,
        questionExternalId: `q${i}`,
        questionType: i % 2 ? "multi-session" : "temporal-reasoning",
        correct,
        readerInputTokens: 100 * (i + 1),
      })),
    });
    return run.id;
  };
  const a = await makeRun("sessions", [true, true, true, false, true, false]);
  const b = await makeRun("fact sheets", [true, false, false, false, true, true]);
  return { ...f, a, b };
}

async function get(userId: string | null, query: Record<string, string>) {
  const request = new Request(`http://localhost/api/runs/compare?${new URLSearchParams(query)}`);
  const response = await runAsActor(userId ? await actorFor(userId) : null, () => GET(request));
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    text: await response.text(),
  };
}

describe("GET /api/runs/compare", () => {
  it("exports the comparison as CSV and JSON for any member, viewers included", async () => {
    const f = await fixture();
    for (const role of ["admin", "member", "viewer"] as const) {
      const csv = await get(f.users[role].id, { workspace: f.workspace.id, runs: `${f.a},${f.b}`, format: "csv" });
      expect(csv.status).toBe(200);
      expect(csv.type).toMatch(/^text\/csv/);
      expect(csv.disposition).toBe('attachment; filename="compare-sessions-vs-fact_sheets.csv"');
      const lines = csv.text.trim().split("\r\n");
      expect(lines).toHaveLength(4);
      expect(lines[3]).toMatch(/,all,6,0\.6666666666666666,0\.5,0\.16666666666666666,/);
    }
    const json = await get(f.users.member.id, { workspace: f.workspace.id, runs: `${f.a},${f.b}`, format: "json" });
    expect(json.status).toBe(200);
    const body = JSON.parse(json.text);
    expect(body.comparisons[0]).toMatchObject({ n: 6, onlyA: 2, onlyB: 1, flips: expect.any(Array) });
    expect(body.comparisons[0].flips).toHaveLength(3);
    const stages = await get(f.users.member.id, { workspace: f.workspace.id, runs: `${f.a},${f.b}`, format: "csv", table: "stages" });
    expect(stages.text.split("\r\n")[0]).toContain("recall_any_at_1");
  });

  it("refuses the signed out, outsiders and bad requests, and reaches no other workspace's runs", async () => {
    const f = await fixture();
    const runs = `${f.a},${f.b}`;
    expect((await get(null, { workspace: f.workspace.id, runs })).status).toBe(401);
    expect((await get(f.users.outsider.id, { workspace: f.workspace.id, runs })).status).toBe(404);
    // Through their own workspace, the outsider still cannot reach these runs.
    const viaOwn = await get(f.users.outsider.id, { workspace: f.other.id, runs });
    expect(viaOwn.status).toBe(404);
    expect(viaOwn.text).not.toContain("sessions");
    expect((await get(f.users.member.id, { workspace: f.workspace.id, runs: f.a })).status).toBe(422);
    expect((await get(f.users.member.id, { workspace: f.workspace.id, runs, format: "xml" })).status).toBe(422);
  });
});
