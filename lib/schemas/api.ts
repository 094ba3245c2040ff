import { z } from "@/lib/zod";
import { overLimitMessage } from "@/lib/format/text-limit";
import { MAX_REJECT_REASON_CHARS } from "@/lib/schemas/proposal";
import { queueRunImportInput } from "@/lib/schemas/run";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";
import { memorySummary } from "@/lib/schemas/api-reads";
import { hybridSearchResponseSchema, searchKindSchema } from "@/lib/schemas/hybrid-search";
import {
  citedObservationIds,
  createMemoryInput,
  CITES_EVIDENCE,
  createProposalFields,
  factSheetCitation,
  MAX_CITED_OBSERVATIONS,
  MAX_MEMORY_BODY_CHARS,
  memberRef,
  memoryBody,
} from "@/lib/schemas/memory";

// The HTTP API's requests and responses. The routes validate with these and
// /api/v1/openapi.json is generated from them, so the two cannot drift apart.

export const MAX_CONTENT_CHARS = 1_000_000;
export const MAX_MESSAGES = 5_000;
export const MAX_FRAGMENTS = 1_000;
export { MAX_CITED_OBSERVATIONS, MAX_MEMORY_BODY_CHARS };

const id = z.string().min(1).max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE);
const timestamp = z.iso.datetime({ offset: true }).max(40);

const workspaceField = id.describe("The workspace id. It must be the token's workspace; any other id is answered with 404.");
const content = z.string().min(1).max(MAX_CONTENT_CHARS);
const observationIds = citedObservationIds.describe("Observation ids in this workspace that the text rests on.");

// Requests -------------------------------------------------------------------------------------

export const createSessionRequest = z.strictObject({
  workspace: workspaceField.optional(),
  externalId: z.string().trim().min(1).max(200).optional().describe("Your id for the session. Without one, an id is derived from the messages."),
  date: timestamp.optional().describe("When the session took place (ISO 8601)."),
  dateText: z.string().trim().max(100).optional().describe("The session's date as the source wrote it."),
  source: z.string().trim().min(1).max(200).optional().describe('Where the messages come from (an agent\'s name); defaults to "api".'),
  messages: z
    .array(z.strictObject({ role: z.string().trim().min(1).max(50), content }))
    .min(1)
    .max(MAX_MESSAGES)
    .describe("The session's messages in order; each becomes an immutable observation."),
});

export const createObservationsRequest = z.strictObject({
  workspace: workspaceField.optional(),
  source: z.string().trim().min(1).max(500).optional().describe('The document the fragments come from (a path or URL); defaults to "api".'),
  fragments: z
    .array(
      z.strictObject({
        content,
        position: z.number().int().min(0).max(10_000_000).optional().describe("The fragment's place in its document; defaults to its index."),
      }),
    )
    .min(1)
    .max(MAX_FRAGMENTS),
});

// The request bodies below are the services' own input schemas (lib/schemas/memory.ts) with the
// workspace field of the HTTP API, so a route accepts exactly what the UI's action accepts.
export const createMemoryRequest = createMemoryInput
  .omit({ ownerId: true })
  .extend({
    workspace: workspaceField.optional(),
    body: createMemoryInput.shape.body.describe("The memory's text. The token's user becomes its owner."),
    observationIds: observationIds.optional(),
    reason: createMemoryInput.shape.reason.describe("Why the memory was written, kept on its first revision."),
  })
  .strict();

export const createProposalRequest = createProposalFields
  .extend({
    workspace: workspaceField,
    owner: memberRef.describe("The id or email of the workspace member whose inbox receives the proposal."),
    body: memoryBody.describe("The proposed memory's text."),
    observationIds: observationIds.optional().describe("Observation ids in this workspace that the text rests on. Cite at least one, or a fact-sheet line."),
    factSheet: factSheetCitation.optional().describe("A fact-sheet line the proposal comes from: it is cited through the session turns that support it."),
  })
  .strict()
  .refine(...CITES_EVIDENCE);

export const importRunRequest = queueRunImportInput.extend({ workspace: workspaceField.optional() }).strict();

export const memoryParams = z.object({ id });

export const proposalParams = z.object({ id });

export const acceptProposalRequest = z.strictObject({
  body: memoryBody.optional().describe("An edited text to accept instead of the proposal's; the edit is recorded."),
});

export const rejectProposalRequest = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(MAX_REJECT_REASON_CHARS, overLimitMessage("The reason for rejecting", MAX_REJECT_REASON_CHARS))
    .describe("Why the proposal is rejected."),
});

export const mergeProposalRequest = z.strictObject({
  memoryId: id.describe("The active memory to merge the proposal into (a new revision of it)."),
  body: memoryBody.optional().describe("The merged text; by default the memory's text followed by the proposal's."),
});

export const decisionResponse = z.object({
  proposal: z.object({
    id: z.string(),
    status: z.enum(["accepted", "rejected", "withdrawn"]),
    memoryId: z.string().nullable(),
    revision: z.number().int().nullable(),
  }),
});

export const searchQuery = z.object({
  workspace: workspaceField,
  q: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .refine(isStorableText, STORABLE_TEXT_MESSAGE)
    .describe("Search text: plain words match any of them; quotes, -word or OR are honoured strictly."),
  k: z.coerce.number().int().min(1).max(50).default(10).describe("How many hits to return, 1 to 50."),
  kind: searchKindSchema.optional().describe("Only memories, observations or fact sheets."),
});

// Responses ------------------------------------------------------------------------------------

export const sessionResponse = z.object({
  session: z.object({
    id: z.string(),
    workspaceId: z.string(),
    externalId: z.string(),
    date: timestamp.nullable(),
    dateText: z.string().nullable(),
    contentHash: z.string(),
    turnCount: z.number().int(),
    createdAt: timestamp,
    created: z.boolean().describe("false when the same session was already stored (status 200)."),
    observationIds: z.array(z.string()).describe("The messages' observation ids, in order."),
  }),
});

export const observationsResponse = z.object({
  observations: z.array(z.object({ id: z.string(), position: z.number().int(), contentHash: z.string() })),
});

// The memory a write returns is the one the reads list (lib/schemas/api-reads.ts).
export const memoryResponse = z.object({ memory: memorySummary });

export const proposalResponse = z.object({
  proposal: z.object({
    id: z.string(),
    workspaceId: z.string(),
    proposerId: z.string(),
    ownerId: z.string(),
    body: z.string(),
    status: z.enum(["pending", "accepted", "rejected", "withdrawn"]),
    createdAt: timestamp,
    observationIds: z.array(z.string()),
  }),
});

export const searchResponse = hybridSearchResponseSchema.extend({ query: z.string(), k: z.number().int() });

export const apiErrorResponse = z.object({
  error: z.object({
    code: z.string().describe("A stable code, e.g. INVALID_INPUT, NOT_FOUND, RATE_LIMITED."),
    message: z.string().describe("A sentence for a person."),
    details: z
      .union([z.array(z.object({ path: z.string(), message: z.string() })), z.record(z.string(), z.unknown()), z.null()])
      .describe("For 422: each invalid field's path and message. For 400, 413 and 429: facts about the limit or position."),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorResponse>;
