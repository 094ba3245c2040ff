// Did an answer-bearing detail survive in a representation of its session? The demo reader and
// the tests both ask this one question, so the run numbers cannot drift from the data.
import type { DemoFactSheet, DemoSession, Speaker } from "./demo-types";

export type Segment = { speaker: Speaker; text: string };

export type DetailRef = { sessionId: string; position: number; detail: string; speaker: Speaker };

export function sessionSegments(session: DemoSession): Segment[] {
  return session.turns.map((turn) => ({ speaker: turn.role, text: turn.content }));
}

// A bullet is the assistant's only when the extractor says so; everything else reads as the user's.
export function factSheetSegments(sheet: DemoFactSheet, session: DemoSession): Segment[] {
  if (sheet.passthrough) return sessionSegments(session);
  return sheet.text
    .split("\n")
    .map((line) => line.replace(/^- /, ""))
    .map((text) => ({ speaker: text.startsWith("Assistant") ? "assistant" : "user", text }));
}

const contains = (text: string, detail: string) => text.toLowerCase().includes(detail.toLowerCase());

// The detail is there, and attributed to whoever actually said it.
export function detailSurvives(segments: Segment[], ref: Pick<DetailRef, "detail" | "speaker">): boolean {
  return segments.some((segment) => segment.speaker === ref.speaker && contains(segment.text, ref.detail));
}

// The detail is there at all, whoever it is attributed to.
export function detailMentioned(segments: Segment[], detail: string): boolean {
  return segments.some((segment) => contains(segment.text, detail));
}
