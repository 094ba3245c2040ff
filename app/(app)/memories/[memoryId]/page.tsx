import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MemoryEditForm } from "@/components/memories/memory-edit-form";
import { MemoryExcerpts } from "@/components/memories/memory-excerpts";
import { MemoryProposals } from "@/components/memories/memory-proposals";
import { MemoryStatusButton } from "@/components/memories/memory-status-button";
import { RevisionHistory } from "@/components/memories/revision-history";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { getMemoryPage } from "@/lib/dal/memories/get-memory-page";
import { diffRevisionHistory } from "@/lib/memories/diff-revisions";
import { mayChangeMemory } from "@/lib/memories/may-change-memory";
import { can } from "@/lib/permissions/can";
import { ShowMore } from "@/components/ui/show-more";
import { MarkdownText } from "@/components/ui/markdown-text";

export const metadata: Metadata = { title: "Memory" };

export default async function MemoryPage({ params }: { params: Promise<{ memoryId: string }> }) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { memoryId } = await params;
  // Scoped to the current workspace: another workspace's memory is not found, not forbidden.
  const memory = await getMemoryPage({ workspaceId: workspace.id, memoryId });
  if (!memory) notFound();
  const canChange = can(actor, "memories:write", workspace.id) && mayChangeMemory(actor, workspace.id, memory.owner.id);
  const active = memory.status === "active";
  const owner = memory.owner.name ?? memory.owner.email;
  const ref = { workspaceId: workspace.id, memoryId: memory.id };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link className="text-indigo-800 hover:underline" href="/memories">
          ← Memories
        </Link>
      </p>
      <PageHeader
        title="Memory"
        description={
          <>
            Owned by {owner} · revision {memory.currentRevision} · <Badge tone={active ? "good" : "neutral"}>{memory.status}</Badge>
          </>
        }
        actions={canChange ? <MemoryStatusButton {...ref} status={memory.status} /> : null}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Card>
            <h2 className="sr-only">Current text</h2>
            <ShowMore length={memory.body.length}>
              <MarkdownText text={memory.body} className="text-base" testId="memory-body" />
            </ShowMore>
            {active ? null : (
              <p className="mt-3 text-sm text-slate-600">Archived: search no longer finds this memory. {canChange ? "Restore it to change it." : null}</p>
            )}
            {canChange ? null : <p className="mt-3 text-sm text-slate-600">Only {owner} or a workspace admin can change this memory.</p>}
          </Card>
          {canChange && active ? (
            <Card>
              <MemoryEditForm {...ref} body={memory.body} revision={memory.currentRevision} />
            </Card>
          ) : null}
          <section aria-labelledby="history-heading">
            <h2 id="history-heading" className="mb-2 text-sm font-semibold text-slate-700">
              Revision history
            </h2>
            <RevisionHistory
              revisions={diffRevisionHistory(memory.revisions)}
              current={memory.currentRevision}
              revert={canChange && active ? ref : null}
              proposals={memory.proposals}
            />
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="sources-heading">
            <h2 id="sources-heading" className="mb-2 text-sm font-semibold text-slate-700">
              Provenance ({memory.sourceCount} cited)
            </h2>
            <MemoryExcerpts excerpts={memory.excerpts} />
          </section>
          <section aria-labelledby="proposals-heading">
            <h2 id="proposals-heading" className="mb-2 text-sm font-semibold text-slate-700">
              From proposals
            </h2>
            <MemoryProposals proposals={memory.proposals} />
          </section>
        </div>
      </div>
    </>
  );
}
