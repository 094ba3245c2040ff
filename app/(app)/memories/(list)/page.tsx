import type { Metadata } from "next";
import { MemoryFilters } from "@/components/memories/memory-filters";
import { MemoryList } from "@/components/memories/memory-list";
import { NewMemoryForm } from "@/components/memories/new-memory-form";
import { Card } from "@/components/ui/card";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listMembers } from "@/lib/dal/memberships/list-members";
import { listMemories } from "@/lib/dal/memories/list-memories";
import { can, roleIn } from "@/lib/permissions/can";
import { describeMemorySort } from "@/lib/memories/describe-memory-sort";
import { memoryListQuerySchema } from "@/lib/schemas/memory";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

export const metadata: Metadata = { title: "Memories" };

export default async function MemoriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const filters = parseSearchParams(memoryListQuerySchema, await searchParams).data;
  const [{ total, memories }, members] = await Promise.all([
    listMemories({
      workspaceId: workspace.id,
      status: filters.status,
      ownerId: filters.owner,
      text: filters.q || undefined,
      sort: filters.sort,
      dir: filters.dir,
    }),
    listMembers(workspace.id),
  ]);
  const owners = members.map((m) => ({ id: m.id, label: m.name ?? m.email, role: m.role }));
  const canWrite = can(actor, "memories:write", workspace.id);
  const filtered = filters.status !== "active" || Boolean(filters.owner) || Boolean(filters.q);
  return (
    <>
      <PageHeader
        title="Memories"
        description="Canonical records with an owner. Every change is a new revision; archiving hides a memory from search without erasing it."
      />
      {canWrite ? (
        <Card className="mb-6 max-w-2xl">
          <NewMemoryForm
            workspaceId={workspace.id}
            selfId={actor.userId}
            owners={roleIn(actor, workspace.id) === "admin" ? owners.filter((o) => o.role !== "viewer") : null}
          />
        </Card>
      ) : null}
      <MemoryFilters status={filters.status} owner={filters.owner} q={filters.q} owners={owners} sort={filters} />
      {total === 0 ? (
        filtered ? (
          <EmptyState title="No memories match">
            <p>Try another status, owner or text.</p>
          </EmptyState>
        ) : (
          <EmptyState title="No memories yet">
            <p>Accept a proposal in the inbox, write a memory here, or send one from an agent with a token that has the memories:write scope.</p>
            <Command>POST /api/v1/memories</Command>
          </EmptyState>
        )
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">
            {total === 1 ? "1 memory" : `${total} memories`}
            {total > memories.length ? `, showing the first ${memories.length} ${describeMemorySort(filters)}` : ""}.
          </p>
          <MemoryList memories={memories} query={filters} />
        </>
      )}
    </>
  );
}
