// A session of the shared filler pool, generated from (seed, pool index) alone: the same index
// always gives the same id and turns, so a session repeated across haystacks is identical
// wherever it appears and nothing has to be cached.
import { createRandom } from "@/lib/demo/seeded-random";
import { composeConversation, drawTurnCount, type SyntheticTurn } from "@/lib/longmemeval/synthetic/compose-conversation";
import { base62, deriveSeed, hex8, permute32 } from "@/lib/longmemeval/synthetic/synthetic-ids";
import { TOPICS } from "@/lib/longmemeval/synthetic/synthetic-topics";

export type SyntheticSession = { id: string; turns: SyntheticTurn[] };

// The real pool mixes ShareGPT, UltraChat and simulated sessions; the ids imitate their shapes.
// Each shape embeds a bijection of the pool index, so ids never collide.
function fillerSessionId(seed: number, poolIndex: number, style: number, part: number): string {
  const key = permute32(poolIndex, seed);
  if (style === 0) return `sharegpt_${base62(key, 6)}_${part}`;
  if (style === 1) return `ultrachat_${key}`;
  return `${hex8(key)}_${part}`;
}

export function generateFillerSession(seed: number, poolIndex: number): SyntheticSession {
  const random = createRandom(deriveSeed(seed, "filler", poolIndex));
  const id = fillerSessionId(seed, poolIndex, random.int(0, 2), random.int(0, 3));
  const turns = composeConversation({
    random,
    topic: random.pick(TOPICS),
    turnCount: drawTurnCount(random),
    startsWithAssistant: random.chance(0.06),
  });
  return { id, turns };
}
