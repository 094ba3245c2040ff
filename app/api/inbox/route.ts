import { currentActor } from "@/lib/auth/current-actor";
import { listPendingProposals } from "@/lib/dal/proposals/list-pending-proposals";
import { inboxFiltersSchema } from "@/lib/schemas/inbox";
import { withDatabaseErrors } from "@/lib/api/database-unavailable-response";

export const dynamic = "force-dynamic";

export type InboxResponse = Awaited<ReturnType<typeof listPendingProposals>>;

// The inbox's client-side reads (react-query): the signed-in user's own pending proposals.
async function get(request: Request) {
  const actor = await currentActor();
  if (!actor) return Response.json({ error: { code: "UNAUTHENTICATED", message: "Sign in to continue." } }, { status: 401 });
  const filters = inboxFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listPendingProposals({ ownerId: actor.userId, workspaceIds: actor.memberships.map((m) => m.workspaceId), filters });
  return Response.json(page satisfies InboxResponse);
}

export const GET = withDatabaseErrors("api/inbox", get);
