// Writes a synthetic dataset as one top-level JSON array, question by question, waiting for the
// file stream to drain before generating the next one: memory stays bounded by one question
// (about 0.5 MB at S, 5 MB at M) whatever the scale. The file is written under a ".partial" name
// and renamed when complete, so an interrupted run never leaves a truncated file that looks done.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { generateSyntheticQuestion } from "@/lib/longmemeval/synthetic/generate-synthetic-question";
import { planSyntheticDataset } from "@/lib/longmemeval/synthetic/plan-synthetic-dataset";
import type { SyntheticScale } from "@/lib/longmemeval/synthetic/synthetic-scales";

export type SyntheticDatasetSummary = {
  questions: number;
  // Haystack session references, counting a repeated session each time it appears.
  sessions: number;
  uniqueSessions: number;
  turns: number;
  // Turns of the unique sessions: what an importer that stores a session once should store.
  uniqueTurns: number;
  bytes: number;
};

export async function writeSyntheticDataset(input: {
  out: string;
  scale: SyntheticScale;
  seed: number;
  // Questions [from, to) of the full plan; a range is exactly that slice of the full file.
  from?: number;
  to?: number;
  onProgress?: (written: number, total: number) => void;
}): Promise<SyntheticDatasetSummary> {
  const plan = planSyntheticDataset({ scale: input.scale, seed: input.seed });
  const slice = plan.slice(input.from ?? 0, input.to ?? plan.length);
  const partial = `${input.out}.partial`;
  await mkdir(path.dirname(path.resolve(input.out)), { recursive: true });
  const stream = createWriteStream(partial, { highWaterMark: 1 << 20 });
  const sessionTurns = new Map<string, number>();
  const summary: SyntheticDatasetSummary = { questions: 0, sessions: 0, uniqueSessions: 0, turns: 0, uniqueTurns: 0, bytes: 0 };
  const write = async (text: string) => {
    summary.bytes += Buffer.byteLength(text);
    if (!stream.write(text)) await once(stream, "drain");
  };
  try {
    await write("[");
    for (const entry of slice) {
      const question = generateSyntheticQuestion({ seed: input.seed, scale: input.scale, plan: entry });
      question.haystack_sessions.forEach((turns, i) => sessionTurns.set(question.haystack_session_ids[i]!, turns.length));
      summary.sessions += question.haystack_sessions.length;
      summary.turns += question.haystack_sessions.reduce((n, turns) => n + turns.length, 0);
      await write(`${summary.questions === 0 ? "\n" : ",\n"}${JSON.stringify(question)}`);
      summary.questions++;
      input.onProgress?.(summary.questions, slice.length);
    }
    await write("\n]\n");
    stream.end();
    await finished(stream);
    await rename(partial, input.out);
  } catch (error) {
    stream.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  summary.uniqueSessions = sessionTurns.size;
  for (const n of sessionTurns.values()) summary.uniqueTurns += n;
  return summary;
}
