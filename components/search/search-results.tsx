import Link from "next/link";
import { MarkedText } from "@/components/ui/marked-text";
import { NoSearchResults } from "@/components/search/no-search-results";
import { Badge } from "@/components/ui/badge";
import type { HybridSearchResult } from "@/lib/services/search/hybrid-search";
import { explainHit, searchModeNote } from "@/lib/search/explain-hit";
import type { SearchKind } from "@/lib/search/search-hit-source";
import { cn } from "@/lib/utils/cn";

const KIND_LABEL = { memory: "memory", observation: "observation", fact_sheet: "fact sheet" } as const;
const FILTERS: { value: SearchKind | "all"; label: string }[] = [
  { value: "all", label: "All kinds" },
  { value: "memory", label: "Memories" },
  { value: "observation", label: "Observations" },
  { value: "fact_sheet", label: "Fact sheets" },
];

export function SearchKindFilter({ query, current }: { query: string; current: SearchKind | "all" }) {
  const href = (kind: SearchKind | "all") => {
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    if (kind !== "all") params.set("kind", kind);
    const search = params.toString();
    return search ? `/search?${search}` : "/search";
  };
  return (
    <nav aria-label="Filter by kind" className="mb-4 flex flex-wrap gap-1 text-sm">
      {FILTERS.map((filter) => (
        <Link
          key={filter.value}
          href={href(filter.value)}
          aria-current={filter.value === current ? "page" : undefined}
          className={cn(
            "rounded-md border px-2.5 py-1",
            filter.value === current ? "border-indigo-700 bg-indigo-50 font-medium text-indigo-900" : "border-slate-300 text-slate-700 hover:bg-slate-50",
          )}
        >
          {filter.label}
        </Link>
      ))}
    </nav>
  );
}

export function SearchResults({ query, kind, result }: { query: string; kind: SearchKind | "all"; result: HybridSearchResult }) {
  const note = searchModeNote(result);
  return (
    <section>
      {note ? (
        <p role="status" className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {note}
        </p>
      ) : (
        <p className="mb-3 text-xs text-slate-600">
          Ranked as the default retriever ranks: Okapi BM25 of each hit and of its session, vector similarity ({result.embedderId})
          {result.timeFocus ? ", how close its session's date is to the time you named" : ""}, and its session&apos;s best user turn by words and by meaning,
          each scaled to 0..1 over the candidates and added with weights.
          {result.searchedText !== query.trim() ? ` Your question was searched by its words without the asking: “${result.searchedText}”.` : ""}
        </p>
      )}
      {result.hits.length === 0 ? (
        <NoSearchResults query={query} kind={kind} belowFloor={result.belowFloor} />
      ) : (
        <ol aria-label="Search results" className="space-y-2">
          {result.hits.map((hit) => {
            const why = explainHit(hit, result.mode, { weights: result.weights, timeFocus: result.timeFocus });
            return (
              <li key={`${hit.kind}:${hit.id}`} className="rounded-md border border-slate-200 bg-white p-3">
                <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <Badge tone={hit.kind === "memory" ? "good" : hit.kind === "fact_sheet" ? "info" : "neutral"}>{KIND_LABEL[hit.kind]}</Badge>
                  {hit.href ? (
                    <Link className="text-indigo-800 hover:underline" href={hit.href}>
                      {hit.linkLabel}
                    </Link>
                  ) : (
                    <span>{hit.source.label}</span>
                  )}
                </div>
                <MarkedText as="p" className="line-clamp-4 text-sm text-slate-900" text={hit.text} matches={hit.matches} />
                <p className="mt-1 flex flex-wrap gap-x-3 font-mono text-xs text-slate-600">
                  <span className="sr-only">Why this hit:</span>
                  <span>{why.fullText}</span>
                  {why.vector ? <span>{why.vector}</span> : null}
                  {why.time ? <span>{why.time}</span> : null}
                  <span className="font-semibold text-slate-700">{why.fused}</span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
