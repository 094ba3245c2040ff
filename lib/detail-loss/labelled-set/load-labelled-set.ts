import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "@/lib/zod";
import type { SourceTurn } from "../types";
import cases from "./cases.json";
import holdoutCases from "./holdout-cases.json";

// The labelled set reads the real LongMemEval questions in place (see
// ../shared/data/longmemeval/SOURCES.md); only the fact sheets, written by hand, live here.
export const LME_JSONS_DIR = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";

const caseSchema = z.object({
  id: z.string(),
  file: z.string().regex(/^[\w-]+\.json$/),
  sessionIndex: z.number().int().min(0),
  variant: z.enum(["faithful", "lossy"]),
  change: z.string(),
  expectedAnswerBearingLost: z.boolean(),
  factSheet: z.string().min(1),
  note: z.string(),
});

const questionSchema = z.object({
  question_type: z.string(),
  question: z.string(),
  answer: z.union([z.string(), z.number()]).transform(String),
  haystack_sessions: z.array(z.array(z.object({ role: z.string(), content: z.string(), has_answer: z.boolean().nullish() }))),
});

export type LabelledCase = z.infer<typeof caseSchema>;
export type LoadedCase = LabelledCase & { questionType: string; question: string; answer: string; turns: SourceTurn[] };

/**
 * "dev": the cases the matcher was developed against. "holdout": cases written after the matcher
 * was frozen and scored once, to show how far the dev numbers carry to unseen sheets.
 */
export type LabelledSplit = "dev" | "holdout";

/** The hand-written cases of one split, validated. */
export const labelledCases = (split: LabelledSplit = "dev"): LabelledCase[] => z.array(caseSchema).parse(split === "dev" ? cases : holdoutCases);

/**
 * Every labelled case joined with its real LongMemEval session: the session's turns (ids
 * `s<session>t<turn>`, answer-bearing where the dataset says `has_answer`), the question and
 * the gold answer. Reads files from `dataDir`, relative to the working directory.
 */
export function loadLabelledSet(split: LabelledSplit = "dev", dataDir: string = LME_JSONS_DIR): LoadedCase[] {
  const byFile = new Map<string, z.infer<typeof questionSchema>>();
  return labelledCases(split).map((c) => {
    let q = byFile.get(c.file);
    if (q === undefined) {
      q = questionSchema.parse(JSON.parse(readFileSync(path.join(dataDir, c.file), "utf8")));
      byFile.set(c.file, q);
    }
    const session = q.haystack_sessions[c.sessionIndex];
    if (session === undefined) throw new Error(`${c.id}: ${c.file} has no session ${c.sessionIndex}`);
    const turns = session.map((t, i) => ({ id: `s${c.sessionIndex}t${i}`, role: t.role, content: t.content, answerBearing: t.has_answer === true }));
    return { ...c, questionType: q.question_type, question: q.question, answer: q.answer, turns };
  });
}
