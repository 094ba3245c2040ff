import type { Metadata } from "next";
import { ProposalList } from "@/components/inbox/proposal-list";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listPendingProposals } from "@/lib/dal/proposals/list-pending-proposals";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage() {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const proposals = await listPendingProposals({ workspaceId: workspace.id, ownerId: actor.userId });
  return (
    <>
      <PageHeader title="Inbox" description="Memories proposed to you, waiting for your review. A proposal is not searchable until you accept it." />
      {proposals.length === 0 ? (
        <EmptyState title="Nothing waiting for you">
          <p>Agents propose memories over the HTTP API with a token that has the proposals:create scope; people propose them from any observation.</p>
          <Command>POST /api/v1/proposals</Command>
        </EmptyState>
      ) : (
        <ProposalList proposals={proposals} />
      )}
    </>
  );
}
