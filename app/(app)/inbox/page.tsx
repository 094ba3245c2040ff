import type { Metadata } from "next";
import Link from "next/link";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listPendingProposals } from "@/lib/dal/proposals/list-pending-proposals";
import { can } from "@/lib/permissions/can";
import { inboxFiltersSchema } from "@/lib/schemas/inbox";
import { InboxClient } from "./inbox-client";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, workspaces } = await requireWorkspaceContext();
  const filters = parseSearchParams(inboxFiltersSchema, await searchParams).data;
  const page = await listPendingProposals({ ownerId: actor.userId, workspaceIds: workspaces.map((w) => w.id), filters });
  const reviewable = workspaces.filter((w) => can(actor, "proposals:review", w.id)).map((w) => w.id);
  const unfiltered = !filters.workspace && !filters.proposer && !filters.age && !filters.q;
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Memories proposed to you. A proposal is not searchable until you accept it. Press ? for the keys."
        actions={
          <Link href="/inbox/sent" className="text-sm text-indigo-800 hover:underline">
            Sent proposals
          </Link>
        }
      />
      {page.total === 0 && unfiltered ? (
        <EmptyState title="Nothing waiting for you">
          <p>Agents propose memories over the HTTP API with a token that has the proposals:create scope; people propose them from any turn of a session.</p>
          <Command>POST /api/v1/proposals</Command>
        </EmptyState>
      ) : (
        <InboxClient
          initialPage={page}
          filters={{ sort: filters.sort, workspace: filters.workspace, proposer: filters.proposer, age: filters.age, q: filters.q }}
          workspaces={workspaces.map((w) => ({ id: w.id, name: w.name }))}
          reviewableWorkspaceIds={reviewable}
        />
      )}
    </>
  );
}
