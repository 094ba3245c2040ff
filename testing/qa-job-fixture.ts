import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { runRetrievalExperiment } from "@/lib/services/experiments/run-retrieval-experiment";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { importRun } from "@/lib/import/import-run";
import type { JobWorker } from "@/lib/jobs/worker";
import { startOpenAiChatDouble, userMessage, type ChatDouble } from "@/testing/openai-chat-double";
import { createWorkspaceWithRoles } from "@/testing/factories";

// Real LongMemEval oracle questions (see ../shared/data/longmemeval/SOURCES.md).
const LME = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons");
export const QA_FILES = ["1_1903aded.json", "1_118b2229.json", "3_00ca467f.json", "1_15745da0_abs.json"].map((f) => path.join(LME, f));
export const qaQuestions = QA_FILES.map((f) => JSON.parse(readFileSync(f, "utf8")) as { question_id: string; question: string });

// The answer the reader double gives the questions it "knows", and the only response the judge
// double calls correct.
export const KNOWN = "the answer is known";

// A provider double: the reader answers KNOWN for the questions in `known` (matched by the
// question text its prompt carries) and "I cannot answer" otherwise; the judge says "Yes" only to
// a response holding KNOWN. So the expected verdicts are exactly `known`, whatever the context.
export async function startQaDouble(known: Set<string>): Promise<ChatDouble> {
  return startOpenAiChatDouble((request) => {
    const prompt = userMessage(request.body);
    if (prompt.startsWith("I will give you several history chats")) {
      const question = qaQuestions.find((q) => prompt.includes(`Question: ${q.question}`));
      return { kind: "answer", text: question && known.has(question.question_id) ? `From our chats: ${KNOWN}.` : "I cannot answer that." };
    }
    const response = /Model response: ([\s\S]*)\n\n/.exec(prompt)?.[1] ?? "";
    return { kind: "answer", text: response.includes(KNOWN) ? "Yes" : "no" };
  });
}

// A workspace with the four questions imported as benchmark "qa" and a completed full-text
// retrieval run "ret" over their sessions (its recorded contexts are what a QA run reads).
export async function createRetrievalRunFixture() {
  const f = await createWorkspaceWithRoles();
  await importLongMemEval({ workspaceId: f.workspace.id, benchmark: "qa", paths: QA_FILES });
  const benchmark = await getDb().benchmark.findFirstOrThrow({ where: { workspaceId: f.workspace.id }, select: { id: true } });
  await runRetrievalExperiment({
    workspaceId: f.workspace.id,
    benchmarkId: benchmark.id,
    name: "ret",
    representation: { kind: "sessions" },
    retriever: "fulltext",
    k: 3,
    budget: null,
    encoding: "o200k_base",
    actorId: null,
  });
  const run = await getDb().run.findFirstOrThrow({ where: { workspaceId: f.workspace.id, name: "ret" }, select: { id: true } });
  return { f, benchmarkId: benchmark.id, retrievalRunId: run.id };
}

// An imported hypotheses run "answers" over the fixture's questions (benchmark "qa"): the `right`
// ones answered with KNOWN, the others "No idea.". Returns the run's id.
export async function importHypotheses(workspaceId: string, right: Set<string>): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-hyp-")), "answers.jsonl");
  writeFileSync(
    file,
    qaQuestions
      .map((q) => JSON.stringify({ question_id: q.question_id, hypothesis: right.has(q.question_id) ? `I recall: ${KNOWN}.` : "No idea." }))
      .join("\n"),
  );
  return (await importRun({ workspaceId, benchmark: "qa", name: "answers", file, reader: "some-reader" })).runId;
}

// What a QA or judge job test starts: job workers and a provider double that LORE_LLM_BASE_URL
// points at. After each test the workers stop, the double closes and the endpoint is unset.
export function qaJobHarness() {
  const harness = {
    workers: [] as JobWorker[],
    double: null as ChatDouble | null,
    async useDouble(starting: Promise<ChatDouble>): Promise<ChatDouble> {
      harness.double = await starting;
      process.env.LORE_LLM_BASE_URL = harness.double.baseUrl;
      return harness.double;
    },
  };
  afterEach(async () => {
    await Promise.all(harness.workers.splice(0).map((w) => w.stop()));
    await harness.double?.close();
    harness.double = null;
    delete process.env.LORE_LLM_BASE_URL;
  });
  return harness;
}
