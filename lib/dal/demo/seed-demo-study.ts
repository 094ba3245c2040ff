import "server-only";
import { getBenchmarkFingerprint } from "@/lib/dal/studies/get-benchmark-fingerprint";
import { getExtractorFingerprints } from "@/lib/dal/studies/get-extractor-fingerprints";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEMO_STUDY_EXTRACTORS, type DemoStudyInputs, type DemoStudyRows } from "@/lib/demo/plan-demo-study";

// Writes the demo's study in the seeding transaction: reads the fingerprints of the demo
// benchmark and extractors as just written, has the seeding service plan the study from them
// (`studyFor`: lib/demo/plan-demo-study.ts), and stores the plan, its steps (each done by its demo
// run) and the runs' QA hashes.
export async function seedDemoStudy(
  tx: Prisma.TransactionClient,
  input: {
    workspaceId: string;
    benchmarkId: string;
    benchmarkName: string;
    runIds: Map<string, string>;
    creatorId: string;
    studyFor: (inputs: DemoStudyInputs) => DemoStudyRows;
  },
): Promise<void> {
  const benchmark = await getBenchmarkFingerprint({ benchmarkId: input.benchmarkId }, tx);
  const extractors = await getExtractorFingerprints({ workspaceId: input.workspaceId, labels: [...DEMO_STUDY_EXTRACTORS] }, tx);
  const study = input.studyFor({ benchmarkName: input.benchmarkName, benchmark, extractors, runIds: input.runIds });
  for (const { runId, configHash } of study.runConfigHashes) await tx.run.update({ where: { id: runId }, data: { configHash } });
  await tx.study.create({
    data: {
      workspaceId: input.workspaceId,
      benchmarkId: input.benchmarkId,
      name: study.name,
      description: study.description,
      fileName: study.fileName,
      fileText: study.fileText,
      plan: study.plan as unknown as Prisma.InputJsonObject,
      status: "completed",
      creatorId: input.creatorId,
      steps: { create: study.steps.map((step) => ({ ...step, status: "done", reused: true })) },
    },
  });
}
