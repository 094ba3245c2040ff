import { z } from "@/lib/zod";

// A study file (JSON or YAML): one benchmark, the factors a set-up is made of, which
// combinations of them to run, what must be held fixed and which row the others are compared
// with. lib/studies/parse-study-file.ts reads it and names the line of every problem.

export const STUDY_FACTORS = ["representation", "retriever", "k", "budget", "reader", "prompt", "judge", "judgeProtocol"] as const;
export type StudyFactor = (typeof STUDY_FACTORS)[number];

// Settings a plan can hold fixed beyond the factors: every run reads the same question set.
export const STUDY_FIXABLE = [...STUDY_FACTORS, "questions"] as const;

const representation = z
  .string()
  .trim()
  .regex(/^(sessions|memories|factsheets:[A-Za-z0-9][\w.-]{0,99}@[\w.-]{1,50})$/, "use sessions, memories or factsheets:NAME@VERSION");
const retriever = z.enum(["hybrid", "fulltext", "vector"], "use hybrid, fulltext or vector");
const k = z.number("give k as a whole number").int("give k as a whole number").min(1, "k is at least 1").max(200, "k is at most 200");
const budget = z.number("give the budget in tokens, or null").int("give the budget as a whole number of tokens").min(1).max(2_000_000).nullable();
const model = z.string("name the model").trim().min(1, "name the model").max(200);
const prompt = z.enum(["typed", "static"], "use typed or static");
const judgeProtocol = z.enum(["lore", "official"], "use lore or official (LongMemEval's own judge prompts)");

// Each factor takes one value or a list of values (its levels).
const levels = <T extends z.ZodType>(value: T) => z.union([value, z.array(value).min(1, "list at least one value").max(20, "at most 20 values")]);

export const studyFactorsSchema = z
  .object({
    representation: levels(representation),
    retriever: levels(retriever).default("hybrid"),
    k: levels(k).default(10),
    budget: levels(budget).default(null),
    reader: levels(model).optional(),
    prompt: levels(prompt).optional(),
    judge: levels(model).optional(),
    judgeProtocol: levels(judgeProtocol).optional(),
  })
  .strict();

// One set-up picked from the factors' levels; a factor it leaves out must have a single level.
export const studySetupSchema = z
  .object({
    label: z.string("give the row a label").trim().min(1, "give the row a label").max(120, "a label is at most 120 characters").optional(),
    representation: representation.optional(),
    retriever: retriever.optional(),
    k: k.optional(),
    budget: budget.optional(),
    reader: model.optional(),
    prompt: prompt.optional(),
    judge: model.optional(),
    judgeProtocol: judgeProtocol.optional(),
  })
  .strict();

export const studyFileSchema = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][\w.-]{0,79}$/, "a study name is letters, digits, . _ or - (at most 80), starting with a letter or digit")
      .optional(),
    description: z.string().trim().max(2000).optional(),
    benchmark: z.string("name the benchmark").trim().min(1, "name the benchmark").max(100),
    factors: studyFactorsSchema,
    // "all": every combination of the factors' levels; or the set-ups to run, one row each.
    runs: z.union([z.literal("all"), z.array(studySetupSchema).min(1, "list at least one run").max(50, "a study has at most 50 runs")]).default("all"),
    fixed: z.array(z.enum(STUDY_FIXABLE, `name settings to hold fixed among ${STUDY_FIXABLE.join(", ")}`)).default([]),
    // The label of the row the others are compared with (default: the first).
    baseline: z.string().trim().min(1).max(120).optional(),
  })
  .strict();

export type StudyFile = z.output<typeof studyFileSchema>;
export type StudySetupInput = z.output<typeof studySetupSchema>;
