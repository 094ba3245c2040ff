// One side of the word-vector file race (lib/embeddings/load-word-vectors.int.test.ts), as its
// own process: the postinstall, an app server and a CLI may all build or read the file at once.
//   write FILE NAME ROUNDS WORDS: writes a table of WORDS words, every number NAME's value, ROUNDS times
//   read FILE STOP_FILE: prints "reading", reads the file until STOP_FILE exists (60 s at most),
//   prints what it saw as JSON
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { readWordVectorFile, writeWordVectorFile } from "@/lib/embeddings/load-word-vectors";
import { WORD_VECTOR_DIMENSIONS } from "@/lib/embeddings/word-vectors";

const [mode, file, ...rest] = process.argv.slice(2);
// A writer's table holds one number everywhere, so a reader can tell a whole file from a mix.
const valueOf = (id: string) => Number(id.replace(/^race-/, "")) + 0.5;

if (mode === "write") {
  const [name, rounds, words] = rest.map(Number) as [number, number, number];
  const id = `race-${name}`;
  const vectors = new Float32Array(words * WORD_VECTOR_DIMENSIONS).fill(valueOf(id));
  const table = { id, words: Array.from({ length: words }, (_, i) => `w${i}`), vectors, sourceVocabulary: words };
  for (let round = 0; round < rounds; round++) writeWordVectorFile(file!, table);
  process.stdout.write("done\n");
} else if (mode === "read") {
  const stopFile = rest[0]!;
  const seen = { whole: 0, missing: 0, damaged: [] as string[], ids: [] as string[] };
  process.stdout.write("reading\n");
  const deadline = Date.now() + 60_000;
  while (!existsSync(stopFile) && Date.now() < deadline) {
    try {
      const table = readWordVectorFile(file!);
      const value = valueOf(table.id);
      if (table.vectors.some((v) => v !== Math.fround(value))) seen.damaged.push(`${table.id}: numbers of another table`);
      else {
        seen.whole++;
        if (!seen.ids.includes(table.id)) seen.ids.push(table.id);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") seen.missing++;
      else seen.damaged.push(error instanceof Error ? error.message : String(error));
    }
    // Leaves the writers a core now and then (the integration suite runs files side by side).
    await sleep(1);
  }
  process.stdout.write(`${JSON.stringify(seen)}\n`);
}
