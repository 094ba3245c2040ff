import type { Metadata } from "next";
import Link from "next/link";
import { ApiTokensPanel } from "@/components/settings/api-tokens-panel";
import { MembersPanel } from "@/components/settings/members-panel";
import { WorkspaceNameForm } from "@/components/settings/workspace-name-form";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listMembers } from "@/lib/dal/memberships/list-members";
import { listApiTokens } from "@/lib/dal/tokens/list-api-tokens";
import { can } from "@/lib/permissions/can";
import { API_SCOPES } from "@/lib/tokens/api-scopes";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const members = await listMembers(workspace.id);
  const canManage = can(actor, "workspace:manage", workspace.id);
  const canUseTokens = can(actor, "tokens:manage", workspace.id);
  // Admins see every token of the workspace; a member sees their own.
  const tokens = canUseTokens ? await listApiTokens({ workspaceId: workspace.id, userId: canManage ? undefined : actor.userId }) : [];
  return (
    <>
      <PageHeader
        title="Settings"
        description={canManage ? "Workspace name, members and API tokens." : "You can view this workspace's settings; an admin can change them."}
      />
      <div className="max-w-2xl space-y-6">
        <p className="text-sm text-slate-600">
          Who changed what and when:{" "}
          <Link className="font-medium text-indigo-800 hover:underline" href="/audit">
            Audit log
          </Link>
        </p>
        <Card>
          <WorkspaceNameForm workspaceId={workspace.id} name={workspace.name} canEdit={canManage} />
        </Card>
        <Card>
          <MembersPanel workspaceId={workspace.id} members={members} canManage={can(actor, "members:manage", workspace.id)} selfId={actor.userId} />
        </Card>
        {canUseTokens ? (
          <Card>
            <ApiTokensPanel
              workspaceId={workspace.id}
              tokens={tokens}
              scopes={API_SCOPES.filter((s) => can(actor, s.scope, workspace.id))}
              showOwners={canManage}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
