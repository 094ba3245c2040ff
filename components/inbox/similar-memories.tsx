"use client";
import { useQuery } from "@tanstack/react-query";
import type { SimilarMemoriesResponse } from "@/app/api/inbox/similar/route";
import { proposalKeys } from "@/lib/inbox/proposal-keys";

async function fetchSimilar(proposalId: string): Promise<SimilarMemoriesResponse> {
  const response = await fetch(`/api/inbox/similar?proposalId=${encodeURIComponent(proposalId)}`);
  if (!response.ok) throw new Error("Could not load similar memories.");
  return response.json();
}

// Existing memories that resemble the proposal, with their scores; in merge mode each is a
// button that merges the proposal into it.
export function SimilarMemories({
  proposalId,
  onMerge,
  onSupersede,
}: {
  proposalId: string;
  onMerge: ((memoryId: string) => void) | null;
  onSupersede?: (memoryId: string) => void;
}) {
  const { data, isLoading, error } = useQuery({ queryKey: proposalKeys.similar(proposalId), queryFn: () => fetchSimilar(proposalId) });
  if (isLoading) return <p className="text-xs text-slate-500">Looking for similar memories…</p>;
  if (error) return <p className="text-xs text-red-700">{(error as Error).message}</p>;
  const candidates = data?.candidates ?? [];
  if (candidates.length === 0)
    return <p className="text-xs text-slate-500">{onMerge ? "No existing memory resembles this proposal: nothing to merge into." : "No similar memories."}</p>;
  return (
    <section aria-label="Similar memories" className="mt-3">
      <h3 className="text-xs font-semibold text-slate-600">{onMerge ? "Merge into which memory?" : "Similar memories"}</h3>
      <ol className="mt-1 space-y-1">
        {candidates.map((c, i) => (
          <li key={c.id} className="flex items-start gap-2 text-sm">
            <span className="w-24 shrink-0 text-xs tabular-nums text-slate-500" title={`matched by ${c.via}`}>
              score {c.score.toFixed(3)}
            </span>
            {onMerge ? (
              <span className="flex flex-wrap items-start gap-1">
                <button
                  type="button"
                  autoFocus={i === 0}
                  onClick={() => onMerge(c.id)}
                  className="rounded border border-indigo-300 px-2 py-0.5 text-left text-indigo-900 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  Merge into: {c.body}
                </button>
                {onSupersede ? (
                  <button
                    type="button"
                    onClick={() => onSupersede(c.id)}
                    aria-label={`Supersede: ${c.body}`}
                    className="rounded border border-slate-300 px-2 py-0.5 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    Supersede (replace its text)
                  </button>
                ) : null}
              </span>
            ) : (
              <a href={`/memories/${c.id}`} className="text-slate-800 hover:underline">
                {c.body}
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
