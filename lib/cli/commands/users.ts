import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { addMember } from "@/lib/dal/memberships/add-member";
import { createUser } from "@/lib/dal/users/create-user";
import { findWorkspaceByIdOrSlug } from "@/lib/dal/workspaces/find-workspace-by-id-or-slug";
import { createUserSchema } from "@/lib/schemas/user";
import { roleSchema } from "@/lib/schemas/workspace";

const schema = createUserSchema.extend({ workspace: z.string().min(1).optional(), role: roleSchema.optional() });

export async function usersCommand(sub: string | undefined, flags: Record<string, unknown>, out: Output): Promise<void> {
  if (sub !== "create") throw new CliError("USAGE", "usage: lore users create --email E --password P --name N [--workspace W --role R]", 2);
  const input = parseInput(schema, flags, "users create");
  if (input.role && !input.workspace) throw new CliError("INVALID_INPUT", "users create: --role needs --workspace", 2);
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = input.workspace ? await findWorkspaceByIdOrSlug(input.workspace) : null;
    if (input.workspace && !workspace) throw new CliError("NOT_FOUND", `users create: no workspace "${input.workspace}" (give its id or slug)`);
    const user = await createUser(input);
    const role = input.role ?? "member";
    if (workspace) await addMember({ workspaceId: workspace.id, email: user.email, role, actorId: null });
    out.result(
      { id: user.id, email: user.email, name: user.name, ...(workspace ? { workspace: { id: workspace.id, role } } : {}) },
      `created user ${user.email} (${user.id})${workspace ? ` as ${role} of ${workspace.name}` : ""}`,
    );
  });
}
