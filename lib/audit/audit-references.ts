// Which records an audit page points at, so their names can be read in one query: each event's
// target, and the ids its before/after payload holds under a known key (`userId`, `memoryId`...).
export const REFERENCE_KINDS = ["memory", "proposal", "user", "membership", "run", "study", "api_token", "extractor", "job"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

// Payload keys whose value is a record's id, the kind of that record and the word shown for it.
export const PAYLOAD_REFERENCE_KEYS: Record<string, { kind: ReferenceKind; label: string }> = {
  userId: { kind: "user", label: "user" },
  ownerId: { kind: "user", label: "owner" },
  authorId: { kind: "user", label: "author" },
  proposerId: { kind: "user", label: "proposer" },
  decidedById: { kind: "user", label: "decided by" },
  memoryId: { kind: "memory", label: "memory" },
  targetMemoryId: { kind: "memory", label: "target memory" },
  proposalId: { kind: "proposal", label: "proposal" },
  runId: { kind: "run", label: "run" },
  studyId: { kind: "study", label: "study" },
  tokenId: { kind: "api_token", label: "token" },
};

export type ReferenceName = { label: string; href: string | null };
/** Names keyed by `${kind}:${id}`. */
export type ReferenceNames = Record<string, ReferenceName>;

export const referenceKey = (kind: string, id: string) => `${kind}:${id}`;

const isKind = (value: string): value is ReferenceKind => (REFERENCE_KINDS as readonly string[]).includes(value);

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

type EventLike = { targetType: string; targetId: string; before: unknown; after: unknown };

// Ids by kind, each once, for one page of events.
export function collectAuditReferences(events: EventLike[]): Record<ReferenceKind, string[]> {
  const found = Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, new Set<string>()])) as Record<ReferenceKind, Set<string>>;
  for (const event of events) {
    if (isKind(event.targetType)) found[event.targetType].add(event.targetId);
    for (const payload of [event.before, event.after]) {
      for (const [key, value] of Object.entries(asRecord(payload))) {
        const reference = PAYLOAD_REFERENCE_KEYS[key];
        if (reference && typeof value === "string" && value) found[reference.kind].add(value);
      }
    }
  }
  return Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, [...found[kind]]])) as Record<ReferenceKind, string[]>;
}

// A record's own page, where it has one.
export function referenceHref(kind: string, id: string, memoryId?: string | null): string | null {
  const at = encodeURIComponent;
  if (kind === "memory") return `/memories/${at(id)}`;
  if (kind === "proposal") return memoryId ? `/memories/${at(memoryId)}` : null;
  if (kind === "run") return `/runs/${at(id)}`;
  if (kind === "study") return `/studies/${at(id)}`;
  return null;
}

// A body's first line, shortened: what a memory or proposal is called in a list.
export function titleFromBody(body: string, max = 60): string {
  const line = body.trim().split("\n", 1)[0]!.trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line || "(empty)";
}
