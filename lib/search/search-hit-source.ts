import { turnNumber } from "@/lib/sessions/turn-number";

// Where a search hit comes from, as a label a person can read and the page that shows it.
export type SearchKind = "memory" | "observation" | "fact_sheet";
export const SEARCH_KINDS: readonly SearchKind[] = ["memory", "observation", "fact_sheet"];

export type HitSource =
  | { type: "memory"; id: string; label: string; href: string }
  | { type: "session"; id: string; label: string; href: string }
  | { type: "document"; id: null; label: string; href: null };

export type HitOrigin = {
  kind: SearchKind;
  id: string;
  sessionId: string | null;
  sessionExternalId: string | null;
  position: number | null;
  role: string | null;
  observationSource: string | null;
  extractor: string | null;
};

export function describeHitSource(origin: HitOrigin): HitSource {
  if (origin.kind === "memory") return { type: "memory", id: origin.id, label: "memory", href: `/memories/${origin.id}` };
  const session = origin.sessionExternalId ?? origin.sessionId;
  if (origin.sessionId && origin.kind === "fact_sheet") {
    const by = origin.extractor ? ` by ${origin.extractor}` : "";
    return { type: "session", id: origin.sessionId, label: `fact sheet${by} of session ${session}`, href: `/sessions/${origin.sessionId}` };
  }
  if (origin.sessionId) {
    const turn = origin.position === null ? "" : `, turn ${origin.position + 1}`;
    const role = origin.role ? ` (${origin.role})` : "";
    return { type: "session", id: origin.sessionId, label: `session ${session}${turn}${role}`, href: `/sessions/${origin.sessionId}` };
  }
  const part = origin.position === null ? "" : `, part ${origin.position + 1}`;
  return { type: "document", id: null, label: `document ${origin.observationSource ?? "fragment"}${part}`, href: null };
}

// The link text the search page shows for a hit: a session turn numbered as the session page
// numbers it ("session answer_0714, turn #2 (user)"), everything else as its source label.
// source.label keeps its older 1-based "turn 3" wording for API clients that read it.
export function describeHitLink(origin: HitOrigin): string {
  const source = describeHitSource(origin);
  if (origin.kind === "memory") return "open memory";
  if (origin.kind !== "observation" || !origin.sessionId || origin.position === null) return source.label;
  const role = origin.role ? ` (${origin.role})` : "";
  return `session ${origin.sessionExternalId ?? origin.sessionId}, turn ${turnNumber(origin.position)}${role}`;
}
