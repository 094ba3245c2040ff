import path from "node:path";
import { z } from "@/lib/zod";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createProgress } from "@/lib/cli/progress";
import { SCALES } from "@/lib/longmemeval/synthetic/synthetic-scales";
import { writeSyntheticDataset } from "@/lib/longmemeval/synthetic/write-synthetic-dataset";

const schema = z.object({
  scale: z.enum(["s", "m"], { message: 'choose "s" (500 questions × ~48 sessions) or "m" (500 × ~500)' }),
  out: z.string({ message: "name the JSON file to write" }).trim().min(1, "name the JSON file to write"),
  seed: z.coerce.number({ message: "give a whole number" }).int().min(0).max(0xffffffff).default(1),
  // The first N questions of the full dataset, for quick runs.
  questions: z.coerce.number({ message: "give a whole number" }).int().min(1).max(SCALES.s.questions).optional(),
});

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

// Writes a synthetic dataset in the official LongMemEval format; needs no database.
export async function generateLongMemEvalCommand(flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "generate longmemeval");
  const started = Date.now();
  const total = input.questions ?? SCALES[input.scale].questions;
  const progress = createProgress("generate", total);
  const summary = await writeSyntheticDataset({
    out: input.out,
    scale: input.scale,
    seed: input.seed,
    to: total,
    onProgress: (written) => {
      progress.setBytes(written);
      progress.update(written, "questions", written === total);
    },
  });
  progress.done();
  const seconds = Number(((Date.now() - started) / 1000).toFixed(2));
  const file = path.resolve(input.out);
  out.result(
    { out: file, scale: input.scale, seed: input.seed, ...summary, seconds },
    `wrote ${summary.questions} questions to ${file} (${megabytes(summary.bytes)}): ${summary.sessions} haystack sessions, ` +
      `${summary.uniqueSessions} unique; ${summary.turns} turns, ${summary.uniqueTurns} in unique sessions; ${seconds}s`,
  );
}
