import type { Metadata } from "next";
import { MembersPanel } from "@/components/settings/members-panel";
import { WorkspaceNameForm } from "@/components/settings/workspace-name-form";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listMembers } from "@/lib/dal/memberships/list-members";
import { can } from "@/lib/permissions/can";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const members = await listMembers(workspace.id);
  const canManage = can(actor, "workspace:manage", workspace.id);
  return (
    <>
      <PageHeader title="Settings" description={canManage ? "Workspace name and members." : "You can view this workspace's settings; an admin can change them."} />
      <div className="max-w-2xl space-y-6">
        <Card>
          <WorkspaceNameForm workspaceId={workspace.id} name={workspace.name} canEdit={canManage} />
        </Card>
        <Card>
          <MembersPanel
            workspaceId={workspace.id}
            members={members}
            canManage={can(actor, "members:manage", workspace.id)}
            selfId={actor.userId}
          />
        </Card>
      </div>
    </>
  );
}
