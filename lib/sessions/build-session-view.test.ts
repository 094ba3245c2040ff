import { describe, expect, it } from "vitest";
import { buildSessionView, segmentTurn } from "@/lib/sessions/build-session-view";
import { prepareSessionView } from "@/lib/sessions/prepare-session-view";

const content = "I've lived in Harajuku for over a year.";
const lost = (id: string, start: number, end: number, kind: "qualifier" | "duration" | "name" | "answer-span", answerBearing = false) => ({
  id,
  start,
  end,
  kind,
  answerBearing,
});

describe("segmentTurn", () => {
  it("returns the whole text as one plain segment when nothing is marked", () => {
    expect(segmentTurn(content, [], [])).toEqual([{ text: content }]);
  });

  it("marks a lost detail and keeps the text around it, losing no character", () => {
    const segments = segmentTurn(content, [lost("a", 14, 22, "name")], []);
    expect(segments).toEqual([{ text: "I've lived in " }, { text: "Harajuku", lost: { kind: "name", answerBearing: false } }, { text: " for over a year." }]);
    expect(segments.map((s) => s.text).join("")).toBe(content);
  });

  it("shows the outer span of nested lost details as one mark", () => {
    const segments = segmentTurn(content, [lost("q", 27, 38, "qualifier"), lost("d", 32, 38, "duration")], []);
    expect(segments.filter((s) => s.lost)).toEqual([{ text: "over a year", lost: { kind: "qualifier", answerBearing: false } }]);
  });

  it("prefers an answer-bearing detail where spans overlap", () => {
    const segments = segmentTurn(content, [lost("q", 27, 38, "qualifier"), lost("d", 32, 38, "duration", true)], []);
    expect(segments.filter((s) => s.lost).map((s) => [s.text, s.lost!.kind])).toEqual([
      ["over ", "qualifier"],
      ["a year", "duration"],
    ]);
  });

  it("marks kept details that no lost detail covers, and ignores spans outside the text", () => {
    const segments = segmentTurn(content, [lost("x", 30, 99, "name")], [{ start: 14, end: 22, kind: "name", index: 0 }]);
    expect(segments).toEqual([{ text: "I've lived in " }, { text: "Harajuku", detail: "name" }, { text: " for over a year." }]);
  });

  it("keeps markup as plain text", () => {
    const html = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    expect(
      segmentTurn(html, [], [])
        .map((s) => s.text)
        .join(""),
    ).toBe(html);
  });
});

const turns = [
  { id: "t0", position: 0, role: "user", content: "Brainstorm work from home jobs for seniors", questions: [] },
  {
    id: "t1",
    position: 1,
    role: "assistant",
    content: "1. Remote bookkeeper\n2. Transcriptionist\n3. Virtual tutor",
    questions: [{ id: "q1", externalId: "1903aded", type: "single-session-assistant" }],
  },
];

