// A small stand-in for Lore's hybrid retriever: BM25 over words plus a cosine over coarse
// "concepts" (synonyms folded together) playing the part of the embedding. It is deterministic,
// which is the point: the demo's retrieval misses are real misses of this scorer, not picks.

export type RetrievalDoc = { id: string; text: string };
export type Ranked = { id: string; score: number };

const STOPWORDS = new Set(
  (
    "a an and are as at be but by for from had has have i i'm i've in into is it it's its me my of on or " +
    "so that the their them then there this to was we were what when where which who will with you your " +
    "did do does how many much about after before been can could just more most not now our over than too very"
  ).split(" "),
);

const CONCEPTS: Record<string, string[]> = {
  dog: ["dog", "puppy", "pet", "beagle", "corgi", "collie", "greyhound", "dachshund", "whippet", "shiba", "shelter", "vet"],
  bike: ["bike", "bicycle", "cycl", "ride", "saddle", "tire", "chain", "tune-up", "commuter"],
  plant: ["plant", "garden", "nursery", "herb", "succulent", "fig", "pot", "balcony"],
  run: ["run", "race", "marathon", "5k", "10k", "15k", "train", "mile", "personal"],
  book: ["book", "read", "novel", "audiobook", "chapter", "library"],
  travel: ["trip", "travel", "flight", "vacation", "hotel", "stay", "hike", "trail", "guesthouse"],
  work: ["work", "job", "office", "promot", "title", "role", "manager", "meeting", "client"],
  gym: ["gym", "membership", "fitness", "yoga", "class", "studio", "climb"],
  cook: ["cook", "recipe", "dinner", "bake", "flour", "focaccia", "sourdough", "vegetarian", "starter"],
  camera: ["camera", "photo", "photograph", "lens", "accessor", "shoot"],
  sleep: ["sleep", "phone", "scroll", "night", "evening", "bedtime", "wind-down"],
  home: ["desk", "chair", "vacuum", "espresso", "machine", "deliver", "order", "arriv"],
};

function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9$'-]+/g) ?? []).filter((word) => word.length > 1 && !STOPWORDS.has(word)).map(stem);
}

function conceptOf(token: string): string {
  for (const [concept, prefixes] of Object.entries(CONCEPTS)) {
    if (prefixes.some((prefix) => token.startsWith(prefix))) return concept;
  }
  return token;
}

function counts(tokens: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const token of tokens) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [key, value] of a) dot += value * (b.get(key) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, v) => sum + v * v, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

export type Retriever = (query: string, k: number) => Ranked[];

export function createRetriever(docs: RetrievalDoc[]): Retriever {
  const tokenized = docs.map((doc) => tokenize(doc.text));
  const termCounts = tokenized.map(counts);
  const conceptCounts = tokenized.map((tokens) => counts(tokens.map(conceptOf)));
  const averageLength = tokenized.reduce((sum, tokens) => sum + tokens.length, 0) / Math.max(docs.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const terms of termCounts) for (const term of terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);

  const bm25 = (queryTerms: string[], index: number) => {
    const terms = termCounts[index] as Map<string, number>;
    const length = (tokenized[index] as string[]).length;
    return queryTerms.reduce((sum, term) => {
      const tf = terms.get(term) ?? 0;
      const df = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      return sum + (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / averageLength));
    }, 0);
  };

  return (query, k) => {
    const queryTerms = [...new Set(tokenize(query))];
    const queryConcepts = counts(queryTerms.map(conceptOf));
    const lexical = docs.map((_, i) => bm25(queryTerms, i));
    const best = Math.max(...lexical, 1e-9);
    return docs
      .map((doc, i) => ({
        id: doc.id,
        score: Math.round((0.6 * ((lexical[i] as number) / best) + 0.4 * cosine(queryConcepts, conceptCounts[i] as Map<string, number>)) * 1e4) / 1e4,
        order: i,
      }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, k)
      .map(({ id, score }) => ({ id, score }));
  };
}
