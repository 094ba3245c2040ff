import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { findUserIdByEmail } from "@/lib/dal/users/find-user-id-by-email";

const schema = z.object({
  name: z.string().trim().min(1, "give the workspace a name").max(80),
  admin: z.string().email().optional(),
});

export async function workspacesCommand(sub: string | undefined, flags: Record<string, unknown>, out: Output): Promise<void> {
  if (sub !== "create") throw new CliError("USAGE", "usage: lore workspaces create --name NAME [--admin EMAIL]", 2);
  const input = parseInput(schema, flags, "workspaces create");
  await withDatabase(out, { migrate: true }, async () => {
    const adminUserId = input.admin ? await findUserIdByEmail(input.admin) : undefined;
    if (input.admin && !adminUserId) throw new CliError("NOT_FOUND", `workspaces create: no user with the email ${input.admin}`);
    const workspace = await createWorkspace({ name: input.name, adminUserId: adminUserId ?? undefined });
    out.result({ id: workspace.id, name: workspace.name }, `created workspace ${workspace.name} (${workspace.id}, slug ${workspace.slug})`);
  });
}
