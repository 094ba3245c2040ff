import { z } from "@/lib/zod";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";
import { findUnstorableText } from "@/lib/validation/find-unstorable-text";

export const extractorSpecSchema = z
  .string()
  .regex(/^[A-Za-z0-9][\w.-]{0,99}@[\w.-]{1,50}$/, "give the extractor as NAME@VERSION, e.g. terse-facts@2")
  .transform((spec) => {
    const at = spec.lastIndexOf("@");
    return { name: spec.slice(0, at), version: spec.slice(at + 1) };
  });

export const factSheetLineSchema = z.object({
  session_id: z
    .string()
    .min(1)
    .max(500)
    .refine((t) => !findUnstorableText(t), "contains a NUL character or an unpaired surrogate"),
  text: z
    .string()
    .max(1_000_000)
    .refine((t) => !findUnstorableText(t), "contains a NUL character or an unpaired surrogate, which cannot be stored"),
  passthrough: z.boolean().optional().default(false),
});

export type FactSheetLine = z.infer<typeof factSheetLineSchema>;

// The extractor comparison page's URL: the benchmark's id, extractor ids A and B, and the page of sessions.
export const extractorCompareQuerySchema = z.object({
  benchmark: z.string().min(1).max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE).optional(),
  a: z.string().min(1).max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE).optional(),
  b: z.string().min(1).max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});
