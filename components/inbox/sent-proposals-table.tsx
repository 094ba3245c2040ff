"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, Td, Th } from "@/components/ui/table";
import { withdrawProposal } from "@/lib/actions/proposals/withdraw-proposal";
import type { SentProposal } from "@/lib/dal/proposals/list-sent-proposals";
import { MarkdownText } from "@/components/ui/markdown-text";

type Row = Omit<SentProposal, "createdAt" | "decidedAt"> & { createdAt: string; decidedAt: string | null };

const TONE = { pending: "info", accepted: "good", rejected: "bad", withdrawn: "neutral" } as const;

export function SentProposalsTable({ proposals }: { proposals: Row[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const withdraw = (row: Row) =>
    startTransition(async () => {
      const result = await withdrawProposal({ workspaceId: row.workspace.id, proposalId: row.id });
      setMessage(result.ok ? "Withdrawn." : result.message);
      router.refresh();
    });
  return (
    <>
      {message ? (
        <p role="status" className="mb-3 text-sm text-slate-700">
          {message}
        </p>
      ) : null}
      <Table label="Sent proposals">
        <thead className="bg-slate-50">
          <tr>
            <Th>Proposal</Th>
            <Th>To</Th>
            <Th>Status</Th>
            <Th>Proposed</Th>
            <Th />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {proposals.map((p) => (
            <tr key={p.id}>
              <Td className="max-w-md">
                <MarkdownText text={p.body} />
                {p.decisionReason ? <p className="mt-1 text-xs text-slate-600">Reason: {p.decisionReason}</p> : null}
                {p.memoryId ? (
                  <Link className="text-xs text-indigo-800 hover:underline" href={`/memories/${p.memoryId}`}>
                    open the memory
                  </Link>
                ) : null}
              </Td>
              <Td>
                {p.owner.name ?? p.owner.email}
                <div className="text-xs text-slate-500">{p.workspace.name}</div>
              </Td>
              <Td>
                <Badge tone={TONE[p.status]}>{p.status}</Badge>
                {p.decidedBy ? <div className="text-xs text-slate-500">by {p.decidedBy.name ?? p.decidedBy.email}</div> : null}
              </Td>
              <Td className="whitespace-nowrap text-xs">
                <time dateTime={p.createdAt}>{p.createdAt.slice(0, 16).replace("T", " ")}</time>
              </Td>
              <Td>
                {p.status === "pending" ? (
                  <Button variant="secondary" disabled={pending} onClick={() => withdraw(p)}>
                    Withdraw
                  </Button>
                ) : null}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
