import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readWordVectorFile, readWordVectorPackage, writeWordVectorFile, WordVectorError } from "@/lib/embeddings/load-word-vectors";
import { bestUserTurnMeaning, cosine, createMeaningEmbedder, WORD_VECTOR_DIMENSIONS, type WordVectorTable } from "@/lib/embeddings/word-vectors";

// A vector pointing along the given axes (the rest 0).
const along = (...axes: number[]) => Array.from({ length: WORD_VECTOR_DIMENSIONS }, (_, i) => (axes.includes(i) ? 1 : 0));

function table(entries: [string, number[]][], sourceVocabulary = 1000): WordVectorTable {
  const vectors = new Float32Array(entries.length * WORD_VECTOR_DIMENSIONS);
  entries.forEach(([, v], i) => vectors.set(v, i * WORD_VECTOR_DIMENSIONS));
  return { id: "test", words: entries.map(([w]) => w), vectors, sourceVocabulary };
}

// The package's layout: the header fields, the words by frequency, then each word's 100 numbers,
// its norm and its index.
function packageJson(entries: [string, number[]][]): string {
  const vectors = Object.fromEntries(entries.map(([w, v], i) => [w, [...v, 1, i]]));
  return JSON.stringify({
    precision: 8,
    l2NormIndex: 100,
    wordIndex: 101,
    size: entries.length,
    dimensions: 100,
    words: entries.map(([w]) => w),
    vectors,
    unkVector: along(),
  });
}

describe("meaning from word vectors", () => {
  const vectors = table([
    ["said", along(0)],
    ["papers", along(1, 2)],
    ["publications", along(1, 3)],
    ["garden", along(4)],
  ]);
  const meaning = createMeaningEmbedder(vectors);

  it("finds a text about the same thing in other words", () => {
    const question = meaning.embed("Any new publications?")!;
    expect(cosine(question, meaning.embed("Here are some papers")!)).toBeCloseTo(0.5, 5);
    expect(cosine(question, meaning.embed("my garden")!)).toBe(0);
  });

  it("gives unit vectors, skips stop words and unknown words, and says null when nothing is known", () => {
    const v = meaning.embed("The papers, the papers!")!;
    expect(cosine(v, v)).toBeCloseTo(1, 5);
    expect(meaning.embed("what is it, zxqv?")).toBeNull();
    expect(meaning.embed("")).toBeNull();
  });

  it("weighs a frequent word less than a rare one (SIF)", () => {
    // "said" (rank 0) and "garden" (rank 3) on different axes: the rarer word dominates.
    const v = meaning.embed("said garden")!;
    expect(v[4]!).toBeGreaterThan(v[0]!);
  });

  it("scores a session by its best user turn, 0 without a question or turns", () => {
    const q = meaning.embed("publications")!;
    expect(bestUserTurnMeaning(q, [meaning.embed("garden"), meaning.embed("papers"), null])).toBeCloseTo(0.5, 5);
    expect(bestUserTurnMeaning(null, [meaning.embed("papers")])).toBe(0);
    expect(bestUserTurnMeaning(q, [])).toBe(0);
  });
});

describe("the word-vector files", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lore-word-vectors-"));
  const entries: [string, number[]][] = [
    ["the", along(0)],
    ['"', along(1)],
    ["don't", along(2)],
    ["rare", along(3)],
  ];

  it("reads the package's most frequent words, escaped ones included, and round-trips them through the compact file", () => {
    const json = path.join(dir, "package.json");
    writeFileSync(json, packageJson(entries));
    const read = readWordVectorPackage(json, "id-1", 3);
    expect(read.words).toEqual(["the", '"', "don't"]);
    expect(read.sourceVocabulary).toBe(4);
    expect(Array.from(read.vectors.subarray(WORD_VECTOR_DIMENSIONS, 2 * WORD_VECTOR_DIMENSIONS))).toEqual(along(1));
    const file = path.join(dir, "table.bin");
    writeWordVectorFile(file, read);
    expect(readWordVectorFile(file)).toEqual(read);
  });

  it("refuses a truncated file, another file, and a package missing a kept word's vector", () => {
    const file = path.join(dir, "cut.bin");
    writeWordVectorFile(file, table(entries));
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 10));
    expect(() => readWordVectorFile(file)).toThrow(/truncated/);
    writeFileSync(file, "not vectors");
    expect(() => readWordVectorFile(file)).toThrow(WordVectorError);
    const json = path.join(dir, "missing.json");
    writeFileSync(json, packageJson(entries).replace('"rare":[', '"other":['));
    expect(() => readWordVectorPackage(json, "id", 4)).toThrow(/1 of the 4 most frequent words have no vector/);
  });

  it("refuses a package file cut short or holding a vector that is not numbers, without hanging", () => {
    const json = path.join(dir, "cut.json");
    const whole = packageJson(entries);
    for (const cut of [whole.lastIndexOf('"rare"') + 3, whole.lastIndexOf('"rare"') + 12]) {
      writeFileSync(json, whole.slice(0, cut));
      expect(() => readWordVectorPackage(json, "id", 4)).toThrow(/the vectors end early/);
    }
    writeFileSync(json, whole.replace('"rare":[0,0,0,1', '"rare":[0,0,0,"x"'));
    expect(() => readWordVectorPackage(json, "id", 4)).toThrow(/the vector of "rare" is not 100 numbers/);
  });

  it("refuses a file whose header is cut, as a word-vector error", () => {
    const file = path.join(dir, "short.bin");
    writeFileSync(file, "LOREWV1\n\u0001");
    expect(() => readWordVectorFile(file)).toThrow(/header is cut/);
  });
});
