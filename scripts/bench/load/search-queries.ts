import type { Random } from "@/lib/demo/seeded-random";

// Varied search texts for the load test's searchers, made from the stored observations so most
// of them match: a few content words, a question around them, a quoted phrase (web-search
// syntax), and now and then words that match nothing.

const QUESTIONS = ["What did I say about", "When did I mention", "Did I ever talk about", "Remind me about"];

function contentWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z]{5,}/g) ?? [];
}

export function makeSearchQueries(random: Random, texts: string[], count: number): string[] {
  const vocabulary = texts.map(contentWords).filter((words) => words.length >= 3);
  if (vocabulary.length === 0) throw new Error("makeSearchQueries needs texts with at least three words of five letters or more");
  const words = (n: number) => random.sample(random.pick(vocabulary), n);
  const shapes = [
    () => words(random.int(1, 3)).join(" "),
    () => `${random.pick(QUESTIONS)} ${words(2).join(" ")}?`,
    () => `"${words(2).join(" ")}"`,
    () => words(2).join(" "),
    () => Array.from({ length: 2 }, () => Array.from({ length: 9 }, () => String.fromCharCode(97 + random.int(0, 25))).join("")).join(" "),
  ];
  return Array.from({ length: count }, (_, i) => shapes[i % shapes.length]!());
}
