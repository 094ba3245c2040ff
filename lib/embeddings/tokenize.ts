// Words for the local embedder and the in-memory BM25 baseline: Unicode letters and digits,
// lower-cased with accents folded, English stopwords flagged, and a light suffix-stripping
// stemmer. The stemmer is deliberately small: the embedder's character n-grams already join most
// inflections the stemmer misses.

// PostgreSQL's english.stop (the Snowball list), so "stopword" means the same here as in the
// full-text index.
const STOPWORD_LIST =
  "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its " +
  "itself they them their theirs themselves what which who whom this that these those am is are was were be been being " +
  "have has had having do does did doing a an the and but if or because as until while of at by for with about against " +
  "between into through during before after above below to from up down in out on off over under again further then once " +
  "here there when where why how all any both each few more most other some such no nor not only own same so than too very " +
  "s t can will just don should now";

export const STOPWORDS: ReadonlySet<string> = new Set(STOPWORD_LIST.split(" "));

export type Token = { word: string; stem: string; stop: boolean };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function normalizeText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const VOWEL = /[aeiouy]/;
const DOUBLE_END = /([bdfgkmnprtv])\1$/;

// Strips -s, -es, -ies, -ing, -ed, -ly and a final -e, so that move, moves, moved and moving
// all become "mov". Words of three letters or fewer, and words with digits, are left alone.
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, "");
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ["ing", "ed", "ly"]) {
    const base = w.slice(0, -suffix.length);
    if (w.endsWith(suffix) && base.length >= 3 && VOWEL.test(base)) {
      w = DOUBLE_END.test(base) ? base.slice(0, -1) : base;
      break;
    }
  }
  if (w.length > 3 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}

export function tokenize(text: string): Token[] {
  const words = normalizeText(text).match(WORD) ?? [];
  return words.map((raw) => {
    const word = raw.replace(/’/g, "'");
    const stop = STOPWORDS.has(word) || STOPWORDS.has(word.replace(/'.*$/, ""));
    return { word, stem: stop ? word : stem(word), stop };
  });
}

// The content words' stems: what BM25 and the word features see.
export function contentStems(text: string): string[] {
  return tokenize(text)
    .filter((t) => !t.stop)
    .map((t) => t.stem);
}
