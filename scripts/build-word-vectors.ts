// Builds the compact word-vector table (lib/embeddings/load-word-vectors.ts) once, at install
// time (package.json's postinstall), so the first hybrid ranking does not pay for it. Best
// effort: a failure here (a read-only node_modules, too little memory) never fails `npm ci`; the
// first hybrid ranking then builds the table itself and says why on stderr.
//   node --import tsx scripts/build-word-vectors.ts
import { ensureWordVectorFile } from "@/lib/embeddings/load-word-vectors";

const started = performance.now();
try {
  const file = ensureWordVectorFile();
  console.log(`[lore] word vectors ready: ${file} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.warn(
    `[lore] the word vectors were not built now (${error instanceof Error ? error.message : String(error)}); the first hybrid ranking will build them`,
  );
}
