import type { PendingProposal } from "@/lib/dal/proposals/list-pending-proposals";
import { Badge } from "@/components/ui/badge";

export function ProposalList({ proposals }: { proposals: PendingProposal[] }) {
  return (
    <ul aria-label="Pending proposals" className="space-y-3">
      {proposals.map((p) => (
        <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
            <span>
              Proposed by {p.proposer.name ?? p.proposer.email} · <time dateTime={p.createdAt.toISOString()}>{p.createdAt.toISOString().slice(0, 16).replace("T", " ")}</time>
            </span>
            <Badge tone="info">pending</Badge>
          </div>
          <p className="mt-2 whitespace-pre-wrap text-sm text-slate-900">{p.body}</p>
          {p.citations.length > 0 ? (
            <ul aria-label="Cited observations" className="mt-3 space-y-1 border-l-2 border-slate-200 pl-3">
              {p.citations.map(({ observation }) => (
                <li key={observation.id} className="line-clamp-2 text-xs text-slate-600">
                  <span className="font-medium">{observation.role ?? "fragment"}:</span> {observation.content}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
