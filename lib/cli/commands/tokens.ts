import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createApiToken } from "@/lib/dal/tokens/create-api-token";
import { findUserIdByEmail } from "@/lib/dal/users/find-user-id-by-email";
import { findWorkspaceByIdOrSlug } from "@/lib/dal/workspaces/find-workspace-by-id-or-slug";
import { tokenNameSchema, tokenScopesSchema } from "@/lib/schemas/tokens";

const USAGE = "usage: lore tokens create --email E --workspace W --scopes s1,s2 [--name N]";

const schema = z.object({
  email: z.string().trim().email("give the token's user by email").max(254),
  workspace: z.string().trim().min(1, "give the workspace id or slug").max(200),
  // Comma-separated permission names; empty makes a read-only token.
  scopes: z
    .string()
    .max(1000)
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(tokenScopesSchema),
  name: tokenNameSchema.optional(),
});

export async function tokensCommand(sub: string | undefined, flags: Record<string, unknown>, out: Output): Promise<void> {
  if (sub !== "create") throw new CliError("USAGE", USAGE, 2);
  const input = parseInput(schema, flags, "tokens create");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await findWorkspaceByIdOrSlug(input.workspace);
    if (!workspace) throw new CliError("NOT_FOUND", `tokens create: no workspace "${input.workspace}" (give its id or slug)`);
    const userId = await findUserIdByEmail(input.email);
    if (!userId) throw new CliError("NOT_FOUND", `tokens create: no user with the email ${input.email}`);
    const name = input.name ?? `cli ${new Date().toISOString().slice(0, 10)}`;
    const created = await createApiToken({ workspaceId: workspace.id, userId, name, scopes: input.scopes, actorId: null });
    out.log(
      `created token "${name}" (${created.prefix}…) for ${input.email} in ${workspace.name} with ${created.scopes.length ? created.scopes.join(", ") : "no scopes (read only)"}`,
    );
    out.log("store it now: it is shown only once");
    out.result({ token: created.token, id: created.id, scopes: created.scopes, workspaceId: workspace.id }, created.token);
  });
}
