import "server-only";
import { loadSessionTurns } from "@/lib/dal/experiments/load-session-turns";
import { scoreHaystack } from "@/lib/dal/search/score-haystack";
import { scoreHaystackMemories } from "@/lib/dal/search/score-haystack-memories";
import { getMeaningEmbedder } from "@/lib/embeddings/load-word-vectors";
import { bestUserTurnMeaning } from "@/lib/embeddings/word-vectors";
import { createBoundedLoader } from "@/lib/experiments/bounded-loader";
import { formatSessionText, type RankedItem } from "@/lib/experiments/build-reader-context";
import { rankScoredItems, rankScoredSessions, type Ranked, type Retriever } from "@/lib/experiments/rank-scored-sessions";
import type { HaystackScore } from "@/lib/dal/search/score-haystack";
import { rankHaystackSessions, sessionTurnTerms } from "@/lib/search/rank-haystack-sessions";

export type Representation = { kind: "sessions" } | { kind: "factsheets"; extractorId: string; label: string } | { kind: "memories" };

export type RetrievedEntry = { rank: number; sessionId: string; externalId: string; score: number; fullText: number; vector: number | null; memoryId?: string };

export type HaystackRetrieval = {
  /** The ranked items' text, best first, for the reader's context. */
  items: RankedItem[];
  heading: string;
  /** Session external ids in rank order, for session recall (an item may name several). */
  rankedSessionIds: string[];
  /** What the run records: one entry per ranked session (per source session for a memory). */
  retrieved: RetrievedEntry[];
};

// Haystacks share sessions (an S-scale session is in about two haystacks), and a session's turns
// never change (observations are immutable), so a session's text is loaded once per run. Bounded
// to keep memory flat on M-scale benchmarks.
const MAX_CACHED_SESSIONS = 3000;
// The hybrid ranking reads every haystack session's words, not only the top k's text.
const MAX_CACHED_TERMS = 2000;
const RECORDED = 50;

export function createHaystackRetriever(input: { workspaceId: string; representation: Representation; retriever: Retriever }) {
  const sessionTexts = createBoundedLoader(MAX_CACHED_SESSIONS, async (sessionIds) => {
    const turns = await loadSessionTurns({ workspaceId: input.workspaceId, sessionIds });
    return new Map(sessionIds.map((id) => [id, formatSessionText(turns.get(id) ?? [])]));
  });

  const sessionTerms = createBoundedLoader(MAX_CACHED_TERMS, async (sessionIds) => {
    const turns = await loadSessionTurns({ workspaceId: input.workspaceId, sessionIds });
    return new Map(
      sessionIds.map((id) => {
        const list = turns.get(id) ?? [];
        return [
          id,
          {
            terms: sessionTurnTerms(list.map((t) => t.content)),
            roles: list.map((t) => t.role),
            // The user turns' word-vector averages, for the meaning signal.
            userMeanings: list.flatMap((t) => (t.role === "user" ? [getMeaningEmbedder().embed(t.content)] : [])),
          },
        ];
      }),
    );
  });

  // Lore's hybrid: BM25 with this haystack's statistics over whole sessions, best turns and best
  // user turns, the vector similarity and the question's time, weighted (lib/search/rank-haystack-sessions.ts).
  const rankHybrid = async (scored: HaystackScore[], question: { text: string; questionDate?: string | null }): Promise<Ranked<HaystackScore>[]> => {
    const terms = input.representation.kind === "sessions" ? await sessionTerms(scored.map((r) => r.sessionId)) : null;
    const questionMeaning = terms ? getMeaningEmbedder().embed(question.text) : null;
    const ranked = rankHaystackSessions({
      sessions: scored.map((r) => ({
        key: r.sessionId,
        position: r.position,
        dateText: r.dateText,
        turnTerms: terms ? terms.get(r.sessionId)!.terms : sessionTurnTerms([r.text ?? ""]),
        turnRoles: terms ? terms.get(r.sessionId)!.roles : undefined,
        vector: r.vector,
        meaning: terms ? bestUserTurnMeaning(questionMeaning, terms.get(r.sessionId)!.userMeanings) : null,
      })),
      query: question.text,
      questionDate: question.questionDate ?? null,
    });
    const byId = new Map(scored.map((r) => [r.sessionId, r]));
    return ranked.map((r, i) => ({ ...byId.get(r.key)!, rank: i + 1, score: r.score }));
  };

  // Searches only the question's own haystack partition, in the chosen representation.
  return async function retrieve(
    question: { id: string; text: string; questionDate?: string | null },
    queryVector: number[] | null,
    k: number,
  ): Promise<HaystackRetrieval> {
    const { representation } = input;
    if (representation.kind === "memories") {
      const scored = await scoreHaystackMemories({ workspaceId: input.workspaceId, questionId: question.id, query: question.text, queryVector });
      const ranked = rankScoredItems(scored, input.retriever, (m) => m.memoryId);
      return {
        items: ranked.slice(0, k).map((m) => ({ id: m.memoryId, sessionExternalId: m.externalIds[0]!, dateText: m.dateText, score: m.score, text: m.text })),
        heading: "Memory",
        // A memory citing several sessions counts for each of them.
        rankedSessionIds: ranked.flatMap((m) => m.externalIds),
        retrieved: ranked
          .flatMap((m) =>
            m.sessionIds.map((sessionId, i) => ({
              rank: m.rank,
              memoryId: m.memoryId,
              sessionId,
              externalId: m.externalIds[i]!,
              score: m.score,
              fullText: m.fullText,
              vector: m.vector,
            })),
          )
          .slice(0, RECORDED),
      };
    }
    const scored = await scoreHaystack({
      workspaceId: input.workspaceId,
      questionId: question.id,
      query: question.text,
      queryVector,
      representation: representation.kind === "sessions" ? { kind: "sessions" } : { kind: "factsheets", extractorId: representation.extractorId },
    });
    const ranked = input.retriever === "hybrid" ? await rankHybrid(scored, question) : rankScoredSessions(scored, input.retriever);
    const top = ranked.slice(0, k);
    const texts = representation.kind === "sessions" ? await sessionTexts(top.map((r) => r.sessionId)) : null;
    return {
      items: top.map((r) => ({
        id: r.sessionId,
        sessionExternalId: r.externalId,
        dateText: r.dateText,
        score: r.score,
        text: texts ? texts.get(r.sessionId)! : (r.text ?? ""),
      })),
      heading: "Session",
      rankedSessionIds: ranked.map((r) => r.externalId),
      retrieved: ranked
        .slice(0, RECORDED)
        .map((r) => ({ rank: r.rank, sessionId: r.sessionId, externalId: r.externalId, score: r.score, fullText: r.fullText, vector: r.vector })),
    };
  };
}
