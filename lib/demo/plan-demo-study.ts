import { DEMO_STUDY_NAME, DEMO_STUDY_ROWS, demoStudyFile } from "@/lib/demo/demo-study";
import { LOCAL_EMBEDDER_ID } from "@/lib/embeddings/local-embedder";
import { loreJudgeProtocol } from "@/lib/qa/official/judge-protocol";
import { parseStudyFile } from "@/lib/studies/parse-study-file";
import { planStudy, type StudyPlan } from "@/lib/studies/plan-study";

// The extractors the demo study's file names; their sheets' fingerprints go into its hashes.
export const DEMO_STUDY_EXTRACTORS = ["terse-facts@1", "lore-baseline@1"] as const;

export type DemoStudyInputs = {
  benchmarkName: string;
  // The demo benchmark as just written: its question count and fingerprint, and each extractor's.
  benchmark: { questions: number; fingerprint: string };
  extractors: Record<string, string | undefined>;
  // The demo runs by name (lib/demo/simulate-runs.ts), which fulfil the study's steps.
  runIds: ReadonlyMap<string, string>;
};

export type DemoStudyRows = {
  name: string;
  description: string | null;
  fileName: string;
  fileText: string;
  plan: StudyPlan;
  // The QA hash each demo run carries, so `lore study run` on the same file reuses it.
  runConfigHashes: { runId: string; configHash: string }[];
  steps: { hash: string; kind: StudyPlan["steps"][number]["kind"]; runName: string; runId: string }[];
};

// The demo's study, planned like any study file over the demo benchmark, with each step
// fulfilled by the demo run of its row: the study is complete on first start, and `lore study run`
// on the same file finds nothing left to do.
export function planDemoStudy(input: DemoStudyInputs): DemoStudyRows {
  const fileName = `${DEMO_STUDY_NAME}.yaml`;
  const fileText = demoStudyFile(input.benchmarkName);
  const file = parseStudyFile(fileText, fileName);
  const plan = planStudy(file, {
    study: DEMO_STUDY_NAME,
    benchmark: { name: input.benchmarkName, fingerprint: input.benchmark.fingerprint, questions: input.benchmark.questions },
    extractors: input.extractors,
    memories: null,
    judgeProtocols: { lore: loreJudgeProtocol.id, official: null },
    embedder: LOCAL_EMBEDDER_ID,
    encoding: "o200k_base",
  });
  const runOfStep = new Map<string, string>();
  const runConfigHashes: DemoStudyRows["runConfigHashes"] = [];
  for (const setup of plan.setups) {
    const row = DEMO_STUDY_ROWS.find((r) => r.label === setup.label);
    const runId = row && input.runIds.get(row.run);
    if (!runId) throw new Error(`the demo study's set-up "${setup.label}" has no demo run`);
    runOfStep.set(setup.retrieval, runId);
    if (setup.qa) {
      runOfStep.set(setup.qa, runId);
      runConfigHashes.push({ runId, configHash: setup.qa });
    }
  }
  return {
    name: DEMO_STUDY_NAME,
    description: file.description ?? null,
    fileName,
    fileText,
    plan,
    runConfigHashes,
    steps: plan.steps.map((step) => ({ hash: step.hash, kind: step.kind, runName: step.runName, runId: runOfStep.get(step.hash)! })),
  };
}
