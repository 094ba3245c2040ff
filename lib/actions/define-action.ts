import "server-only";
import type { z } from "zod";
import { currentActor } from "@/lib/auth/current-actor";
import { isWriteConflict, WRITE_CONFLICT_MESSAGE } from "@/lib/db/is-write-conflict";
import { AppError, fail, type ActionResult } from "@/lib/errors";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { can, type Actor } from "@/lib/permissions/can";
import type { Permission } from "@/lib/permissions/permissions";
import type { ServiceCall } from "@/lib/services/define-service";

type Handler<S extends z.ZodType, R> = (args: { input: z.infer<S>; actor: Actor; workspaceId: string }) => Promise<R>;

function invalid(error: z.ZodError): ActionResult<never> {
  return {
    ok: false,
    code: "INVALID_INPUT",
    message: "Some fields are not valid.",
    issues: error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  };
}

// Refusals and expected failures come back as values; an unexpected error is logged and
// reported without its message.
async function settle<R>(name: string, run: () => Promise<R>): Promise<ActionResult<R>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    if (error instanceof InvalidInputError) return { ok: false, code: error.code, message: error.message, issues: error.issues };
    if (error instanceof AppError) return fail(error.code, error.message);
    if (isWriteConflict(error)) return fail("CONFLICT", WRITE_CONFLICT_MESSAGE);
    console.error(`[action ${name}] failed`, error);
    return fail("INTERNAL", "Something went wrong. Try again.");
  }
}

// A server action that is an adapter over a service (lib/services): the form's fields are mapped
// onto the service's input, which the service validates, authorizes and runs, so the action, the
// HTTP API and the CLI refuse the same inputs with the same codes.
export function defineServiceAction<S extends z.ZodType<{ workspaceId: string }>, R>(config: {
  name: string;
  // Only what the form sends beyond the service's input (the workspace); the service parses the rest.
  schema: S;
  service: (call: ServiceCall) => Promise<R>;
  input: (fields: z.infer<S>) => unknown;
}): (raw: unknown) => Promise<ActionResult<R>> {
  return async (raw) => {
    const parsed = config.schema.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    const actor = await currentActor();
    if (!actor) return fail("UNAUTHENTICATED", "Sign in to continue.");
    return settle(config.name, () => config.service({ actor, workspaceId: parsed.data.workspaceId, input: config.input(parsed.data) }));
  };
}

// An action with no other entry point: parse with zod, load the actor, check the named permission
// in the input's workspace, then run.
export function defineAction<S extends z.ZodType<{ workspaceId: string }>, R>(config: {
  name: string;
  schema: S;
  permission: Permission;
  handler: Handler<S, R>;
}): (raw: unknown) => Promise<ActionResult<R>> {
  return async (raw) => {
    const parsed = config.schema.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    const actor = await currentActor();
    if (!actor) return fail("UNAUTHENTICATED", "Sign in to continue.");
    const { workspaceId } = parsed.data;
    if (!actor.memberships.some((m) => m.workspaceId === workspaceId)) {
      // Another workspace's data is unreachable, not merely hidden.
      return fail("NOT_FOUND", "That workspace does not exist.");
    }
    if (!can(actor, config.permission, workspaceId)) {
      return fail("FORBIDDEN", `You do not have permission to do this (${config.permission}).`);
    }
    return settle(config.name, () => config.handler({ input: parsed.data, actor, workspaceId }));
  };
}
