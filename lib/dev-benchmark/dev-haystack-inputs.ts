import type { DevQuestion } from "@/lib/dev-benchmark/dev-question";
import { sessionMeaning, type MeaningEmbedder } from "@/lib/embeddings/word-vectors";
import { sessionTurnTerms, type HaystackSessionInput } from "@/lib/search/rank-haystack-sessions";

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

// A session's vector signal: its best turn's similarity to the question (the embedder's vectors
// are unit length, so the dot product is the cosine pgvector computes, to float4 precision).
export function bestTurnSimilarity(queryVector: readonly number[], turnVectors: readonly (readonly number[])[]): number | null {
  return turnVectors.length > 0 ? Math.max(...turnVectors.map((v) => dot(queryVector, v))) : null;
}

// The hybrid ranking's inputs for one question straight from its file, as the in-memory
// measurement (scripts/bench/tune-hybrid.ts) builds them: the experiment path builds the same
// from the database (lib/services/experiments/create-haystack-retriever.ts), and a test holds
// the two rankings equal. Keys are the session ids; `embed` gives unit-length vectors; `meaning`
// embeds with word vectors (without it, the meaning signal is 0, as before it existed).
export function devHaystackInputs(
  q: DevQuestion,
  embed: (text: string) => readonly number[],
  meaning?: Pick<MeaningEmbedder, "embed">,
): HaystackSessionInput[] {
  const queryVector = embed(q.question);
  const questionMeaning = meaning ? meaning.embed(q.question) : null;
  return q.haystack_session_ids.map((id, i) => {
    const turns = q.haystack_sessions[i] ?? [];
    return {
      key: id,
      position: i,
      dateText: q.haystack_dates[i] ?? null,
      turnTerms: sessionTurnTerms(turns.map((t) => t.content)),
      turnRoles: turns.map((t) => t.role),
      vector: bestTurnSimilarity(
        queryVector,
        turns.map((t) => embed(t.content)),
      ),
      meaning: meaning ? sessionMeaning(meaning, questionMeaning, turns) : null,
    };
  });
}
