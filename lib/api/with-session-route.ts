import "server-only";
import type { z } from "zod";
import { ApiError, apiErrorResponse, toApiError } from "@/lib/api/api-error";
import { databaseUnavailableError } from "@/lib/api/database-unavailable-response";
import { currentActor } from "@/lib/auth/current-actor";
import { isDatabaseUnavailable } from "@/lib/db/database-unavailable";
import { can, type Actor } from "@/lib/permissions/can";
import type { Permission } from "@/lib/permissions/permissions";

type Query = z.ZodType<object>;

export type SessionHandlerContext<Q extends Query> = { actor: Actor; query: z.output<Q>; request: Request };

// The one wrapper of the cookie-authenticated GET routes the pages poll (react-query): the
// signed-in user, the query parsed with its schema, the workspace it names checked against the
// permission, then the handler. Errors map exactly as in the HTTP API (withApiRoute): 401 without
// a session, 422 naming each bad parameter, 404 for a workspace the user cannot see, 503 while
// the database is unreachable, and a logged 500 with a generic message for anything else.
export function withSessionRoute<Q extends Query>(
  spec: { name: string; query: Q; permission?: Permission },
  handler: (ctx: SessionHandlerContext<Q>) => Promise<Response | object>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const actor = await currentActor();
      if (!actor) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to continue.");
      const parsed = spec.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) {
        // Paths and zod's messages only: a hostile value is never echoed back.
        const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        throw new ApiError(422, "INVALID_INPUT", `The query is not valid: ${details.map((d) => d.path || "query").join(", ")}.`, details);
      }
      const query = parsed.data;
      if (spec.permission) {
        const workspace = "workspace" in query ? query.workspace : undefined;
        // Another workspace is unreachable: not a member reads as "no such workspace".
        if (typeof workspace !== "string" || !can(actor, spec.permission, workspace)) throw new ApiError(404, "NOT_FOUND", "That workspace does not exist.");
      }
      const result = await handler({ actor, query, request });
      return result instanceof Response ? result : Response.json(result, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      if (isDatabaseUnavailable(error)) return apiErrorResponse(databaseUnavailableError(error, spec.name));
      return apiErrorResponse(toApiError(error, spec.name));
    }
  };
}
