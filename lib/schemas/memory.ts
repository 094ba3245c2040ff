import { z } from "@/lib/zod";
import { overLimitMessage } from "@/lib/format/text-limit";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";
import { workspaceId } from "@/lib/schemas/workspace";
import { sortFields, type TableSort } from "@/lib/utils/table-sort";

// The fields every entry point (server action, HTTP API, OpenAPI document) shares: a memory's or
// proposal's text and citations are limited and worded the same way wherever they arrive.
export const MAX_MEMORY_BODY_CHARS = 20_000;
export const MAX_CITED_OBSERVATIONS = 100;
export const MAX_MEMORY_REASON_CHARS = 500;

export const entityId = z.string().min(1).max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE);
const id = entityId;
export const memoryBody = z
  .string()
  .trim()
  .min(1, "The memory needs some text.")
  .max(MAX_MEMORY_BODY_CHARS, overLimitMessage("The memory text", MAX_MEMORY_BODY_CHARS));
const body = memoryBody;
export const memoryReason = z
  .string()
  .trim()
  .min(1, "Say why you change it.")
  .max(MAX_MEMORY_REASON_CHARS, overLimitMessage("The reason for the change", MAX_MEMORY_REASON_CHARS));
const reason = memoryReason;
export const citedObservationIds = z.array(id).max(MAX_CITED_OBSERVATIONS, "Cite at most 100 observations.");
const observationIds = citedObservationIds;
// A fact-sheet line is cited through the session turns that support it (see createProposal).
export const factSheetCitation = z.strictObject({ factSheetId: id, line: z.number().int().min(1).max(100_000) });
// A member by id or by email.
export const memberRef = z.string().trim().min(1).max(254).refine(isStorableText, STORABLE_TEXT_MESSAGE);

// lib/services/memories/create-memory.ts: the one input of "write a memory directly".
export const createMemoryInput = z.object({
  body,
  // Defaults to the actor; only an admin may name someone else.
  ownerId: id.optional(),
  observationIds: observationIds.optional(),
  reason: reason.optional(),
});

export const editMemorySchema = z.object({
  workspaceId,
  memoryId: id,
  body,
  reason,
  // The revision the editor started from: a newer one means someone changed it meanwhile.
  baseRevision: z.number().int().min(1).optional(),
});

export const revertMemorySchema = z.object({ workspaceId, memoryId: id, revision: z.number().int().min(1) });

export const memoryRefSchema = z.object({ workspaceId, memoryId: id });

// lib/services/proposals/create-proposal.ts: the one input of "propose a memory", from a turn or
// a fact-sheet line. A proposal must rest on evidence: a line is cited through the turns of its
// session that support it, since a fact sheet is derived and never a source of its own.
export const createProposalFields = z.object({
  body,
  // The reviewer, by id or email; defaults to the proposer.
  owner: memberRef.optional(),
  observationIds: observationIds.default([]),
  factSheet: factSheetCitation.optional(),
});

// The citation rule, as a refinement every schema of this input carries.
export const CITES_EVIDENCE: [(input: { observationIds?: string[]; factSheet?: unknown }) => boolean, { message: string; path: string[] }] = [
  (input) => (input.observationIds?.length ?? 0) > 0 || input.factSheet !== undefined,
  { message: "Cite an observation or a fact-sheet line.", path: ["observationIds"] },
];

export const createProposalInput = createProposalFields.refine(...CITES_EVIDENCE);

export const MEMORY_SORTS = ["body", "owner", "revision", "sources", "updated"] as const;
export type MemorySort = (typeof MEMORY_SORTS)[number];
export const DEFAULT_MEMORY_SORT = { sort: "updated", dir: "desc" } as const satisfies TableSort<MemorySort>;

export const memoryListQuerySchema = z.object({
  status: z.enum(["active", "archived"]).catch("active"),
  owner: id.optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  ...sortFields(MEMORY_SORTS, DEFAULT_MEMORY_SORT),
});

export type MemoryListQuery = z.output<typeof memoryListQuerySchema>;
