import { withSessionRoute } from "@/lib/api/with-session-route";
import { listPendingProposals } from "@/lib/dal/proposals/list-pending-proposals";
import { inboxFiltersSchema } from "@/lib/schemas/inbox";

export const dynamic = "force-dynamic";

export type InboxResponse = Awaited<ReturnType<typeof listPendingProposals>>;

// The inbox's client-side reads (react-query): the signed-in user's own pending proposals.
export const GET = withSessionRoute({ name: "api/inbox", query: inboxFiltersSchema }, async ({ actor, query }) => {
  const page = await listPendingProposals({ ownerId: actor.userId, workspaceIds: actor.memberships.map((m) => m.workspaceId), filters: query });
  return page satisfies InboxResponse;
});
