import { Badge } from "@/components/ui/badge";
import type { MemoryPage } from "@/lib/dal/memories/get-memory-page";
import { formatTimestamp } from "@/lib/format/format-timestamp";
import { ShowMore } from "@/components/ui/show-more";
import { MarkdownText } from "@/components/ui/markdown-text";

const RELATION = { produced: "created this memory", merged: "merged into this memory" } as const;

export function MemoryProposals({ proposals }: { proposals: MemoryPage["proposals"] }) {
  if (proposals.length === 0) return <p className="text-sm text-slate-600">This memory was written directly, not from a proposal.</p>;
  return (
    <ul aria-label="Proposals" className="space-y-2">
      {proposals.map((p) => (
        <li key={p.id} id={`proposal-${p.id}`} className="scroll-mt-4 rounded-md border border-slate-200 bg-white p-3 text-sm">
          <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <Badge tone={p.status === "accepted" ? "good" : "neutral"}>{p.status}</Badge>
            <span>{RELATION[p.relation]}</span>
            <span>
              · proposed by {p.proposer.name ?? p.proposer.email} on {formatTimestamp(p.createdAt)}
            </span>
            {p.decidedBy && p.decidedAt ? (
              <span>
                · decided by {p.decidedBy.name ?? p.decidedBy.email} on {formatTimestamp(p.decidedAt)}
              </span>
            ) : null}
          </div>
          <ShowMore length={p.body.length}>
            <MarkdownText text={p.body} />
          </ShowMore>
        </li>
      ))}
    </ul>
  );
}
