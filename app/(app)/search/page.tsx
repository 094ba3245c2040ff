import type { Metadata } from "next";
import { SearchResults } from "@/components/search/search-results";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { searchFullText } from "@/lib/dal/search/search-full-text";
import { searchQuerySchema } from "@/lib/schemas/search";

export const metadata: Metadata = { title: "Search" };

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const parsed = searchQuerySchema.safeParse(await searchParams);
  const q = parsed.success ? parsed.data.q : "";
  const hits = q ? await searchFullText({ workspaceId: workspace.id, query: q, k: 20 }) : [];
  return (
    <>
      <PageHeader title="Search" description="Accepted memories, observations and fact sheets in this workspace. Pending proposals are never searched." />
      <form role="search" className="mb-6 flex gap-2" action="/search">
        <label className="sr-only" htmlFor="q">Search</label>
        <input id="q" name="q" type="search" defaultValue={q} placeholder="What did the user say about…" maxLength={500}
          className="w-full max-w-xl rounded-md border border-slate-300 px-3 py-2 text-sm" />
        <button type="submit" className="rounded-md bg-indigo-700 px-3 py-2 text-sm font-medium text-white">Search</button>
      </form>
      {!parsed.success ? <p className="text-sm text-red-700">Search text must be under 500 characters.</p> : null}
      {q ? <SearchResults query={q} hits={hits} /> : null}
    </>
  );
}
