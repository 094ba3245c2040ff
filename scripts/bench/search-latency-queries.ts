// The search-latency benchmark's data and queries, shared by scripts/bench/search-latency.ts and
// scripts/bench/search-stages.ts: the filler sessions a workspace is loaded from, the sample of
// turns the queries are drawn from, and the query generator.
import type { Random } from "@/lib/demo/seeded-random";
import { contentStems } from "@/lib/embeddings/tokenize";
import { generateFillerSession } from "@/lib/longmemeval/synthetic/generate-filler-session";

export const SAMPLE_SIZE = 5_000;

// The turns a workspace of `count` observations holds, session by session from `poolStart` of the
// filler pool (the last session cut to fit), each with its place in the pool.
export function* workspaceSessions(seed: number, count: number, poolStart: number) {
  let observations = 0;
  for (let pool = poolStart; observations < count; pool++) {
    const session = generateFillerSession(seed, pool);
    const turns = session.turns.slice(0, count - observations);
    observations += turns.length;
    yield { pool, session, turns };
  }
}

// Every third turn of the first sessions, the texts the queries are made from (and the memories).
export function sampleTurns(seed: number, count: number, poolStart: number): string[] {
  const sample: string[] = [];
  for (const { turns } of workspaceSessions(seed, count, poolStart)) {
    turns.forEach((turn, position) => {
      if (sample.length < SAMPLE_SIZE && position % 3 === 0) sample.push(turn.content);
    });
    if (sample.length >= SAMPLE_SIZE) break;
  }
  return sample;
}

export type BenchQuery = { kind: string; text: string };

export function makeQueries(random: Random, sample: string[], count: number): BenchQuery[] {
  const words = () => contentStems(random.pick(sample)).filter((w) => w.length > 3);
  const take = (n: number) => random.sample(words(), n).join(" ");
  const shapes = [
    {
      kind: "question",
      weight: 5,
      make: () => `${random.pick(["What did I say about", "How long did the", "When did I mention", "Did I ever talk about"])} ${take(random.int(2, 4))}?`,
    },
    { kind: "keywords", weight: 3, make: () => take(random.int(1, 3)) },
    {
      kind: "websearch",
      weight: 1,
      make: () => {
        const [a = "plan", b = "week", c = "budget"] = random.sample(words(), 3);
        return `"${a} ${b}" -${c}`;
      },
    },
    {
      kind: "no match",
      weight: 1,
      make: () =>
        Array.from({ length: random.int(1, 2) }, () => Array.from({ length: 9 }, () => String.fromCharCode(97 + random.int(0, 25))).join("")).join(" "),
    },
  ];
  const bag = shapes.flatMap((shape) => Array(shape.weight).fill(shape) as (typeof shapes)[number][]);
  return Array.from({ length: count }, () => {
    const shape = random.pick(bag);
    return { kind: shape.kind, text: shape.make() };
  });
}
