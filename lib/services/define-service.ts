import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { can, type Actor } from "@/lib/permissions/can";
import type { Permission } from "@/lib/permissions/permissions";

// Who calls a use case and where: the session cookie, the API token and the local operator all
// resolve to an Actor before a service runs.
export type ServiceCall = { actor: Actor; workspaceId: string; input: unknown };

// null: any member of the workspace (any valid token of it), as for the HTTP API's reads.
type PermissionFor<S extends z.ZodType> = Permission | null | ((input: z.output<S>) => Permission);

export type Service<S extends z.ZodType, R> = ((call: ServiceCall) => Promise<R>) & { schema: S; permission: PermissionFor<S>; serviceName: string };

// Each use case once (documenso's server-only/<entity>/<verb>-<entity>.ts): parse the input with
// its one schema, make another workspace unreachable, check the named permission, then run the
// rules. Server actions, API routes and CLI commands are adapters that resolve the actor and call
// this; every refusal is an AppError, so each adapter maps it the same way.
export function defineService<S extends z.ZodType, R>(config: {
  name: string;
  schema: S;
  // A use case whose variants need different permissions (withdrawing your own proposal is not
  // reviewing one) names it from the parsed input.
  permission: PermissionFor<S>;
  run: (args: { actor: Actor; workspaceId: string; input: z.output<S> }) => Promise<R>;
}): Service<S, R> {
  const service = async ({ actor, workspaceId, input }: ServiceCall): Promise<R> => {
    const parsed = config.schema.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw new InvalidInputError(`Some fields are not valid: ${issues.map((i) => i.path || "input").join(", ")}.`, issues);
    }
    // Another workspace's data is unreachable, not merely hidden.
    if (!actor.memberships.some((m) => m.workspaceId === workspaceId)) throw new AppError("NOT_FOUND", "That workspace does not exist.");
    const permission = typeof config.permission === "function" ? config.permission(parsed.data) : config.permission;
    if (permission && !can(actor, permission, workspaceId)) throw new AppError("FORBIDDEN", `You do not have permission to do this (${permission}).`);
    return config.run({ actor, workspaceId, input: parsed.data });
  };
  return Object.assign(service, { schema: config.schema, permission: config.permission, serviceName: config.name });
}
