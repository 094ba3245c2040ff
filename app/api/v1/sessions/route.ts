import { createSessionRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createSessionWithMessages } from "@/lib/dal/sessions/create-session-with-messages";

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
