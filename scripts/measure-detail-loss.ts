// How well analyzeDetailLoss's answerBearingLost agrees with the hand-labelled fact sheets in
// lib/detail-loss/labelled-set, on real LongMemEval sessions read from ../shared/data/longmemeval.
//
//   node --import tsx scripts/measure-detail-loss.ts [--json] [--split dev|holdout|all] [--mode answer|answer+question|all]
//
// Prints precision, recall, F1 and confusion counts ("lost" is the positive class) per split and
// mode, and every case it gets wrong. "dev" is the set the matcher was built against; "holdout"
// was written after the matcher was frozen. Mode "answer" passes only the gold answer;
// "answer+question" also passes the question.
import { parseArgs } from "node:util";
import { evaluateLabelledSet, type EvaluationMode, type LabelledSetEvaluation } from "@/lib/detail-loss/labelled-set/evaluate-labelled-set";
import { loadLabelledSet, type LabelledSplit } from "@/lib/detail-loss/labelled-set/load-labelled-set";

const { values: args } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    split: { type: "string", default: "all" },
    mode: { type: "string", default: "all" },
  },
});

const SPLITS: LabelledSplit[] = args.split === "all" ? ["dev", "holdout"] : [args.split as LabelledSplit];
const MODES: EvaluationMode[] = args.mode === "all" ? ["answer+question", "answer"] : [args.mode as EvaluationMode];
for (const split of SPLITS) if (split !== "dev" && split !== "holdout") throw new Error(`unknown --split ${split}`);
for (const mode of MODES) if (mode !== "answer" && mode !== "answer+question") throw new Error(`unknown --mode ${mode}`);

const round = (x: number) => Math.round(x * 1000) / 1000;

function summarize(split: LabelledSplit, evaluation: LabelledSetEvaluation) {
  const { score } = evaluation;
  return {
    split,
    mode: evaluation.mode,
    cases: evaluation.cases,
    precision: round(score.precision),
    recall: round(score.recall),
    f1: round(score.f1),
    confusion: {
      truePositives: score.truePositives,
      falsePositives: score.falsePositives,
      trueNegatives: score.trueNegatives,
      falseNegatives: score.falseNegatives,
    },
    byQuestionType: Object.fromEntries(
      Object.entries(evaluation.byQuestionType).map(([type, s]) => [
        type,
        { cases: s.cases, precision: round(s.precision), recall: round(s.recall), f1: round(s.f1) },
      ]),
    ),
    wrong: evaluation.results
      .filter((r) => r.expected !== r.predicted)
      .map((r) => ({
        id: r.id,
        questionType: r.questionType,
        expected: r.expected,
        predicted: r.predicted,
        change: r.change,
        criticalBasis: r.criticalBasis,
        lostCritical: r.lostCritical,
      })),
  };
}

const started = performance.now();
const summaries = SPLITS.flatMap((split) => {
  const cases = loadLabelledSet(split);
  return MODES.map((mode) => summarize(split, evaluateLabelledSet(cases, mode)));
});
const elapsedMs = Math.round(performance.now() - started);

if (args.json) {
  console.log(JSON.stringify({ elapsedMs, results: summaries }, null, 2));
} else {
  for (const s of summaries) {
    const c = s.confusion;
    console.log(`${s.split} (${s.mode}): ${s.cases} cases  precision ${s.precision}  recall ${s.recall}  F1 ${s.f1}`);
    console.log(`  TP ${c.truePositives}  FP ${c.falsePositives}  TN ${c.trueNegatives}  FN ${c.falseNegatives}`);
    for (const [type, t] of Object.entries(s.byQuestionType))
      console.log(`  ${type.padEnd(26)} ${String(t.cases).padStart(3)} cases  P ${t.precision}  R ${t.recall}  F1 ${t.f1}`);
    for (const w of s.wrong) {
      console.log(`  wrong: ${w.id} (${w.questionType}) expected ${w.expected ? "lost" : "kept"}, got ${w.predicted ? "lost" : "kept"} [${w.criticalBasis}]`);
      for (const d of w.lostCritical) console.log(`    lost critical ${d}`);
    }
    console.log("");
  }
  console.log(`${elapsedMs} ms`);
}
