import type { InboxFilters } from "@/lib/schemas/inbox";

// One query-key factory for proposals: mutations invalidate by the `all` prefix.
export const proposalKeys = {
  all: ["proposals"] as const,
  list: (filters: Omit<InboxFilters, "cursor">) => ["proposals", "list", filters] as const,
  similar: (proposalId: string) => ["proposals", "similar", proposalId] as const,
};
