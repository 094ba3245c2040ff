import { createSessionRoute, listSessionsRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createSessionWithMessages } from "@/lib/dal/sessions/create-session-with-messages";
import { listSessions } from "@/lib/services/sessions/list-sessions";

export const POST = withApiRoute(createSessionRoute, async ({ workspaceId, body }) => {
  const { created, session } = await createSessionWithMessages({
    workspaceId,
    externalId: body.externalId,
    date: body.date ? new Date(body.date) : null,
    dateText: body.dateText ?? null,
    source: body.source ?? null,
    messages: body.messages,
  });
  return {
    status: created ? 201 : 200,
    body: {
      session: {
        ...session,
        date: session.date?.toISOString() ?? null,
        createdAt: session.createdAt.toISOString(),
        created,
      },
    },
  };
});

export const GET = withApiRoute(listSessionsRoute, async ({ actor, workspaceId, query }) => {
  return { status: 200, body: datesToIso(await listSessions({ actor, workspaceId, input: query })) };
});
