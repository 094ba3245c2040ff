import Link from "next/link";
import type { SearchKind } from "@/lib/search/search-hit-source";

// What a search that found nothing real says: no padding with weak matches, and where to try next.
export function NoSearchResults({ query, kind, belowFloor }: { query: string; kind: SearchKind | "all"; belowFloor: number }) {
  const sessions = `/sessions?${new URLSearchParams({ q: query }).toString()}`;
  const allKinds = `/search?${new URLSearchParams({ q: query }).toString()}`;
  return (
    <div role="status" aria-label="No results" className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">No results for “{query}”</p>
      {belowFloor > 0 ? (
        <p className="mt-1 text-xs text-slate-600">
          {belowFloor} loosely similar {belowFloor === 1 ? "text was" : "texts were"} left out: none shares a word with the search.
        </p>
      ) : null}
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Check the spelling, or try another word for the same thing.</li>
        <li>
          Use fewer words, or drop quotes and <code className="whitespace-nowrap">-word</code> exclusions.
        </li>
        {kind !== "all" ? (
          <li>
            <Link className="text-indigo-800 underline" href={allKinds}>
              Search all kinds
            </Link>{" "}
            instead of only this one.
          </li>
        ) : null}
        <li>
          Search finds accepted memories, observations and fact sheets;{" "}
          <Link className="text-indigo-800 underline" href={sessions}>
            search the sessions&apos; turns
          </Link>{" "}
          for words said in a conversation, and look in the inbox for proposals not yet accepted.
        </li>
      </ul>
    </div>
  );
}
