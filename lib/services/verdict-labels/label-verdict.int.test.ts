import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { listJudgedResults } from "@/lib/dal/verdict-labels/list-judged-results";
import { listVerdictLabels } from "@/lib/dal/verdict-labels/list-verdict-labels";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { importRun } from "@/lib/import/import-run";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { verifyJudge } from "@/lib/metrics/judge-verification";
import { labelVerdict } from "@/lib/services/verdict-labels/label-verdict";
import { actorFor, createWorkspaceWithRoles, uniq } from "@/testing/factories";

const DATA = "../shared/data/longmemeval/LugmanS_longmemeval/data";
const JUDGED = `${DATA}/gemini-2.5-flash-dynamic-thinking-text-context-eval.json`;
const ANSWERS_ONLY = `${DATA}/gemini-2.5-flash-dynamic-thinking-full-text-context.json`;

// The judge's verdicts, read from the file by hand: "yes" in any case is correct.
const fileVerdicts: { question_id: string; question_type: string; evaluation: string }[] = JSON.parse(readFileSync(JUDGED, "utf8"));
const judgeSaid = new Map(fileVerdicts.map((r) => [r.question_id, /yes/i.test(r.evaluation)]));
const judgedYes = fileVerdicts.filter((r) => judgeSaid.get(r.question_id)).map((r) => r.question_id);
const judgedNo = fileVerdicts.filter((r) => !judgeSaid.get(r.question_id)).map((r) => r.question_id);

type World = Awaited<ReturnType<typeof createWorkspaceWithRoles>> & { runId: string; answersOnlyId: string; otherRunId: string };
let w: World;

beforeAll(async () => {
  const f = await createWorkspaceWithRoles();
  const judged = await importRun({ workspaceId: f.workspace.id, benchmark: uniq("s"), name: "gemini-text", file: JUDGED, judge: "gemini-2.5-pro" });
  const answers = await importRun({ workspaceId: f.workspace.id, benchmark: uniq("s"), name: "gemini-answers", file: ANSWERS_ONLY });
  const other = await importRun({ workspaceId: f.other.id, benchmark: uniq("s"), name: "theirs", file: JUDGED });
  w = { ...f, runId: judged.runId, answersOnlyId: answers.runId, otherRunId: other.runId };
}, 180_000);

const as = async (who: keyof World["users"], input: unknown, workspaceId = w.workspace.id) =>
  labelVerdict({ actor: await actorFor(w.users[who].id), workspaceId, input });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof AppError || error instanceof InvalidInputError) return { code: error.code, message: error.message };
  throw new Error(`expected a refusal, got ${String(error)}`);
};
const auditOf = async (questionId: string) => {
  const result = await getDb().runResult.findUniqueOrThrow({
    where: { runId_questionExternalId: { runId: w.runId, questionExternalId: questionId } },
    select: { id: true },
  });
  return getDb().auditEvent.findMany({
    where: { targetType: "runResult", targetId: result.id },
    orderBy: { createdAt: "asc" },
    select: { action: true, actorId: true, before: true, after: true },
  });
};

