import "server-only";
import type { z } from "zod";
import { currentActor } from "@/lib/auth/current-actor";
import { isWriteConflict, WRITE_CONFLICT_MESSAGE } from "@/lib/db/is-write-conflict";
import { AppError, fail, type ActionResult } from "@/lib/errors";
import { can, type Actor } from "@/lib/permissions/can";
import type { Permission } from "@/lib/permissions/permissions";

type Handler<S extends z.ZodType, R> = (args: {
  input: z.infer<S>;
  actor: Actor;
  workspaceId: string;
}) => Promise<R>;

// Every mutation goes through here: parse with zod, load the actor, check the named permission
// in the input's workspace, then run. Refusals and expected failures come back as values; an
// unexpected error is logged and reported without its message.
export function defineAction<S extends z.ZodType<{ workspaceId: string }>, R>(config: {
  name: string;
  schema: S;
  permission: Permission;
  handler: Handler<S, R>;
}): (raw: unknown) => Promise<ActionResult<R>> {
  return async (raw) => {
    const parsed = config.schema.safeParse(raw);
    if (!parsed.success) {
      return {
        ok: false,
        code: "INVALID_INPUT",
        message: "Some fields are not valid.",
        issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      };
    }
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
    try {
      return { ok: true, data: await config.handler({ input: parsed.data, actor, workspaceId }) };
    } catch (error) {
      if (error instanceof AppError) return fail(error.code, error.message);
      if (isWriteConflict(error)) return fail("CONFLICT", WRITE_CONFLICT_MESSAGE);
      console.error(`[action ${config.name}] failed`, error);
      return fail("INTERNAL", "Something went wrong. Try again.");
    }
  };
}
