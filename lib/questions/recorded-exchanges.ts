export type RecordedExchange = { model: string | null; prompt: string; output: string | null };
export type RecordedExchanges = { reader: RecordedExchange | null; judge: RecordedExchange | null };

function exchangeOf(value: unknown): RecordedExchange | null {
  if (typeof value !== "object" || value === null) return null;
  const { model, prompt, output } = value as { model?: unknown; prompt?: unknown; output?: unknown };
  if (typeof prompt !== "string") return null;
  return { model: typeof model === "string" ? model : null, prompt, output: typeof output === "string" ? output : null };
}

// The reader's and the judge's prompts and raw outputs, as a QA run or `lore judge` stored them
// in judgeOutput ({reader: {model, prompt, output}, judge: {…}}); null for what the run did not store.
export function recordedExchanges(judgeOutput: unknown): RecordedExchanges {
  if (typeof judgeOutput !== "object" || judgeOutput === null || Array.isArray(judgeOutput)) return { reader: null, judge: null };
  const { reader, judge } = judgeOutput as { reader?: unknown; judge?: unknown };
  return { reader: exchangeOf(reader), judge: exchangeOf(judge) };
}
