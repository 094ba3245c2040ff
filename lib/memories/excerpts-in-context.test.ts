import { describe, expect, it } from "vitest";
import { excerptsInContext, type ContextTurn } from "@/lib/memories/excerpts-in-context";

const turn = (sessionId: string | null, position: number): ContextTurn => ({
  id: `${sessionId ?? "doc"}-${position}`,
  sessionId,
  position,
  role: sessionId ? (position % 2 ? "assistant" : "user") : null,
  content: `text ${position}`,
});
const cited = (sessionId: string | null, position: number) => ({ ...turn(sessionId, position), session: sessionId ? { id: sessionId } : null });
const session = (id: string, positions: number[]) => positions.map((p) => turn(id, p));
const shape = (excerpts: ReturnType<typeof excerptsInContext>) => excerpts.map((e) => e.turns.map((t) => `${t.id}${t.cited ? "*" : ""}`).join(" "));

describe("excerptsInContext", () => {
  it("shows a cited turn between its neighbours", () => {
    const excerpts = excerptsInContext({ cited: [cited("s1", 4)], neighbours: session("s1", [3, 4, 5]) });
    expect(shape(excerpts)).toEqual(["s1-3 s1-4* s1-5"]);
    expect(excerpts[0]?.session).toEqual({ id: "s1" });
  });

  it("shows the first turn with only the turn after it", () => {
    expect(shape(excerptsInContext({ cited: [cited("s1", 0)], neighbours: session("s1", [0, 1]) }))).toEqual(["s1-0* s1-1"]);
  });

  it("merges nearby cited turns of one session into one excerpt and splits distant ones", () => {
    const excerpts = excerptsInContext({
      cited: [cited("s1", 2), cited("s1", 3), cited("s1", 9)],
      neighbours: session("s1", [1, 2, 3, 4, 8, 9, 10]),
    });
    expect(shape(excerpts)).toEqual(["s1-1 s1-2* s1-3* s1-4", "s1-8 s1-9* s1-10"]);
  });

  it("ignores turns of other sessions and outside the radius", () => {
    const excerpts = excerptsInContext({ cited: [cited("s1", 5)], neighbours: [...session("s1", [2, 4, 5, 6, 8]), ...session("s2", [4, 5])] });
    expect(shape(excerpts)).toEqual(["s1-4 s1-5* s1-6"]);
  });

  it("keeps a document fragment on its own, in the order sources are given", () => {
    const excerpts = excerptsInContext({ cited: [cited(null, 0), cited("s2", 1)], neighbours: session("s2", [0, 1, 2]) });
    expect(shape(excerpts)).toEqual(["doc-0*", "s2-0 s2-1* s2-2"]);
    expect(excerpts[0]?.session).toBeNull();
  });

  it("returns nothing for a memory without sources", () => {
    expect(excerptsInContext({ cited: [], neighbours: [] })).toEqual([]);
  });
});
