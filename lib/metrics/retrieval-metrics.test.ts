import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  computeRetrievalMetrics,
  dcg,
  dedupeToSessions,
  effectiveK,
  ndcgAny,
  recallAll,
  recallAny,
  sessionIdOfCorpusId,
} from "@/lib/metrics/retrieval-metrics";

describe("dcg", () => {
  it("gives ranks 1 and 2 the same weight, as the official formula does", () => {
    expect(dcg([1, 1], 2)).toBe(2);
    expect(dcg([0, 1], 2)).toBe(1);
    expect(dcg([1, 1, 1], 3)).toBeCloseTo(2 + 1 / Math.log2(3), 12);
    expect(dcg([0, 0, 0, 1], 4)).toBe(0.5);
  });

  it("ignores items past the cutoff and is zero for nothing", () => {
    expect(dcg([1, 1, 1], 1)).toBe(1);
    expect(dcg([], 5)).toBe(0);
  });
});

describe("recall and ndcg at a cutoff", () => {
  const ranked = ["a", "b", "c", "d"];
  const correct = ["b", "d"];

  it("recall_any needs one correct item in the top k, recall_all needs every one", () => {
    expect(recallAny(ranked, correct, 1)).toBe(0);
    expect(recallAny(ranked, correct, 2)).toBe(1);
    expect(recallAll(ranked, correct, 3)).toBe(0);
    expect(recallAll(ranked, correct, 4)).toBe(1);
  });

  it("recall_all of an empty answer set is 1, like Python's all([])", () => {
    expect(recallAll(ranked, [], 1)).toBe(1);
    expect(recallAny(ranked, [], 1)).toBe(0);
  });

  it("normalises ndcg by the ideal ordering of all relevant items", () => {
    // top 3 = [0,1,0] -> dcg 1; ideal [1,1] -> 2.
    expect(ndcgAny(ranked, correct, 3)).toBe(0.5);
    // top 4 = [0,1,0,1] -> 1 + 1/log2(4) = 1.5; ideal 2.
    expect(ndcgAny(ranked, correct, 4)).toBe(0.75);
    expect(ndcgAny(ranked, [], 4)).toBe(0);
  });

  it("counts relevant items the ranking never reached in the ideal", () => {
    // Only "a" is ranked, but "b" is relevant too: ideal dcg is 2, not 1.
    expect(ndcgAny(["a"], ["a", "b"], 5)).toBe(0.5);
  });

  it("rejects a cutoff that is not a positive integer", () => {
    expect(() => recallAny(ranked, correct, 0)).toThrow(RangeError);
    expect(() => ndcgAny(ranked, correct, 1.5)).toThrow(RangeError);
  });
});

describe("turn ids to sessions", () => {
  const turns = ["answer_s1_2", "x_1", "answer_s1_5", "y_3", "noans_s1_1", "z_2"];

  it("strips the turn number as the official strip_turn_id does", () => {
    expect(sessionIdOfCorpusId("sharegpt_brc2wJS_109_2")).toBe("sharegpt_brc2wJS_109");
    expect(sessionIdOfCorpusId("d600c646_1")).toBe("d600c646");
    // Non-evidence turns of an answer session keep their noans_ prefix, so they are no hit.
    expect(sessionIdOfCorpusId("noans_40a90d51_1")).toBe("noans_40a90d51");
  });

  it("refuses ids that have no turn number", () => {
    expect(() => sessionIdOfCorpusId("abc")).toThrow(/not a turn-level corpus id/);
    expect(() => sessionIdOfCorpusId("_1")).toThrow(RangeError);
  });

  it("dedupes a turn ranking into sessions in order of first appearance", () => {
    expect(dedupeToSessions(turns)).toEqual(["answer_s1", "x", "y", "noans_s1", "z"]);
  });

  it("widens the cutoff until it covers k distinct sessions", () => {
    const sessions = turns.map(sessionIdOfCorpusId);
    expect(effectiveK(sessions, 2)).toBe(2);
    expect(effectiveK(sessions, 3)).toBe(4);
    // Never reached: the official loop runs one past the end.
    expect(effectiveK(sessions, 6)).toBe(7);
    expect(effectiveK(["a"], 5)).toBe(5);
  });
});

describe("computeRetrievalMetrics", () => {
  // Reference values from the official eval_utils.evaluate_retrieval_turn2session run on this
  // corpus (six turns, evidence turns answer_s1_2 and answer_s1_5): k=2 ndcg 0.5, k=3 ndcg
  // 0.8154648767857288 (top 4 turns [1,0,1,0] -> (1 + 1/log2 3) / 2).
  const turnRanked = ["answer_s1_2", "x_1", "answer_s1_5", "y_3", "noans_s1_1", "z_2"].map(sessionIdOfCorpusId);

  it("reproduces the official turn-to-session numbers when given one session id per ranked turn", () => {
    const m = computeRetrievalMetrics([{ questionId: "q1", rankedSessionIds: turnRanked, answerSessionIds: ["answer_s1"] }], [1, 2, 3]);
    expect(m.recallAny).toEqual({ "1": 1, "2": 1, "3": 1 });
    expect(m.recallAll).toEqual({ "1": 1, "2": 1, "3": 1 });
    expect(m.ndcgAny["1"]).toBe(1);
    expect(m.ndcgAny["2"]).toBe(0.5);
    expect(m.ndcgAny["3"]).toBeCloseTo(0.8154648767857288, 12);
  });

  it("averages over questions, leaving abstention questions out", () => {
    const m = computeRetrievalMetrics(
      [
        { questionId: "q1", rankedSessionIds: turnRanked, answerSessionIds: ["answer_s1"] },
        { questionId: "q2_abs", rankedSessionIds: ["m"], answerSessionIds: [] },
        // k=1: nothing; k=2: n found, p missing, ndcg (0 + 1) / (1 + 1).
        { questionId: "q3", rankedSessionIds: ["m", "n"], answerSessionIds: ["n", "p"] },
      ],
      [1, 2],
    );
    expect(m).toEqual({
      n: 2,
      recallAny: { "1": 0.5, "2": 1 },
      recallAll: { "1": 0.5, "2": 0.5 },
      ndcgAny: { "1": 0.5, "2": 0.5 },
    });
  });

  it("uses the official cutoffs by default and returns empty records when nothing is scorable", () => {
    const m = computeRetrievalMetrics([{ questionId: "q", rankedSessionIds: ["a"], answerSessionIds: ["a"] }]);
    expect(Object.keys(m.recallAny)).toEqual(["1", "3", "5", "10", "30", "50"]);
    expect(computeRetrievalMetrics([{ questionId: "x_abs", rankedSessionIds: [], answerSessionIds: [] }])).toEqual({
      n: 0,
      recallAny: {},
      recallAll: {},
      ndcgAny: {},
    });
  });
});

