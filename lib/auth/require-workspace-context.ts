import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { currentActor } from "@/lib/auth/current-actor";
import { listWorkspacesForUser, type WorkspaceSummary } from "@/lib/dal/workspaces/list-workspaces-for-user";
import type { Actor } from "@/lib/permissions/can";
import { CURRENT_WORKSPACE_COOKIE } from "@/lib/workspaces/current-workspace-cookie";

export type WorkspaceContext = {
  actor: Actor;
  workspaces: WorkspaceSummary[];
  workspace: WorkspaceSummary | null;
};

// The signed-in actor and the workspace they are looking at: the one in the cookie if they
// belong to it, else their first. Pages pass workspace.id into every DAL query.
// Cached per request (React's cache): the app layout, a record segment's layout and its page all
// ask, and the sign-in check and the workspace list are read once.
export const requireWorkspaceContext = cache(async function requireWorkspaceContext(): Promise<WorkspaceContext> {
  const actor = await currentActor();
  if (!actor) redirect("/sign-in");
  const workspaces = await listWorkspacesForUser(actor.userId);
  const wanted = (await cookies()).get(CURRENT_WORKSPACE_COOKIE)?.value;
  const workspace = workspaces.find((w) => w.id === wanted) ?? workspaces[0] ?? null;
  return { actor, workspaces, workspace };
});
