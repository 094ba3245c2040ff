import { describe, expect, it } from "vitest";
import { createOrResumeJobRun } from "@/lib/dal/jobs/create-or-resume-job-run";
import { claimStudy } from "@/lib/dal/studies/claim-study";
import { saveStudyPlan } from "@/lib/dal/studies/save-study-plan";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { createTestWorkspace } from "@/testing/factories";
import { parseStudyFile } from "@/lib/studies/parse-study-file";
import { planStudy, type StudyPlan } from "@/lib/studies/plan-study";

const TRIES = 20;
const STALE_MS = 60_000;

function planFor(study: string, ks: number[]): StudyPlan {
  const file = parseStudyFile(`benchmark: b\nfactors:\n  representation: sessions\n  retriever: fulltext\n  k: [${ks.join(", ")}]\n`, "s.yaml");
  return planStudy(file, {
    study,
    benchmark: { name: "b", fingerprint: "f".repeat(64), questions: 3 },
    extractors: {},
    memories: null,
    judgeProtocols: { lore: "lore", official: null },
    embedder: "lore-local-hash-v1",
    encoding: "o200k_base",
  });
}

async function setup() {
  const workspace = await createTestWorkspace("study-race");
  const benchmark = await getDb().benchmark.create({ data: { workspaceId: workspace.id, name: "b" }, select: { id: true } });
  return { workspaceId: workspace.id, benchmarkId: benchmark.id };
}

// Starting one study twice at the same moment (two terminals, or the Runs page and the CLI):
// each reads the study and then writes it. On a real PostgreSQL the two interleave.
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("concurrent studies", () => {
  it(`two saves of one new study make one study whose steps are one plan's (${TRIES} tries)`, async () => {
    for (let i = 0; i < TRIES; i++) {
      const { workspaceId, benchmarkId } = await setup();
      const plans = [planFor("race", [1, 2]), planFor("race", [3, 4, 5])];
      const settled = await Promise.allSettled(
        plans.map((plan) =>
          saveStudyPlan({ workspaceId, benchmarkId, plan, description: null, file: { name: "s.yaml", text: "x" }, actorId: null, staleMs: STALE_MS }),
        ),
      );
      expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled"]);
      const studies = await getDb().study.findMany({ where: { workspaceId }, select: { id: true, plan: true, steps: { select: { hash: true } } } });
      expect(studies).toHaveLength(1);
      // The steps are exactly those of the plan saved last, never a mix of both.
      const saved = studies[0]!.plan as unknown as StudyPlan;
      expect(studies[0]!.steps.map((s) => s.hash).sort()).toEqual(saved.steps.map((s) => s.hash).sort());
      expect(settled.filter((s) => s.status === "fulfilled" && s.value.created)).toHaveLength(1);
    }
  });

  it(`two jobs claiming one study at once: exactly one runs it, and a re-plan is refused while it does (${TRIES} tries)`, async () => {
    for (let i = 0; i < TRIES; i++) {
      const { workspaceId, benchmarkId } = await setup();
      const plan = planFor("claim", [1]);
      const { id: studyId } = await saveStudyPlan({
        workspaceId,
        benchmarkId,
        plan,
        description: null,
        file: { name: "s.yaml", text: "x" },
        actorId: null,
        staleMs: STALE_MS,
      });
      const jobs = await Promise.all(
        ["a", "b"].map((runner) => createOrResumeJobRun({ workspaceId, kind: "study", payload: { studyId, runner }, createdById: null, staleMs: STALE_MS })),
      );
      await getDb().jobRun.updateMany({ where: { id: { in: jobs.map((j) => j.id) } }, data: { status: "running" } });
      const claims = await Promise.all(jobs.map((job) => claimStudy({ studyId, jobRunId: job.id, staleMs: STALE_MS })));
      expect(claims.filter((c) => c.claimed)).toHaveLength(1);
      const winner = jobs[claims.findIndex((c) => c.claimed)]!.id;
      expect(claims.find((c) => !c.claimed)).toEqual({ claimed: false, heldBy: winner });
      expect(await getDb().study.findUnique({ where: { id: studyId }, select: { jobRunId: true, status: true } })).toEqual({
        jobRunId: winner,
        status: "running",
      });
      const replan = saveStudyPlan({
        workspaceId,
        benchmarkId,
        plan,
        description: null,
        file: { name: "s.yaml", text: "x" },
        actorId: null,
        staleMs: STALE_MS,
      });
      await expect(replan).rejects.toSatisfy((e) => e instanceof AppError && e.code === "CONFLICT" && e.message.includes(winner));
    }
  });
});
