import type { Metadata } from "next";
import Link from "next/link";
import { SentProposalsTable } from "@/components/inbox/sent-proposals-table";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listSentProposals } from "@/lib/dal/proposals/list-sent-proposals";

export const metadata: Metadata = { title: "Sent proposals" };

export default async function SentProposalsPage() {
  const { actor, workspaces } = await requireWorkspaceContext();
  const proposals = await listSentProposals({ proposerId: actor.userId, workspaceIds: workspaces.map((w) => w.id) });
  return (
    <>
      <PageHeader
        title="Sent proposals"
        description="Memories you proposed to others, and what became of them. A proposal still pending can be withdrawn."
        actions={
          <Link href="/inbox" className="text-sm text-indigo-800 hover:underline">
            ← Inbox
          </Link>
        }
      />
      {proposals.length === 0 ? (
        <EmptyState title="You have not proposed a memory">
          <p>Propose one from any turn or fact-sheet line of a session.</p>
        </EmptyState>
      ) : (
        <SentProposalsTable proposals={proposals.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), decidedAt: p.decidedAt?.toISOString() ?? null }))} />
      )}
    </>
  );
}