describe("labelVerdict", () => {
  it("stores a member's label with who and when, and audits it", async () => {
    const questionId = judgedYes[0]!;
    const saved = await as("member", { runId: w.runId, questionId, label: "incorrect" });
    expect(saved).toEqual({ runId: w.runId, questionId, label: "incorrect", previous: null, changed: true });
    const row = await getDb().verdictLabel.findFirstOrThrow({ where: { runId: w.runId, runResult: { questionExternalId: questionId } } });
    expect(row).toMatchObject({ label: "incorrect", labelerId: w.users.member.id });
    expect(Date.now() - row.labeledAt.getTime()).toBeLessThan(60_000);
    expect(await auditOf(questionId)).toEqual([
      {
        action: "verdict.labeled",
        actorId: w.users.member.id,
        before: null,
        after: { runId: w.runId, questionId, label: "incorrect", judgeVerdict: "correct" },
      },
    ]);
  });

  it("replaces a label on relabelling, keeps the earlier one in the audit log, and records nothing for the same label again", async () => {
    const questionId = judgedNo[0]!;
    await as("member", { runId: w.runId, questionId, label: "correct" });
    const relabelled = await as("admin", { runId: w.runId, questionId, label: "incorrect" });
    expect(relabelled).toMatchObject({ previous: "correct", changed: true });
    const again = await as("admin", { runId: w.runId, questionId, label: "incorrect" });
    expect(again).toMatchObject({ previous: "incorrect", changed: false });
    const rows = await getDb().verdictLabel.findMany({ where: { runId: w.runId, runResult: { questionExternalId: questionId } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ label: "incorrect", labelerId: w.users.admin.id });
    expect((await auditOf(questionId)).map((e) => [e.action, e.actorId, e.before])).toEqual([
      ["verdict.labeled", w.users.member.id, null],
      ["verdict.relabeled", w.users.admin.id, { label: "correct" }],
    ]);
  });

  it("refuses a viewer, an outsider, another workspace's run, a question the run lacks, an unjudged run and a bad label", async () => {
    const questionId = judgedYes[1]!;
    expect(await refusal(as("viewer", { runId: w.runId, questionId, label: "correct" }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(as("outsider", { runId: w.runId, questionId, label: "correct" }))).toMatchObject({ code: "NOT_FOUND" });
    // The outsider is admin of their own workspace; this workspace's run is unreachable from it, and vice versa.
    expect(await refusal(as("outsider", { runId: w.runId, questionId, label: "correct" }, w.other.id))).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal(as("admin", { runId: w.otherRunId, questionId, label: "correct" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal(as("admin", { runId: w.runId, questionId: "no-such-question", label: "correct" }))).toEqual({
      code: "NOT_FOUND",
      message: `Run ${w.runId} has no question no-such-question.`,
    });
    expect(await refusal(as("admin", { runId: w.answersOnlyId, questionId, label: "correct" }))).toEqual({
      code: "INVALID_INPUT",
      message: `Question ${questionId} of this run has no judge verdict to check.`,
    });
    const bad = await labelVerdict({
      actor: await actorFor(w.users.admin.id),
      workspaceId: w.workspace.id,
      input: { runId: w.runId, questionId, label: "maybe" },
    }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(InvalidInputError);
    expect((bad as InvalidInputError).issues).toEqual([{ path: "label", message: 'The label is "correct" or "incorrect".' }]);
    expect(await getDb().verdictLabel.count({ where: { runResult: { questionExternalId: questionId } } })).toBe(0);
    expect(await getDb().verdictLabel.count({ where: { runId: w.otherRunId } })).toBe(0);
  });

  it("feeds the run page's agreement figures with the judge's verdicts beside the labels", async () => {
    // So far: judgedYes[0] labelled incorrect (a disagreement), judgedNo[0] incorrect (agreement).
    // Add two agreements on "correct" and one more disagreement.
    await as("member", { runId: w.runId, questionId: judgedYes[2]!, label: "correct" });
    await as("member", { runId: w.runId, questionId: judgedYes[3]!, label: "correct" });
    await as("member", { runId: w.runId, questionId: judgedNo[1]!, label: "correct" });
    const labels = await listVerdictLabels({ workspaceId: w.workspace.id, runId: w.runId });
    expect(labels).toHaveLength(5);
    for (const l of labels) expect(l.judgeCorrect).toBe(judgeSaid.get(l.questionExternalId));
    const figures = verifyJudge({ labels, judged: { n: 500, correct: 443 } });
    // yesYes 2, yesNo 1 (judge yes, person no), noYes 1, noNo 1: po = 3/5; judge yes 3/5, person
    // yes 3/5, pe = 9/25 + 4/25 = 13/25; kappa = (15/25 - 13/25) / (12/25) = 1/6.
    expect(figures.overall).toMatchObject({ n: 5, agreed: 3, table: { yesYes: 2, yesNo: 1, noYes: 1, noNo: 1 } });
    expect(figures.overall.kappa).toBeCloseTo(1 / 6, 12);
    expect(figures.disagreements.map((d) => d.questionExternalId).sort()).toEqual([judgedYes[0], judgedNo[1]].sort());
    // Another workspace sees none of them, and the queue shows each label with who gave it.
    expect(await listVerdictLabels({ workspaceId: w.other.id, runId: w.runId })).toEqual([]);
    const queue = await listJudgedResults({ workspaceId: w.workspace.id, runId: w.runId });
    expect(queue).toHaveLength(500);
    expect(queue.find((q) => q.questionExternalId === judgedNo[0])?.label).toMatchObject({ label: "incorrect", by: "admin" });
    expect(await listJudgedResults({ workspaceId: w.workspace.id, runId: w.answersOnlyId })).toEqual([]);
  });
});

// PGlite runs one statement at a time and hides races; a real server does not.
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("labelVerdict under concurrency", () => {
  it("records, for concurrent relabels of one question, an audit trail in which every event replaced what the one before it left", async () => {
    const questionId = judgedYes[10]!;
    const labels = Array.from({ length: 12 }, (_, i) => (i % 2 ? "correct" : "incorrect"));
    const results = await Promise.all(labels.map((label, i) => as(i % 2 ? "member" : "admin", { runId: w.runId, questionId, label })));
    // now() is each transaction's start, not its commit, so the events' order is not stored: check
    // the invariants of a serial chain of two labels instead. One first label; every later event
    // flips the label it read (a stale read would record before = after); the chain alternates, so
    // the final label follows from the first one and the number of events.
    const events = await auditOf(questionId);
    expect(events.length).toBe(results.filter((r) => r.changed).length);
    const first = events.filter((e) => e.before === null);
    expect(first.map((e) => e.action)).toEqual(["verdict.labeled"]);
    const label = (json: unknown) => (json as { label: string }).label;
    for (const e of events.filter((e) => e.before !== null)) {
      expect(e.action).toBe("verdict.relabeled");
      expect(label(e.before)).not.toBe(label(e.after));
    }
    const firstLabel = label(first[0]!.after);
    const flipped = firstLabel === "correct" ? "incorrect" : "correct";
    const final = await getDb().verdictLabel.findMany({ where: { runId: w.runId, runResult: { questionExternalId: questionId } } });
    expect(final).toHaveLength(1);
    expect(final[0]!.label).toBe(events.length % 2 ? firstLabel : flipped);
    const ups = events.filter((e) => label(e.after) === firstLabel).length;
    expect(ups - (events.length - ups)).toBe(events.length % 2);
  });
});
