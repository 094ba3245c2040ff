import path from "node:path";
import { describe, expect, it } from "vitest";
import { acceptProposal } from "@/lib/actions/proposals/accept-proposal";
import { rejectProposal } from "@/lib/actions/proposals/reject-proposal";
import { runAsActor } from "@/lib/auth/actor-context";
import { createProposal } from "@/lib/dal/proposals/create-proposal";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { getDb } from "@/lib/db/prisma";
import { runRetrievalExperiment } from "@/lib/services/experiments/run-retrieval-experiment";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

// Real LongMemEval oracle questions: 3_00ca467f (three answer sessions about doctor visits),
// 1_1903aded (one session, a list of jobs) and 2_gpt4_74aed68e (no memory will cite it).
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["3_00ca467f.json", "1_1903aded.json", "2_gpt4_74aed68e.json"].map((f) => path.resolve(LME, f));
const DOCTOR = "00ca467f";
const JOBS = "1903aded";
const RACING = "gpt4_74aed68e";
const PENDING_BODY = "How many doctor's appointments did I go to in March? Doctor's appointments in March: two.";

async function setup() {
  const f = await createWorkspaceWithRoles();
  const ws = f.workspace.id;
  await importLongMemEval({ workspaceId: ws, benchmark: "oracle", paths: FILES });
  const db = getDb();
  const benchmark = await db.benchmark.findFirstOrThrow({ where: { workspaceId: ws }, select: { id: true } });
  const turnOf = async (session: string, position: number) =>
    (await db.observation.findFirstOrThrow({ where: { workspaceId: ws, session: { externalId: session }, position }, select: { id: true } })).id;
  const owner = await actorFor(f.users.member.id);
  const propose = (body: string, observationIds: string[]) =>
    createProposal({ workspaceId: ws, proposerId: f.users.admin.id, owner: f.users.member.id, body, observationIds });
  const accept = async (body: string, observationIds: string[]) => {
    const proposal = await propose(body, observationIds);
    const result = await runAsActor(owner, () => acceptProposal({ workspaceId: ws, proposalId: proposal.id }));
    expect(result.ok).toBe(true);
  };
  // Accepted memories: one from the first doctor session, one citing the other two sessions.
  await accept("The user has had a lingering cough for six weeks and asked about natural remedies.", [await turnOf("answer_39900a0a_1", 0)]);
  await accept("The user looked into bronchitis while dealing with a cough that lasted weeks.", [
    await turnOf("answer_39900a0a_2", 0),
    await turnOf("answer_39900a0a_3", 0),
  ]);
  await accept("The assistant listed work from home jobs for seniors; the 7th was transcriptionist.", [await turnOf("answer_sharegpt_hA7AkP3_0", 1)]);
  // A pending and a rejected proposal that match the doctor question best: never retrievable.
  await propose(PENDING_BODY, [await turnOf("answer_39900a0a_1", 0)]);
  const rejected = await propose(`${PENDING_BODY} (rejected)`, [await turnOf("answer_39900a0a_2", 0)]);
  expect((await runAsActor(owner, () => rejectProposal({ workspaceId: ws, proposalId: rejected.id, reason: "Wrong." }))).ok).toBe(true);
  return { ws, benchmarkId: benchmark.id };
}

describe("a retrieval experiment over memories", () => {
  it("retrieves the active memories of each question's own haystack, never a proposal", { timeout: 120_000 }, async () => {
    const { ws, benchmarkId } = await setup();
    const retrievers = (await getVectorSupport()).available ? (["fulltext", "hybrid"] as const) : (["fulltext"] as const);
    for (const retriever of retrievers) {
      const summary = await runRetrievalExperiment({
        workspaceId: ws,
        benchmarkId,
        name: `memories-${retriever}`,
        representation: { kind: "memories" },
        retriever,
        k: 10,
        budget: null,
        encoding: "o200k_base",
        actorId: null,
      });
      expect(summary).toMatchObject({ complete: true, n: 3, k: 10 });
      // Doctor: all three answer sessions are cited by its two memories; jobs: its one session;
      // racing: no memory, so nothing is recalled.
      expect(summary.recallAny["10"]).toBeCloseTo(2 / 3);
      expect(summary.recallAll["10"]).toBeCloseTo(2 / 3);
      const db = getDb();
      const run = await db.run.findFirstOrThrow({
        where: { workspaceId: ws, name: `memories-${retriever}` },
        select: {
          configuration: true,
          results: { select: { questionExternalId: true, readerContext: true, readerInputTokens: true, retrieved: true, answerInContext: true } },
        },
      });
      expect(run.configuration).toMatchObject({ representation: "memories", retriever });
      const byQuestion = new Map(run.results.map((r) => [r.questionExternalId, r]));

      const doctor = byQuestion.get(DOCTOR)!;
      expect(doctor.readerContext).toContain("### Memory 1");
      expect(doctor.readerContext).toContain("lingering cough for six weeks and asked about natural remedies");
      expect(doctor.readerContext).toContain("looked into bronchitis");
      expect(doctor.readerContext).not.toContain("transcriptionist");
      const entries = doctor.retrieved as { rank: number; memoryId: string; externalId: string }[];
      // The memory citing two sessions counts for each: two entries with the same rank.
      expect(entries.map((e) => e.externalId).sort()).toEqual(["answer_39900a0a_1", "answer_39900a0a_2", "answer_39900a0a_3"]);
      expect(new Set(entries.map((e) => e.memoryId)).size).toBe(2);

      const jobs = byQuestion.get(JOBS)!;
      expect(jobs.readerContext).toContain("the 7th was transcriptionist");
      expect(jobs.readerContext).not.toContain("bronchitis");
      expect(jobs.answerInContext).toBe(true);

      const racing = byQuestion.get(RACING)!;
      expect(racing).toMatchObject({ readerContext: "", readerInputTokens: 0, retrieved: [], answerInContext: false });

      for (const r of run.results) expect(r.readerContext).not.toContain("Doctor's appointments in March: two");
    }
  });

  it("runs from the command line with --representation memories", { timeout: 120_000 }, async () => {
    const { ws } = await setup();
    const { code, body, stderr } = runLoreJson([
      "experiment",
      "retrieval",
      "--benchmark",
      "oracle",
      "--representation",
      "memories",
      "--retriever",
      "fulltext",
      "--k",
      "5",
      "--name",
      "cli-memories",
      "--workspace",
      ws,
    ]);
    expect(code, stderr).toBe(0);
    expect(body).toMatchObject({ run: "cli-memories", n: 3, k: 5 });
    expect(body.recallAny["5"]).toBeCloseTo(2 / 3);
  });
});
