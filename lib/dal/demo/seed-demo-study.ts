import "server-only";
import { getBenchmarkFingerprint, getExtractorFingerprints } from "@/lib/dal/studies/get-study-inputs";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEMO_STUDY_NAME, DEMO_STUDY_ROWS, demoStudyFile } from "@/lib/demo/demo-study";
import { LOCAL_EMBEDDER_ID } from "@/lib/embeddings/local-embedder";
import { loreJudgeProtocol } from "@/lib/qa/official/judge-protocol";
import { parseStudyFile } from "@/lib/studies/parse-study-file";
import { planStudy } from "@/lib/studies/plan-study";

// The demo's study, planned like any study file over the demo benchmark as just written (in the
// seeding transaction), with each step fulfilled by the demo run of its row: the study is
// complete on first start, and `lore study run` on the same file finds nothing left to do.
export async function seedDemoStudy(
  tx: Prisma.TransactionClient,
  input: { workspaceId: string; benchmarkId: string; benchmarkName: string; runIds: Map<string, string>; creatorId: string },
): Promise<void> {
  const text = demoStudyFile(input.benchmarkName);
  const questions = await getBenchmarkFingerprint({ benchmarkId: input.benchmarkId }, tx);
  const extractors = await getExtractorFingerprints({ workspaceId: input.workspaceId, labels: ["terse-facts@1", "lore-baseline@1"] }, tx);
  const plan = planStudy(parseStudyFile(text, `${DEMO_STUDY_NAME}.yaml`), {
    study: DEMO_STUDY_NAME,
    benchmark: { name: input.benchmarkName, fingerprint: questions.fingerprint, questions: questions.questions },
    extractors,
    memories: null,
    judgeProtocols: { lore: loreJudgeProtocol.id, official: null },
    embedder: LOCAL_EMBEDDER_ID,
    encoding: "o200k_base",
  });
  const runOfStep = new Map<string, string>();
  for (const setup of plan.setups) {
    const row = DEMO_STUDY_ROWS.find((r) => r.label === setup.label)!;
    const runId = input.runIds.get(row.run)!;
    runOfStep.set(setup.retrieval, runId);
    if (setup.qa) {
      runOfStep.set(setup.qa, runId);
      await tx.run.update({ where: { id: runId }, data: { configHash: setup.qa } });
    }
  }
  await tx.study.create({
    data: {
      workspaceId: input.workspaceId,
      benchmarkId: input.benchmarkId,
      name: DEMO_STUDY_NAME,
      description: parseStudyFile(text, "demo").description ?? null,
      fileName: `${DEMO_STUDY_NAME}.yaml`,
      fileText: text,
      plan: plan as unknown as Prisma.InputJsonObject,
      status: "completed",
      creatorId: input.creatorId,
      steps: {
        create: plan.steps.map((step) => ({ hash: step.hash, kind: step.kind, runName: step.runName, runId: runOfStep.get(step.hash)!, status: "done", reused: true })),
      },
    },
  });
}
