export type ContextTurn = { id: string; sessionId: string | null; position: number; role: string | null; content: string };
export type ExcerptTurn = ContextTurn & { cited: boolean };
export type SourceExcerpt<S> = { session: S | null; turns: ExcerptTurn[] };

// The observations a memory rests on, each shown with its neighbouring turns (±radius) so a
// reader sees what was said around it. Cited turns close together in one session share one
// excerpt instead of repeating the same lines; a document fragment stands alone.
export function excerptsInContext<S>(input: {
  cited: (ContextTurn & { session: S | null })[];
  neighbours: ContextTurn[];
  radius?: number;
}): SourceExcerpt<S>[] {
  const radius = input.radius ?? 1;
  const citedIds = new Set(input.cited.map((c) => c.id));
  const excerpts: SourceExcerpt<S>[] = [];
  const done = new Set<string>();
  for (const first of input.cited) {
    if (first.sessionId === null) {
      excerpts.push({ session: first.session, turns: [{ ...strip(first), cited: true }] });
      continue;
    }
    if (done.has(first.sessionId)) continue;
    done.add(first.sessionId);
    const citedHere = input.cited.filter((c) => c.sessionId === first.sessionId);
    const near = (t: ContextTurn) => citedHere.some((c) => Math.abs(c.position - t.position) <= radius);
    const byId = new Map<string, ContextTurn>();
    for (const turn of [...input.neighbours, ...citedHere.map(strip)]) {
      if (turn.sessionId === first.sessionId && near(turn)) byId.set(turn.id, turn);
    }
    const turns = [...byId.values()].sort((a, b) => a.position - b.position);
    let run: ExcerptTurn[] = [];
    for (const turn of turns) {
      const previous = run.at(-1);
      if (previous && turn.position - previous.position > 1) {
        excerpts.push({ session: first.session, turns: run });
        run = [];
      }
      run.push({ ...turn, cited: citedIds.has(turn.id) });
    }
    if (run.length) excerpts.push({ session: first.session, turns: run });
  }
  return excerpts;
}

function strip<T extends ContextTurn>({ id, sessionId, position, role, content }: T): ContextTurn {
  return { id, sessionId, position, role, content };
}
