export type DiffSegment = { kind: "same" | "added" | "removed"; text: string };

// Above this many LCS table cells (about 5,000 × 5,000 words, 50 MB) the changed middle is shown
// as one replacement instead: a memory is capped at 20,000 characters, so only pathological
// input reaches it, and a coarse diff beats a server stalled on one page.
const MAX_CELLS = 25_000_000;

type Token = { word: string; text: string };

// Words keep the whitespace that follows them, so joining tokens gives the text back; words are
// compared without it, so a re-wrapped line does not show as a change.
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const leading = /^\s+/.exec(text)?.[0];
  if (leading) tokens.push({ word: "", text: leading });
  for (const match of text.matchAll(/(\S+)(\s*)/g)) tokens.push({ word: match[1] as string, text: match[0] });
  return tokens;
}

type Op = { kind: DiffSegment["kind"]; text: string };

// Longest common subsequence over interned words, filled from the end so the walk from the
// start can emit removals before additions.
function lcsOps(a: Token[], b: Token[]): Op[] {
  const n = a.length;
  const m = b.length;
  if (n === 0) return b.map((t) => ({ kind: "added", text: t.text }));
  if (m === 0) return a.map((t) => ({ kind: "removed", text: t.text }));
  if (n * m > MAX_CELLS) {
    return [...a.map((t) => ({ kind: "removed" as const, text: t.text })), ...b.map((t) => ({ kind: "added" as const, text: t.text }))];
  }
  const ids = new Map<string, number>();
  const intern = (w: string) => ids.get(w) ?? (ids.set(w, ids.size), ids.size - 1);
  const ai = Int32Array.from(a, (t) => intern(t.word));
  const bi = Int32Array.from(b, (t) => intern(t.word));
  const width = m + 1;
  // An LCS is never longer than min(n, m) <= sqrt(MAX_CELLS), which fits in 16 bits.
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    const row = i * width;
    const below = row + width;
    for (let j = m - 1; j >= 0; j--) {
      table[row + j] = ai[i] === bi[j] ? (table[below + j + 1] as number) + 1 : Math.max(table[below + j] as number, table[row + j + 1] as number);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (ai[i] === bi[j]) {
      ops.push({ kind: "same", text: (b[j] as Token).text });
      i++;
      j++;
    } else if ((table[(i + 1) * width + j] as number) >= (table[i * width + j + 1] as number)) {
      ops.push({ kind: "removed", text: (a[i++] as Token).text });
    } else {
      ops.push({ kind: "added", text: (b[j++] as Token).text });
    }
  }
  while (i < n) ops.push({ kind: "removed", text: (a[i++] as Token).text });
  while (j < m) ops.push({ kind: "added", text: (b[j++] as Token).text });
  return ops;
}

// Within a run of changes all removals come first, then all additions, so a replaced phrase
// reads as one struck-out phrase followed by its replacement.
function toSegments(ops: Op[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) segments.push({ kind: "removed", text: removed });
    if (added) segments.push({ kind: "added", text: added });
    removed = "";
    added = "";
  };
  for (const op of ops) {
    if (op.kind === "removed") removed += op.text;
    else if (op.kind === "added") added += op.text;
    else {
      flush();
      const last = segments.at(-1);
      if (last?.kind === "same") last.text += op.text;
      else segments.push({ kind: "same", text: op.text });
    }
  }
  flush();
  return segments;
}

// A word-level diff of two texts. Unchanged words are shown as the newer text has them.
export function diffWords(before: string, after: string): DiffSegment[] {
  if (before === after) return before ? [{ kind: "same", text: after }] : [];
  const a = tokenize(before);
  const b = tokenize(after);
  // Edits are usually local: match the common ends first so the table covers only the middle.
  let start = 0;
  while (start < a.length && start < b.length && (a[start] as Token).word === (b[start] as Token).word) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && (a[a.length - 1 - end] as Token).word === (b[b.length - 1 - end] as Token).word) end++;
  const same = (tokens: Token[]): Op[] => tokens.map((t) => ({ kind: "same", text: t.text }));
  return toSegments([...same(b.slice(0, start)), ...lcsOps(a.slice(start, a.length - end), b.slice(start, b.length - end)), ...same(b.slice(b.length - end))]);
}

export type RevisionWithDiff<R> = R & { diff: DiffSegment[] | null };

// Each revision beside the change from its predecessor; the first revision has none.
export function diffRevisionHistory<R extends { number: number; body: string }>(revisions: R[]): RevisionWithDiff<R>[] {
  const byNumber = new Map(revisions.map((r) => [r.number, r]));
  return revisions.map((revision) => {
    const previous = byNumber.get(revision.number - 1);
    return { ...revision, diff: previous ? diffWords(previous.body, revision.body) : null };
  });
}
