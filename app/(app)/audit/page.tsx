import type { Metadata } from "next";
import Link from "next/link";
import { AuditLogTable } from "@/components/audit/audit-log-table";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { collectAuditReferences } from "@/lib/audit/audit-references";
import { listAuditEvents } from "@/lib/dal/audit/list-audit-events";
import { resolveAuditReferences } from "@/lib/dal/audit/resolve-audit-references";
import { AUDIT_ACTION_FAMILIES, auditQuerySchema } from "@/lib/schemas/audit";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const query = parseSearchParams(auditQuerySchema, await searchParams).data;
  const { events, nextCursor } = await listAuditEvents({
    workspaceId: workspace.id,
    actionPrefix: query.action ? `${query.action}.` : undefined,
    cursor: query.cursor,
  });
  const names = await resolveAuditReferences({ workspaceId: workspace.id, ids: collectAuditReferences(events) });
  const link = (cursor?: string) => {
    const params = new URLSearchParams({ ...(query.action ? { action: query.action } : {}), ...(cursor ? { cursor } : {}) });
    return `/audit${params.size ? `?${params}` : ""}`;
  };
  return (
    <>
      <PageHeader title="Audit log" description="Every decision and change in this workspace, with who made it and when. Events are never edited or deleted." />
      <form action="/audit" aria-label="Filter audit log" className="mb-4 flex items-end gap-3">
        <label className="text-sm">
          Action
          <select name="action" defaultValue={query.action ?? ""} className="mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm">
            <option value="">All actions</option>
            {AUDIT_ACTION_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {family}.*
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
          Filter
        </button>
      </form>
      {events.length === 0 ? (
        <EmptyState title="No events">
          <p>{query.cursor ? "There are no older events." : "Nothing has been recorded for this filter yet."}</p>
        </EmptyState>
      ) : (
        <AuditLogTable events={events} names={names} />
      )}
      <nav aria-label="Audit log pages" className="mt-4 flex gap-4 text-sm">
        {query.cursor ? (
          <Link className="text-indigo-800 hover:underline" href={link()}>
            Newest events
          </Link>
        ) : null}
        {nextCursor ? (
          <Link className="text-indigo-800 hover:underline" href={link(nextCursor)}>
            Older events
          </Link>
        ) : null}
      </nav>
    </>
  );
}
