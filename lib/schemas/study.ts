import { z } from "@/lib/zod";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";

// A study by id or name (the page's URL, `lore study show NAME`).
export const studyRefInput = z.object({ study: z.string().trim().min(1, "name the study").max(80).refine(isStorableText, STORABLE_TEXT_MESSAGE) });

// A study file handed over to plan and start (the Runs page's form, `lore study run FILE`).
export const startStudyInput = z.object({
  fileName: z.string().trim().min(1).max(200).default("study.yaml"),
  text: z
    .string()
    .min(1, "paste or choose a study file")
    .max(256 * 1024, "a study file is at most 256 KB"),
  // Overrides the file's own name.
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][\w.-]{0,79}$/, "a study name is letters, digits, . _ or - (at most 80), starting with a letter or digit")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
