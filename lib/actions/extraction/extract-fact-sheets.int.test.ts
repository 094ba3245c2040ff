import { describe, expect, it } from "vitest";
import { extractFactSheets } from "@/lib/actions/extraction/extract-fact-sheets";
import { cancelJob } from "@/lib/actions/jobs/cancel-job";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { QUEUES } from "@/lib/jobs/job-queue";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { createExtractionFixture } from "@/testing/extraction-factories";

type Caller = "admin" | "member" | "viewer" | "outsider" | "signedOut";
const CALLERS: Caller[] = ["admin", "member", "viewer", "outsider", "signedOut"];
const REFUSAL = { member: "FORBIDDEN", viewer: "FORBIDDEN", outsider: "NOT_FOUND", signedOut: "UNAUTHENTICATED" } as const;

async function setup() {
  const roles = await createWorkspaceWithRoles();
  const fixture = await createExtractionFixture({ count: 2, workspaceId: roles.workspace.id });
  return { ...roles, benchmarkId: fixture.benchmark.id };
}

type Fixture = Awaited<ReturnType<typeof setup>>;

async function as<T>(f: Fixture, caller: Caller, fn: () => Promise<T>): Promise<T> {
  return runAsActor(caller === "signedOut" ? null : await actorFor(f.users[caller].id), fn);
}

const jobsOf = (workspaceId: string) => getDb().jobRun.findMany({ where: { workspaceId } });
const queuedFor = async (jobRunId: string) =>
  (await getDb().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUES.extract} AND data->>'jobRunId' = ${jobRunId}`)[0]!
    .n;

describe("the Extract fact sheets action, per role", () => {
  for (const caller of CALLERS) {
    const allowed = caller === "admin";
    it(`${caller} is ${allowed ? "allowed and an extract job is queued" : "refused and nothing is queued"}`, async () => {
      const f = await setup();
      const result = await as(f, caller, () => extractFactSheets({ workspaceId: f.workspace.id, benchmarkId: f.benchmarkId, extractor: "lore-baseline@1" }));
      const jobs = await jobsOf(f.workspace.id);
      if (allowed) {
        expect(result).toMatchObject({ ok: true, data: { provider: "offline" } });
        expect(jobs).toHaveLength(1);
        // A worker of another test file may already have picked it up.
        expect(["queued", "running", "completed"]).toContain(jobs[0]!.status);
        expect(jobs[0]).toMatchObject({
          kind: "extract",
          createdById: f.users.admin.id,
          payload: { benchmarkId: f.benchmarkId, extractor: { name: "lore-baseline", version: "1" }, provider: "offline" },
        });
        expect(await queuedFor(jobs[0]!.id)).toBe(1);
      } else {
        expect(result).toMatchObject({ ok: false, code: REFUSAL[caller as keyof typeof REFUSAL] });
        expect(jobs).toHaveLength(0);
      }
    });
  }

  it("refuses a benchmark of another workspace, an invalid spec and a model extractor without a provider, queuing nothing", async () => {
    const f = await setup();
    const other = await createExtractionFixture({ count: 1 });
    const call = (input: Record<string, unknown>) =>
      as(f, "admin", () => extractFactSheets({ workspaceId: f.workspace.id, benchmarkId: f.benchmarkId, extractor: "lore-baseline@1", ...input }));
    expect(await call({ benchmarkId: other.benchmark.id })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await call({ extractor: "no version" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await call({ extractor: "gpt-facts@1" })).toMatchObject({ ok: false, code: "INVALID_INPUT", message: expect.stringMatching(/LORE_LLM_BASE_URL/) });
    expect(await call({ extractor: "gpt-facts@1", provider: "offline" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await jobsOf(f.workspace.id)).toHaveLength(0);
  });
});

describe("the Cancel job action, per role", () => {
  for (const caller of CALLERS) {
    const allowed = caller === "admin";
    it(`${caller} is ${allowed ? "allowed" : "refused and the job keeps running"}`, async () => {
      const f = await setup();
      // A running job with no queue job behind it, so no worker can finish it under the test.
      const running = await getDb().jobRun.create({ data: { workspaceId: f.workspace.id, kind: "extract", status: "running" } });
      const result = await as(f, caller, () => cancelJob({ workspaceId: f.workspace.id, jobId: running.id }));
      const job = await getDb().jobRun.findUniqueOrThrow({ where: { id: running.id } });
      if (allowed) {
        expect(result).toMatchObject({ ok: true });
        expect(job.status).toBe("cancelled");
        expect(await as(f, caller, () => cancelJob({ workspaceId: f.workspace.id, jobId: running.id }))).toMatchObject({ ok: false, code: "CONFLICT" });
      } else {
        expect(result).toMatchObject({ ok: false, code: REFUSAL[caller as keyof typeof REFUSAL] });
        expect(job.status).toBe("running");
      }
    });
  }
});