// The Hunk0724 fork's error analysis of a flat-stella turn-level run keeps the top 10 ranked turns
// per failed question but not the official metric values, so it checks the id mapping against the
// fork's own labels and checks our averages against the official Python code run on the same top
// 10 turns.
type Top10Item = { rank: number; corpus_id: string; session_id: string; is_evidence: boolean };
type AnalysisRow = {
  question_id: string;
  answer_session_ids: string[];
  retrieval_analysis: { evidence_positions: Record<string, number>; top10_results: Top10Item[] };
};

describe("against the real rag_with_userfact_con_prompt error analysis", () => {
  const rows: AnalysisRow[] = readFileSync(
    "../shared/data/longmemeval/hunk0724_LongMemEval/analysis_results/rag_with_userfact_con_prompt/error_analysis.jsonl",
    "utf8",
  )
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as AnalysisRow);

  it("holds 236 failed questions, 3 of them abstention, each with 10 ranked turns", () => {
    expect(rows).toHaveLength(236);
    expect(rows.filter((r) => r.question_id.endsWith("_abs"))).toHaveLength(3);
    expect(rows.every((r) => r.retrieval_analysis.top10_results.length === 10)).toBe(true);
  });

  it("maps corpus ids like the fork once its noans-to-answer rewrite is applied", () => {
    for (const row of rows) {
      const answers = new Set(row.answer_session_ids);
      for (const item of row.retrieval_analysis.top10_results) {
        const forkSession = sessionIdOfCorpusId(item.corpus_id).replace(/^noans_/, "answer_");
        expect(forkSession).toBe(item.session_id);
        expect(answers.has(forkSession)).toBe(item.is_evidence);
      }
    }
  });

  it("agrees with the fork's first-hit positions within the top 10", () => {
    for (const row of rows) {
      const { evidence_positions: positions, top10_results: top10 } = row.retrieval_analysis;
      const forkSessions = top10.map((t) => sessionIdOfCorpusId(t.corpus_id).replace(/^noans_/, "answer_"));
      for (const session of row.answer_session_ids) {
        const firstRank = forkSessions.indexOf(session) + 1;
        const position = positions[session];
        if (position !== undefined && position <= 10) expect(firstRank).toBe(position);
        else expect(firstRank).toBe(0);
      }
    }
  });

  // Reference: official eval_utils.evaluate_retrieval_turn2session (numpy) with corpus = the 10
  // stored turns, correct = answer_session_ids, averaged over the 233 non-abstention rows.
  const items = rows.map((r) => ({
    questionId: r.question_id,
    rankedSessionIds: r.retrieval_analysis.top10_results.map((t) => sessionIdOfCorpusId(t.corpus_id)),
    answerSessionIds: r.answer_session_ids,
  }));

  it("matches the official recall averages computed from the stored top 10", () => {
    const m = computeRetrievalMetrics(items, [1, 3, 5, 10]);
    expect(m.n).toBe(233);
    const expected = {
      recallAny: { "1": 0.44206008583690987, "3": 0.7682403433476395, "5": 0.8454935622317596, "10": 0.8540772532188842 },
      recallAll: { "1": 0.06866952789699571, "3": 0.45064377682403434, "5": 0.6351931330472103, "10": 0.6652360515021459 },
    };
    for (const k of ["1", "3", "5", "10"] as const) {
      expect(m.recallAny[k]).toBeCloseTo(expected.recallAny[k], 12);
      expect(m.recallAll[k]).toBeCloseTo(expected.recallAll[k], 12);
    }
  });

  it("matches the official ndcg where the top 10 holds every answer session", () => {
    // Only there does "relevant turns in the stored corpus" equal the official full-corpus count.
    const complete = items.filter((i) => i.answerSessionIds.every((s) => i.rankedSessionIds.includes(s)));
    const m = computeRetrievalMetrics(complete, [1, 3, 5, 10]);
    expect(m.n).toBe(155);
    expect(m.ndcgAny["1"]).toBeCloseTo(0.5935483870967742, 12);
    expect(m.ndcgAny["3"]).toBeCloseTo(0.7226944940697252, 12);
    expect(m.ndcgAny["5"]).toBeCloseTo(0.7876001570263985, 12);
    expect(m.ndcgAny["10"]).toBeCloseTo(0.7947810458733248, 12);
  });
});
