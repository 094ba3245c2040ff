import Link from "next/link";
import { MarkdownText } from "@/components/ui/markdown-text";
import type { EvidenceTurnView } from "@/lib/questions/prepare-question-page";
import { turnNumber } from "@/lib/sessions/turn-number";

// The turns flagged has_answer, with their text and a link to their place in the session.
export function EvidenceTurnList({ turns }: { turns: EvidenceTurnView[] }) {
  if (turns.length === 0) return <p className="text-sm text-slate-600">No turn of a stored session is marked as holding the answer.</p>;
  return (
    <ol aria-label="Evidence turns" className="space-y-2">
      {turns.map((turn) => (
        <li key={turn.id} className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm">
          <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <Link href={turn.href} className="font-medium text-indigo-800 underline">
              {turn.sessionExternalId} · turn {turnNumber(turn.position)}
            </Link>
            <span className="font-semibold capitalize text-slate-800">{turn.role}</span>
            {turn.sessionDate ? <span>{turn.sessionDate}</span> : null}
          </div>
          <MarkdownText text={turn.content} className="max-h-64 overflow-y-auto" />
        </li>
      ))}
    </ol>
  );
}
