import type { Metadata } from "next";
import Link from "next/link";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Table, Td, Th } from "@/components/ui/table";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listSessions } from "@/lib/dal/sessions/list-sessions";

export const metadata: Metadata = { title: "Sessions" };

export default async function SessionsPage() {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { total, sessions } = await listSessions({ workspaceId: workspace.id });
  return (
    <>
      <PageHeader title="Sessions" description={`${total} conversation sessions, kept as immutable observations.`} />
      {total === 0 ? (
        <EmptyState title="No sessions yet">
          <p>Import a LongMemEval dataset, or send sessions from an agent over the HTTP API.</p>
          <Command>npm run lore -- import longmemeval longmemeval_s_cleaned.json --benchmark s</Command>
        </EmptyState>
      ) : (
        <Table label="Sessions">
          <thead className="bg-slate-50">
            <tr><Th>Session</Th><Th>Date</Th><Th className="text-right">Turns</Th><Th className="text-right">Fact sheets</Th><Th className="text-right">Haystacks</Th></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sessions.map((s) => (
              <tr key={s.id}>
                <Td><Link className="font-medium text-indigo-800 hover:underline" href={`/sessions/${s.id}`}>{s.externalId}</Link></Td>
                <Td>{s.dateText ?? "—"}</Td>
                <Td className="text-right tabular-nums">{s.turnCount}</Td>
                <Td className="text-right tabular-nums">{s._count.factSheets}</Td>
                <Td className="text-right tabular-nums">{s._count.haystacks}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
