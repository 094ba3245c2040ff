import { RevertRevisionButton } from "@/components/memories/revert-revision-button";
import { RevisionDiff } from "@/components/memories/revision-diff";
import { Badge } from "@/components/ui/badge";
import { formatTimestamp } from "@/lib/format/format-timestamp";
import type { RevisionWithDiff } from "@/lib/memories/diff-revisions";
import { ShowMore } from "@/components/ui/show-more";
import { describeRevisionReason } from "@/lib/memories/describe-revision-reason";
import { MarkdownText } from "@/components/ui/markdown-text";

type Revision = RevisionWithDiff<{
  id: string;
  number: number;
  body: string;
  reason: string | null;
  createdAt: Date;
  author: { name: string | null; email: string };
}>;

function RevisionReason({ reason, proposals }: { reason: string; proposals: { id: string; body: string }[] }) {
  const view = describeRevisionReason(reason, proposals);
  if (view.kind === "text") return <span className="[overflow-wrap:anywhere]">{view.text}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {view.before}
      <a href={`#proposal-${view.proposal.id}`} className="text-indigo-800 hover:underline">
        “{view.proposal.title}”
      </a>
      {view.after}
    </span>
  );
}

// Newest first; each revision shows what changed from the one before it. Reverting is offered
// on every earlier revision to those who may change the memory.
export function RevisionHistory({
  revisions,
  current,
  revert,
  proposals = [],
}: {
  revisions: Revision[];
  /** The memory's proposals, so a reason naming one by id shows its text instead. */
  proposals?: { id: string; body: string }[];
  current: number;
  revert: { workspaceId: string; memoryId: string } | null;
}) {
  return (
    <ol aria-label="Revision history" className="space-y-3">
      {revisions.map((r) => (
        <li key={r.id} aria-label={`Revision ${r.number}`} className="rounded-md border border-slate-200 bg-white p-3">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
            <span>
              <span className="font-semibold text-slate-900">Revision {r.number}</span>
              {" · "}
              {r.author.name ?? r.author.email}
              {" · "}
              <time dateTime={r.createdAt.toISOString()}>{formatTimestamp(r.createdAt)}</time>
              {r.reason ? (
                <>
                  {" "}
                  · <RevisionReason reason={r.reason} proposals={proposals} />
                </>
              ) : null}
            </span>
            {r.number === current ? <Badge tone="info">current</Badge> : revert ? <RevertRevisionButton {...revert} revision={r.number} /> : null}
          </div>
          {r.diff ? (
            <RevisionDiff segments={r.diff} label={`Changes from revision ${r.number - 1} to ${r.number}`} />
          ) : (
            <ShowMore length={r.body.length}>
              <MarkdownText text={r.body} className="rounded bg-slate-50 p-2 text-sm" />
            </ShowMore>
          )}
        </li>
      ))}
    </ol>
  );
}