describe("buildSessionView", () => {
  it("links sheet lines and turns both ways, numbering lines as citations do", () => {
    const view = buildSessionView({
      turns,
      sheetText: "- Asked for jobs for seniors\n\n- Assistant listed a remote bookkeeper",
      lostDetails: [],
      lineSupport: [
        { line: 0, text: "- Asked for jobs for seniors", turnIds: ["t0"] },
        { line: 2, text: "- Assistant listed a remote bookkeeper", turnIds: ["t1", "t0", "gone"] },
      ],
    });
    expect(view.sheetLines).toEqual([
      { number: 1, text: "Asked for jobs for seniors", supportingTurnIds: ["t0"], supportingPositions: [0], moreSupporting: 0 },
      { number: 3, text: "Assistant listed a remote bookkeeper", supportingTurnIds: ["t1", "t0"], supportingPositions: [0, 1], moreSupporting: 0 },
    ]);
    expect(view.turns.map((t) => t.sheetLines)).toEqual([[1, 3], [3]]);
  });

  it("links a line to its best few turns and counts the rest", () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: `m${i}`, position: i, role: "user", content: `Cooking ${i}`, questions: [] }));
    const view = buildSessionView({
      turns: many,
      sheetText: "- Likes cooking",
      lostDetails: [],
      lineSupport: [{ line: 0, text: "- Likes cooking", turnIds: ["m7", "m6", "m5", "m4", "m3", "m2", "m1"] }],
    });
    expect(view.sheetLines![0]).toMatchObject({ supportingPositions: [3, 4, 5, 6, 7], moreSupporting: 2 });
    expect(view.turns.map((t) => t.sheetLines.length)).toEqual([0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it("labels answer-bearing turns with their questions and anchors every turn", () => {
    const view = buildSessionView({ turns, sheetText: null, lostDetails: [], lineSupport: [] });
    expect(view.sheetLines).toBeNull();
    expect(view.turns[1]).toMatchObject({ anchor: "turn-1", role: "assistant", questions: [{ externalId: "1903aded", label: "What the assistant said" }] });
  });

  it("groups lost details by kind, answer first, answer-bearing first, with the turn's own text and a link", () => {
    const view = buildSessionView({
      turns,
      sheetText: "- Jobs",
      lineSupport: [],
      lostDetails: [
        { text: "Remote bookkeeper", kind: "attribution", turnId: "t1", answerBearing: false, start: 3, end: 20 },
        { text: "Transcriptionist.", kind: "answer-span", turnId: "t1", answerBearing: true, start: 24, end: 40 },
        { text: "Transcriptionist", kind: "attribution", turnId: "t1", answerBearing: true, start: 24, end: 40 },
        { text: "seniors", kind: "name", turnId: "missing", answerBearing: false, start: 0, end: 7 },
      ],
    });
    expect(view.lostGroups.map((g) => [g.label, g.items.map((i) => i.text)])).toEqual([
      ["Answer", ["Transcriptionist"]],
      ["Speaker attribution", ["Transcriptionist", "Remote bookkeeper"]],
    ]);
    expect(view.lostGroups[0]).toMatchObject({ total: 1, items: [{ turnPosition: 1, answerBearing: true }] });
    expect(view).toMatchObject({ lostCount: 3, answerBearingLostCount: 2, lostKinds: ["answer-span", "attribution"] });
    const marked = view.turns[1]!.segments.filter((s) => s.lost);
    expect(marked.map((s) => [s.text, s.lost!.kind])).toEqual([
      ["Remote bookkeeper", "attribution"],
      ["Transcriptionist", "answer-span"],
    ]);
  });

  it("lists at most a few hundred details of one kind, answer-bearing ones first, and counts them all", () => {
    const content = "x".repeat(600);
    const many = Array.from({ length: 250 }, (_, i) => ({
      text: "x",
      kind: "name" as const,
      turnId: "t",
      answerBearing: i === 249,
      start: i * 2,
      end: i * 2 + 1,
    }));
    const view = buildSessionView({
      turns: [{ id: "t", position: 0, role: "user", content, questions: [] }],
      sheetText: "",
      lostDetails: many,
      lineSupport: [],
    });
    expect(view.lostGroups[0]!.total).toBe(250);
    expect(view.lostGroups[0]!.items).toHaveLength(200);
    expect(view.lostGroups[0]!.items[0]!.answerBearing).toBe(true);
    expect(view.lostCount).toBe(250);
    expect(view.turns[0]!.segments.filter((s) => s.lost)).toHaveLength(250);
  });
});

describe("prepareSessionView", () => {
  it("marks the gold answer lost in the answer-bearing turn when the sheet drops it", () => {
    const { view, analysis } = prepareSessionView({
      turns: [
        { ...turns[0]!, questions: [] },
        { ...turns[1]!, questions: [{ ...turns[1]!.questions[0]!, text: "What was the 2nd job in the list you gave me?", answer: "Transcriptionist" }] },
      ],
      sheetText: "- User asked for work from home jobs for seniors.\n- Assistant suggested a remote bookkeeper.",
    });
    expect(analysis).toMatchObject({ answerBearingLost: true, questions: [{ externalId: "1903aded", answerBearingLost: true }] });
    const answer = view.lostGroups.find((g) => g.kind === "answer-span");
    expect(answer?.items.map((i) => [i.text, i.turnPosition])).toEqual([["Transcriptionist", 1]]);
    expect(view.turns[1]!.segments.some((s) => s.lost?.kind === "answer-span" && s.text === "Transcriptionist")).toBe(true);
    expect(view.sheetLines?.map((l) => l.supportingPositions)).toEqual([[0], [1]]);
  });

  it("shows the source alone when there is no fact sheet", () => {
    const { view, analysis } = prepareSessionView({ turns: [{ ...turns[0]!, questions: [] }], sheetText: null });
    expect(analysis).toBeNull();
    expect(view).toMatchObject({ sheetLines: null, lostCount: 0, turns: [{ segments: [{ text: turns[0]!.content }] }] });
  });

  it("keeps the benchmark of each answered question, which tells apart one id in two benchmarks", () => {
    const asked = { ...turns[1]!.questions[0]!, text: "What was the 2nd job?", answer: "Transcriptionist" };
    const { view } = prepareSessionView({
      turns: [
        {
          ...turns[1]!,
          questions: [
            { ...asked, benchmark: "lme-s" },
            { ...asked, id: "q2", benchmark: "lme-oracle" },
          ],
        },
      ],
      sheetText: null,
    });
    expect(view.turns[0]!.questions.map((q) => [q.id, q.benchmark])).toEqual([
      ["q1", "lme-s"],
      ["q2", "lme-oracle"],
    ]);
  });
});
