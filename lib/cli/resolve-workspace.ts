import { CliError } from "@/lib/cli/cli-error";
import type { Output } from "@/lib/cli/output";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { findOldestWorkspace } from "@/lib/dal/workspaces/find-oldest-workspace";
import { findWorkspaceByIdOrSlug } from "@/lib/dal/workspaces/find-workspace-by-id-or-slug";
import { env } from "@/lib/env";

// The workspace a data command writes to: --workspace (id or slug), else LORE_WORKSPACE, else the
// oldest workspace (the demo one on a fresh install), else a new "Research" workspace.
export async function resolveWorkspace(flag: unknown, out: Output): Promise<{ id: string; name: string }> {
  const wanted = typeof flag === "string" && flag ? flag : env().LORE_WORKSPACE;
  if (wanted) {
    const found = await findWorkspaceByIdOrSlug(wanted);
    if (!found) throw new CliError("NOT_FOUND", `no workspace "${wanted}" (give its id or slug)`);
    return found;
  }
  const oldest = await findOldestWorkspace();
  if (oldest) {
    out.log(`workspace: ${oldest.name} (${oldest.slug}); choose another with --workspace`);
    return oldest;
  }
  const created = await createWorkspace({ name: "Research" });
  out.log(`workspace: created ${created.name} (${created.slug})`);
  return created;
}
