// Question rewriting for the lexical signals: drops the scaffolding a question is phrased in
// ("Can you remind me", "I was looking back at our previous conversation about", "How many",
// "Do you have any tips") so that BM25 weighs the words that name what was said. Names, numbers,
// dates and quoted titles are never dropped: only the listed phrases and words are, matched whole
// and case-insensitively, and a capitalised word inside a sentence is kept even when listed.
// The time signal reads the question as asked (lib/search/question-time.ts).
const SCAFFOLD_PHRASES = [
  /\b(?:i'?m|i am|i was|i've been) (?:looking|going|thinking) (?:back )?(?:at|to|through|over|about) (?:our|the|my) (?:previous|last|earlier) (?:conversation|chat|discussion)s?(?: about| on| regarding)?/g,
  /\b(?:in|from|during) (?:our|the|my) (?:previous|last|earlier) (?:conversation|chat|discussion)s?(?: about| on)?/g,
  /\b(?:and )?i (?:was wondering|wanted to confirm|wanted to ask|'?m wondering)(?: if| whether)?(?: you)?(?: could| can| remembered| remember)?/g,
  /\b(?:can|could|would) you (?:please )?(?:remind me|tell me|recommend|suggest|give me|help me|remember|recall)(?: of| what| about)?/g,
  /\b(?:do|did) you (?:remember|recall|have any)/g,
  /\bi'?m trying to (?:recall|remember)/g,
  /\bremind me(?: of| what| about)?/g,
  /\b(?:any|some) (?:helpful |good )?(?:tips|advice|suggestions|recommendations|ideas)\b/g,
  /\bthat i might find interesting\b/g,
  /\bhow (?:many|much|long|often)\b/g,
  /\bin total\b/g,
];
// Single words that only phrase the question (after the phrases above are gone).
const SCAFFOLD_WORDS = new Set([
  "mentioned",
  "mention",
  "remind",
  "recall",
  "remember",
  "remembered",
  "confirm",
  "wondering",
  "total",
  "currently",
  "specifically",
  "finally",
]);

export function rewriteQuestion(question: string): string {
  let text = question.replace(/’/g, "'");
  for (const phrase of SCAFFOLD_PHRASES) {
    text = text.replace(new RegExp(phrase.source, "gi"), (m) => " ".repeat(m.length));
  }
  const words = text.split(/(\s+)/);
  return words
    .filter((w, i) => {
      const bare = w.replace(/[^\p{L}\p{N}'-]/gu, "");
      if (!SCAFFOLD_WORDS.has(bare.toLowerCase())) return true;
      // A capitalised word after the first word of a sentence is a name: keep it.
      const sentenceStart = i === 0 || /[.?!]\s*$/.test(words.slice(0, i).join("").trimEnd()) || words.slice(0, i).join("").trim() === "";
      return /^\p{Lu}/u.test(bare) && !sentenceStart;
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

// Whether a search box's text is a question (or a request) to read without its scaffolding, as
// the retriever reads every question: it ends with "?", or opens as questions and requests do.
// Keywords ("total cost", "product recall") are searched as typed: rewriting drops "total" and
// "recall" wherever they stand.
const QUESTION_OPENING =
  /^(?:how|what|which|when|where|who|whom|whose|why|can|could|would|will|should|do|does|did|is|are|was|were|have|has|had|i|i'm|i've|remind|tell)\b/i;

export function isQuestion(text: string): boolean {
  const trimmed = text.trim().replace(/’/g, "'");
  return /\?\s*$/.test(trimmed) || QUESTION_OPENING.test(trimmed);
}
