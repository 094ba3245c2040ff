import { z } from "@/lib/zod";
import { isStorableText } from "@/lib/schemas/storable-text";

export const INBOX_AGES = ["1d", "7d", "30d", "older"] as const;

// The inbox's filters, as they appear in the URL and in GET /api/inbox.
export const inboxFiltersSchema = z.object({
  sort: z.enum(["newest", "oldest"]).catch("newest").default("newest"),
  workspace: z.string().max(64).refine(isStorableText).optional().catch(undefined),
  proposer: z.string().max(64).refine(isStorableText).optional().catch(undefined),
  age: z.enum(INBOX_AGES).optional().catch(undefined),
  q: z.string().trim().max(200).refine(isStorableText).optional().catch(undefined),
  cursor: z.string().max(64).refine(isStorableText).optional().catch(undefined),
});

export type InboxFilters = z.infer<typeof inboxFiltersSchema>;
