import { describe, expect, it } from "vitest";
import { isAbstentionId, QUESTION_TYPES } from "@/lib/longmemeval/question-types";
import { planSyntheticDataset } from "@/lib/longmemeval/synthetic/plan-synthetic-dataset";
import { TYPE_COUNTS } from "@/lib/longmemeval/synthetic/synthetic-scales";

describe("planSyntheticDataset", () => {
  const plan = planSyntheticDataset({ scale: "s", seed: 1 });

  it("plans 500 questions with the real set's type mix and 30 abstentions", () => {
    expect(plan).toHaveLength(500);
    for (const type of QUESTION_TYPES) expect(plan.filter((q) => q.type === type)).toHaveLength(TYPE_COUNTS[type]);
    const abstentions = plan.filter((q) => q.abstention);
    expect(abstentions).toHaveLength(30);
    expect(plan.every((q) => isAbstentionId(q.questionId) === q.abstention)).toBe(true);
  });

  it("gives unique ids and indices in order", () => {
    expect(new Set(plan.map((q) => q.questionId)).size).toBe(500);
    expect(plan.map((q) => q.index)).toEqual(plan.map((_, i) => i));
  });

  it("is deterministic in the seed", () => {
    expect(planSyntheticDataset({ scale: "s", seed: 1 })).toEqual(plan);
    expect(planSyntheticDataset({ scale: "s", seed: 2 }).map((q) => q.questionId)).not.toEqual(plan.map((q) => q.questionId));
  });
});
