import { describe, expect, it } from "vitest";
import { EMBEDDING_DIMENSIONS } from "@/lib/embeddings/embedder";
import { createLocalEmbedder, embedText, LOCAL_EMBEDDER_ID } from "@/lib/embeddings/local-embedder";
import { stableHash } from "@/lib/embeddings/stable-hash";

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);
const norm = (a: number[]) => Math.sqrt(cosine(a, a));

describe("the local embedder", () => {
  it("returns 384 finite numbers of unit length for any text", () => {
    for (const text of ["I adopted a beagle.", "", "   ", "?!", "the and of", "東京 café", "x".repeat(50_000)]) {
      const vector = embedText(text);
      expect(vector).toHaveLength(EMBEDDING_DIMENSIONS);
      expect(vector.every(Number.isFinite)).toBe(true);
      expect(norm(vector)).toBeCloseTo(1, 9);
    }
  });

  it("is deterministic, across calls and machines (pinned values)", () => {
    const a = embedText("It took five hours to move into the new apartment.");
    expect(embedText("It took five hours to move into the new apartment.")).toEqual(a);
    // Pinned: a change here changes every stored vector, so it needs a new LOCAL_EMBEDDER_ID.
    expect([stableHash(""), stableHash("a"), stableHash("apartment")]).toMatchInlineSnapshot(`
      [
        2872998923,
        444641715,
        2865332693,
      ]
    `);
    const fingerprint = { nonZero: a.filter((x) => x !== 0).length, weighted: Number(a.reduce((sum, x, i) => sum + x * (i + 1), 0).toFixed(6)) };
    expect(fingerprint).toMatchInlineSnapshot(`
      {
        "nonZero": 74,
        "weighted": -29.097693,
      }
    `);
    expect(LOCAL_EMBEDDER_ID).toBe("lore-local-hash-v1");
  });

  it("puts texts that share words, stems and subwords closer than unrelated ones", () => {
    const move = embedText("How long did it take to move to the new apartment?");
    const answer = embedText("It took us five hours to move everything into the new apartment.");
    const inflected = embedText("moving apartments took hours");
    const unrelated = embedText("Knead the dough and let the sourdough starter rise overnight.");
    expect(cosine(move, answer)).toBeGreaterThan(0.3);
    expect(cosine(move, inflected)).toBeGreaterThan(cosine(move, unrelated) + 0.15);
    expect(Math.abs(cosine(move, unrelated))).toBeLessThan(0.15);
  });

  it("survives a misspelling through character n-grams", () => {
    const right = embedText("apartment");
    expect(cosine(embedText("apartmnet"), right)).toBeGreaterThan(0.2);
    expect(cosine(embedText("sourdough"), right)).toBeLessThan(0.15);
  });

  it("ignores case, accents and stopwords", () => {
    expect(embedText("The CAFÉ in Zürich")).toEqual(embedText("cafe zurich"));
  });

  it("embeds a batch as the texts one by one", async () => {
    const embedder = createLocalEmbedder();
    expect(embedder).toMatchObject({ id: LOCAL_EMBEDDER_ID, dimensions: 384 });
    const texts = ["beagle", "apartment", ""];
    expect(await embedder.embed(texts)).toEqual(texts.map((t) => embedText(t)));
    expect(await embedder.embed([])).toEqual([]);
  });
});
