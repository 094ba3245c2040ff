import type { Metadata } from "next";
import { SearchKindFilter, SearchResults } from "@/components/search/search-results";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { searchPageQuerySchema } from "@/lib/schemas/hybrid-search";

export const metadata: Metadata = { title: "Search" };

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const parsed = searchPageQuerySchema.safeParse(await searchParams);
  const { q, kind } = parsed.success ? parsed.data : { q: "", kind: "all" as const };
  const result = q ? await hybridSearch({ workspaceId: workspace.id, query: q, k: 20, kinds: kind === "all" ? undefined : [kind] }) : null;
  return (
    <>
      <PageHeader
        title="Search"
        description="Accepted memories, observations and fact sheets in this workspace, by full text and meaning. Pending, rejected and withdrawn proposals are never searched."
      />
      <form role="search" className="mb-3 flex gap-2" action="/search">
        <label className="sr-only" htmlFor="q">
          Search
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="What did the user say about…"
          maxLength={500}
          className="w-full min-w-0 max-w-xl rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        {kind !== "all" ? <input type="hidden" name="kind" value={kind} /> : null}
        <button type="submit" className="shrink-0 whitespace-nowrap rounded-md bg-indigo-700 px-3 py-2 text-sm font-medium text-white">
          Search
        </button>
      </form>
      <p className="mb-4 text-xs text-slate-600">
        Plain words match any of them, best first; use quotes for a phrase, <code>-word</code> to exclude and <code>OR</code> for either.
      </p>
      <SearchKindFilter query={q} current={kind} />
      {!parsed.success ? (
        <p role="alert" className="text-sm text-red-700">
          Search text must be under 500 characters.
        </p>
      ) : null}
      {result ? <SearchResults query={q} kind={kind} result={result} /> : null}
    </>
  );
}
