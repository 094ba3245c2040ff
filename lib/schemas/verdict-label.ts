import { z } from "@/lib/zod";
import { DEFAULT_VERIFY_SAMPLE_SIZE, MAX_VERIFY_SAMPLE_SIZE } from "@/lib/runs/sample-verdicts";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";

const id = z.string().min(1).max(200).refine(isStorableText, STORABLE_TEXT_MESSAGE);

export const VERDICT_LABELS = ["correct", "incorrect"] as const;
export type VerdictLabelValue = (typeof VERDICT_LABELS)[number];

// lib/services/verdict-labels/label-verdict.ts: a person's verdict on one judged question of a
// run. A skip is not a label: the queue moves on and nothing is stored.
export const labelVerdictInput = z.object({
  runId: id,
  questionId: id.describe("The question's id in the benchmark (LongMemEval's question_id)."),
  label: z.enum(VERDICT_LABELS, { message: 'The label is "correct" or "incorrect".' }),
});
export type LabelVerdictInput = z.infer<typeof labelVerdictInput>;

export const MAX_VERIFY_SEED = 2 ** 31 - 1;

// /runs/<id>/verify?seed=&size=: the sample to review. Without a seed the page draws one and puts
// it in the address, so the same sample can be reopened.
export const verifyQuerySchema = z.object({
  seed: z.coerce.number().int().min(0).max(MAX_VERIFY_SEED).optional().catch(undefined),
  size: z.coerce.number().int().min(1).max(MAX_VERIFY_SAMPLE_SIZE).catch(DEFAULT_VERIFY_SAMPLE_SIZE).default(DEFAULT_VERIFY_SAMPLE_SIZE),
});
