import "server-only";
import type { z } from "zod";
import { ApiError, apiErrorResponse, toApiError } from "@/lib/api/api-error";
import { databaseUnavailableError } from "@/lib/api/database-unavailable-response";
import { isDatabaseUnavailable } from "@/lib/db/database-unavailable";
import { DEFAULT_MAX_BODY_BYTES, type ApiRouteSpec, type Parsed } from "@/lib/api/api-route-spec";
import { apiRateLimiter } from "@/lib/api/rate-limit";
import { readJsonBody } from "@/lib/api/read-json-body";
import { createSharedRateLimiter } from "@/lib/api/shared-rate-limiter";
import { runAsActor } from "@/lib/auth/actor-context";
import { findActorForToken } from "@/lib/dal/tokens/find-actor-for-token";
import { can, roleIn, type Actor } from "@/lib/permissions/can";

type Schema = z.ZodType | undefined;

export type ApiHandlerContext<B extends Schema, Q extends Schema, P extends Schema> = {
  actor: Actor;
  workspaceId: string;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
};

export type ApiHandlerResult<R extends z.ZodType> = { status: 200 | 201 | 202; body: z.input<R> };

type RouteContext = { params: Promise<Record<string, string | string[]>> };

async function authenticate(request: Request): Promise<Actor & { token: NonNullable<Actor["token"]> }> {
  const header = request.headers.get("authorization");
  if (!header) throw new ApiError(401, "UNAUTHENTICATED", "Send an API token: Authorization: Bearer lore_…", null, { "WWW-Authenticate": "Bearer" });
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const actor = token ? await findActorForToken(token) : null;
  if (!actor?.token) {
    throw new ApiError(401, "UNAUTHENTICATED", "The API token is not valid (malformed, unknown, revoked or expired).", null, {
      "WWW-Authenticate": 'Bearer error="invalid_token"',
    });
  }
  return actor as Actor & { token: NonNullable<Actor["token"]> };
}

// LORE_API_RATE_LIMIT's setting, applied to the bucket every app server shares in PostgreSQL.
async function rateLimit(tokenId: string): Promise<Record<string, string>> {
  const limiter = apiRateLimiter();
  if (!limiter) return {};
  const decision = await createSharedRateLimiter({ config: limiter.config, namespace: "api" }).take(tokenId);
  if (!decision.allowed) {
    throw new ApiError(
      429,
      "RATE_LIMITED",
      `Too many requests for this token; retry in ${decision.retryAfterSeconds} s.`,
      {
        retryAfterSeconds: decision.retryAfterSeconds,
        limitPerMinute: limiter.config.perMinute,
        burst: limiter.config.burst,
      },
      { "Retry-After": String(decision.retryAfterSeconds) },
    );
  }
  return { "X-RateLimit-Limit": String(limiter.config.perMinute), "X-RateLimit-Remaining": String(decision.remaining) };
}

function validate<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new ApiError(422, "INVALID_INPUT", `The ${where} is not valid: ${details.map((d) => d.path || where).join(", ")}.`, details);
}

function namedWorkspace(value: unknown): unknown {
  return value && typeof value === "object" && "workspace" in value ? value.workspace : undefined;
}

// The one wrapper every /api/v1 route goes through: bearer token -> actor, rate limit,
// permission, size-limited JSON body, zod validation, workspace check, then the handler as that
// actor. Expected failures map to their status, an unreachable database to 503; anything else
// is logged and answered with 500.
export function withApiRoute<R extends z.ZodType, B extends Schema, Q extends Schema, P extends Schema>(
  spec: ApiRouteSpec<R, B, Q, P>,
  handler: (ctx: ApiHandlerContext<B, Q, P>) => Promise<ApiHandlerResult<R>>,
): (request: Request, context?: RouteContext) => Promise<Response> {
  return async (request, context) => {
    try {
      const actor = await authenticate(request);
      const headers = await rateLimit(actor.token.id);
      const workspaceId = actor.token.workspaceId;
      const allowed = spec.permission ? can(actor, spec.permission, workspaceId) : roleIn(actor, workspaceId) !== null;
      if (!allowed) {
        const needs = spec.permission ? `the ${spec.permission} scope and a role that allows it` : "its user to be a member of its workspace";
        throw new ApiError(403, "FORBIDDEN", `This token may not do this: it needs ${needs}.`);
      }
      const params = (spec.params ? validate(spec.params, (await context?.params) ?? {}, "path") : undefined) as Parsed<P>;
      const query = (spec.query ? validate(spec.query, Object.fromEntries(new URL(request.url).searchParams), "query") : undefined) as Parsed<Q>;
      const body = (spec.body ? validate(spec.body, await readJsonBody(request, spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES), "body") : undefined) as Parsed<B>;
      for (const named of [namedWorkspace(body), namedWorkspace(query)]) {
        // Another workspace is unreachable with this token, whether or not it exists.
        if (named !== undefined && named !== workspaceId) throw new ApiError(404, "NOT_FOUND", "That workspace does not exist.");
      }
      const result = await runAsActor(actor, () => handler({ actor, workspaceId, body, query, params }));
      return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store", ...headers } });
    } catch (error) {
      // Checked before anything else: an outage can surface from any step, even authentication.
      if (isDatabaseUnavailable(error)) return apiErrorResponse(databaseUnavailableError(error, spec.name));
      return apiErrorResponse(toApiError(error, spec.name));
    }
  };
}
