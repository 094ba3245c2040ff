// Builds the compact word-vector table (lib/embeddings/load-word-vectors.ts) once, at install
// time (package.json's postinstall), so the first hybrid ranking does not pay for it.
//   node --import tsx scripts/build-word-vectors.ts
import { ensureWordVectorFile } from "@/lib/embeddings/load-word-vectors";

const started = performance.now();
const file = ensureWordVectorFile();
console.log(`[lore] word vectors ready: ${file} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
