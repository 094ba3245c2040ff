import { z } from "@/lib/zod";
import { workspaceId } from "@/lib/schemas/workspace";

const id = z.string().min(1).max(64);
const body = z.string().trim().min(1, "The memory needs some text.").max(20_000, "Keep a memory under 20,000 characters.");
const reason = z.string().trim().min(1, "Say why you change it.").max(500, "Keep the reason under 500 characters.");
const observationIds = z.array(id).max(100, "Cite at most 100 observations.");

export const createMemorySchema = z.object({
  workspaceId,
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

// "Propose a memory" from a turn or a fact-sheet line. A line is cited through the turns of its
// session that support it, since a fact sheet is derived and never a source of its own.
export const proposeMemorySchema = z
  .object({
    workspaceId,
    body,
    ownerId: id.optional(),
    observationIds: observationIds.default([]),
    factSheet: z.object({ factSheetId: id, line: z.number().int().min(1) }).optional(),
  })
  .refine((input) => input.observationIds.length > 0 || input.factSheet, {
    message: "Cite an observation or a fact-sheet line.",
    path: ["observationIds"],
  });

export const memoryListQuerySchema = z.object({
  status: z.enum(["active", "archived"]).catch("active"),
  owner: id.optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});
