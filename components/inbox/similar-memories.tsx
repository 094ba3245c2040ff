"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { SimilarMemoriesResponse } from "@/app/api/inbox/similar/route";
import { MarkedText } from "@/components/ui/marked-text";
import { MergePreview } from "@/components/inbox/merge-preview";
import { similarityLabel } from "@/lib/inbox/memory-similarity";
import { proposalKeys } from "@/lib/inbox/proposal-keys";

async function fetchSimilar(proposalId: string): Promise<SimilarMemoriesResponse> {
  const response = await fetch(`/api/inbox/similar?proposalId=${encodeURIComponent(proposalId)}`);
  if (!response.ok) throw new Error("Could not load similar memories.");
  return response.json();
}

const MEASURE = { cosine: "cosine similarity of the two texts' embeddings", words: "share of words the two texts have in common" } as const;

// Existing memories close to the proposal ("82% similar", shared words marked), none when nothing
// passes the floor; in merge mode each is a button that opens the merge preview for it.
export function SimilarMemories({
  proposalId,
  proposalBody,
  onMerge,
  onSupersede,
}: {
  proposalId: string;
  proposalBody: string;
  onMerge: ((memoryId: string, body?: string) => void) | null;
  onSupersede?: (memoryId: string) => void;
}) {
  const [picked, setPicked] = useState<{ id: string; body: string } | null>(null);
  const { data, isLoading, error } = useQuery({ queryKey: proposalKeys.similar(proposalId), queryFn: () => fetchSimilar(proposalId) });
  if (isLoading) return <p className="mt-3 text-xs text-slate-500">Looking for similar memories…</p>;
  if (error) return <p className="mt-3 text-xs text-red-700">{(error as Error).message}</p>;
  const candidates = data?.candidates ?? [];
  if (onMerge && picked) {
    return (
      <MergePreview memoryBody={picked.body} proposalBody={proposalBody} onConfirm={(body) => onMerge(picked.id, body)} onCancel={() => setPicked(null)} />
    );
  }
  if (candidates.length === 0)
    return (
      <p className="mt-3 text-xs text-slate-500" data-testid="no-similar-memories">
        {onMerge ? "No existing memory is close to this proposal: nothing to merge into." : "No similar memories."}
      </p>
    );
  return (
    <section aria-label="Similar memories" className="mt-3">
      <h3 className="text-xs font-semibold text-slate-600">{onMerge ? "Merge into which memory?" : "Similar memories"}</h3>
      <ol className="mt-1 space-y-1">
        {candidates.map((c, i) => (
          <li key={c.id} className="flex flex-col gap-1 text-sm sm:flex-row sm:items-start sm:gap-2">
            <span className="shrink-0 text-xs font-medium tabular-nums text-slate-700 sm:w-24" title={MEASURE[c.measure]}>
              {similarityLabel(c.similarity)}
            </span>
            {onMerge ? (
              <span className="flex min-w-0 flex-wrap items-start gap-1">
                <button
                  type="button"
                  autoFocus={i === 0}
                  onClick={() => setPicked({ id: c.id, body: c.body })}
                  aria-label={`Merge into: ${c.body}`}
                  className="min-w-0 rounded border border-indigo-300 px-2 py-0.5 text-left text-indigo-900 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  Merge into: <MarkedText text={c.body} matches={c.matches} />
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
              <a href={`/memories/${c.id}`} className="min-w-0 text-slate-800 hover:underline">
                <MarkedText text={c.body} matches={c.matches} />
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
