import Link from "next/link";
import type { MemoryPage } from "@/lib/dal/memories/get-memory-page";
import { cn } from "@/lib/utils/cn";
import { turnNumber } from "@/lib/sessions/turn-number";

// Provenance: each cited observation between the turns around it, linked to its session.
export function MemoryExcerpts({ excerpts }: { excerpts: MemoryPage["excerpts"] }) {
  if (excerpts.length === 0) return <p className="text-sm text-slate-600">This memory cites no observations.</p>;
  return (
    <ul aria-label="Sources" className="space-y-3">
      {excerpts.map((excerpt) => (
        <li key={excerpt.turns[0]?.id} className="rounded-md border border-slate-200 bg-white p-3">
          <div className="mb-2 text-xs text-slate-600">
            {excerpt.session ? (
              <Link className="font-medium text-indigo-800 hover:underline" href={`/sessions/${excerpt.session.id}`}>
                Session {excerpt.session.externalId}
              </Link>
            ) : (
              <span className="font-medium">Document fragment</span>
            )}
            {excerpt.session?.dateText ? ` · ${excerpt.session.dateText}` : null}
          </div>
          <ol className="space-y-1">
            {excerpt.turns.map((turn) => (
              <li
                key={turn.id}
                data-cited={turn.cited ? "true" : undefined}
                className={cn("rounded px-2 py-1 text-sm", turn.cited ? "border-l-4 border-amber-500 bg-amber-50 text-slate-900" : "text-slate-600")}
              >
                <span className="text-xs font-semibold capitalize">
                  {turn.role ?? "fragment"} {turnNumber(turn.position)}
                </span>
                {turn.cited ? <span className="ml-1 text-xs font-semibold text-amber-900">(cited)</span> : null}
                <p className="line-clamp-4 whitespace-pre-wrap [overflow-wrap:anywhere]">{turn.content}</p>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
