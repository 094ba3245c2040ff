import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { FullTextHit } from "@/lib/dal/search/search-full-text";

const KIND_LABEL = { memory: "memory", observation: "observation", fact_sheet: "fact sheet" } as const;

export function SearchResults({ query, hits }: { query: string; hits: FullTextHit[] }) {
  if (hits.length === 0) return <p className="text-sm text-slate-600">Nothing matches “{query}”.</p>;
  return (
    <ol aria-label="Search results" className="space-y-2">
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`} className="rounded-md border border-slate-200 bg-white p-3">
          <div className="mb-1 flex items-center gap-2 text-xs text-slate-600">
            <Badge tone={hit.kind === "memory" ? "good" : "neutral"}>{KIND_LABEL[hit.kind]}</Badge>
            <span>full-text rank {hit.rank.toFixed(3)}</span>
            {hit.sessionId ? <Link className="text-indigo-800 hover:underline" href={`/sessions/${hit.sessionId}`}>open session</Link> : null}
          </div>
          <p className="line-clamp-3 text-sm text-slate-900">{hit.text}</p>
        </li>
      ))}
    </ol>
  );
}
