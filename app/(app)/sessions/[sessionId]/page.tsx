import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SessionBesideFactSheets } from "@/components/sessions/session-beside-fact-sheets";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listMembers } from "@/lib/dal/memberships/list-members";
import { getSession } from "@/lib/dal/sessions/get-session";
import { can } from "@/lib/permissions/can";
import { ROLE_PERMISSIONS } from "@/lib/permissions/permissions";

export const metadata: Metadata = { title: "Session" };

export default async function SessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { sessionId } = await params;
  const session = await getSession({ workspaceId: workspace.id, sessionId });
  if (!session) notFound();
  // Proposals go to a member who may review them.
  const owners = can(actor, "proposals:create", workspace.id)
    ? (await listMembers(workspace.id)).filter((m) => ROLE_PERMISSIONS[m.role].has("proposals:review")).map((m) => ({ id: m.id, label: m.name ?? m.email }))
    : null;
  return (
    <>
      <PageHeader title={`Session ${session.externalId}`} description={`${session.turnCount} turns${session.dateText ? ` · ${session.dateText}` : ""}`} />
      <SessionBesideFactSheets session={session} propose={owners ? { workspaceId: workspace.id, selfId: actor.userId, owners } : undefined} />
    </>
  );
}
