import type { Token } from "./tokenize";

// "one-time passwords (OTP)": an all-caps word in parentheses whose letters are the initials of
// the words before it (function words may be skipped: "Department of Energy (DOE)").
function expansionOf(tokens: Token[], i: number, keyIndexes: number[]): number[] | null {
  const t = tokens[i]!;
  if (!/^[A-Z]{2,6}$/.test(t.text) || tokens[i - 1]?.text !== "(" || tokens[i + 1]?.text !== ")") return null;
  const letters = t.lower;
  const before = keyIndexes.filter((k) => k < i - 1);
  const tail = before.slice(-letters.length);
  if (tail.length === letters.length && tail.map((k) => tokens[k]!.lower[0]).join("") === letters) return tail;
  const words: number[] = [];
  for (let k = i - 2; k >= 0 && words.length < letters.length; k--) if (tokens[k]!.type === "word") words.unshift(k);
  return words.length === letters.length && words.map((k) => tokens[k]!.lower[0]).join("") === letters ? words.filter((k) => before.includes(k)) : null;
}

/**
 * Key groups for the key tokens at `keyIndexes` (in text order): one group per token, except
 * that an acronym and the words it abbreviates become one group of two interchangeable keys,
 * the acronym and the last abbreviated word ("fcc" or "crack"), so a sheet may use either form.
 */
export function conceptGroups(tokens: Token[], keyIndexes: number[]): string[][] {
  const groups: { index: number; keys: string[] }[] = [];
  for (const i of keyIndexes) {
    const expansion = expansionOf(tokens, i, keyIndexes);
    if (expansion === null || expansion.length === 0) {
      groups.push({ index: i, keys: [tokens[i]!.norm] });
      continue;
    }
    const dropped = new Set(expansion);
    const kept = groups.filter((g) => !dropped.has(g.index));
    groups.length = 0;
    groups.push(...kept, { index: i, keys: [tokens[i]!.norm, tokens[expansion.at(-1)!]!.norm] });
  }
  const seen = new Set<string>();
  return groups
    .map((g) => g.keys)
    .filter((keys) => {
      const id = keys.join("/");
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** The acronym group for a lone acronym token ("OTP" after "one-time passwords"), or null. */
export function acronymGroup(tokens: Token[], i: number): string[] | null {
  const keyIndexes: number[] = [];
  for (let k = Math.max(0, i - 12); k <= i; k++) if (tokens[k]!.type === "word" || tokens[k]!.type === "number") keyIndexes.push(k);
  const expansion = expansionOf(tokens, i, keyIndexes);
  return expansion === null || expansion.length === 0 ? null : [tokens[i]!.norm, tokens[expansion.at(-1)!]!.norm];
}
