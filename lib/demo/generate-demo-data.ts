// The demo workspace that `npm start` seeds into an empty database: a LongMemEval-shaped benchmark
// over one invented user's chat history, two extractors, a review inbox and two runs that retell
// the seed experiment (full sessions versus terse fact sheets). Pure and seeded: the same seed
// always gives the same workspace, byte for byte.
import { buildFactSheets } from "./build-fact-sheets";
import { buildMemories, buildProposals } from "./build-memories-and-proposals";
import { buildQuestions, placeAll } from "./build-questions";
import { buildSession, placeFacts, planSessionTimes } from "./build-sessions";
import type { PlantedFact } from "./demo-question-spec";
import { MULTI_SESSION_BUILDERS } from "./demo-questions-multi";
import { SINGLE_SESSION_BUILDERS } from "./demo-questions-single";
import type { DemoData, DemoExtractor, DemoUser, Fidelity } from "./demo-types";
import { createDeck, createRandom } from "./seeded-random";
import { simulateRun } from "./simulate-runs";

export type { DemoData } from "./demo-types";

export const DEMO_WORKSPACE_SLUG = "demo";
export const DEMO_WORKSPACE_NAME = "Demo workspace";
export const DEMO_BENCHMARK_NAME = "longmemeval-demo";
export const DEMO_PASSWORD = "lore-demo";

export const DEMO_OWNER = { email: "demo@lore.local", password: DEMO_PASSWORD, name: "Dana Demo" } as const;
export const DEMO_AGENT_EMAIL = "agent@lore.local";

// Every demo user signs in with DEMO_PASSWORD.
export const DEMO_USERS: readonly DemoUser[] = [
  { email: DEMO_OWNER.email, name: DEMO_OWNER.name, role: "admin" },
  { email: "ana@lore.local", name: "Ana Member", role: "member" },
  { email: "vic@lore.local", name: "Vic Viewer", role: "viewer" },
  { email: DEMO_AGENT_EMAIL, name: "Memory Agent", role: "member" },
];

export const DEMO_EXTRACTOR_SPECS = [
  {
    name: "lore-baseline",
    version: "1",
    fidelity: "high",
    description: "One bullet per fact in the session, keeping every name, number and date, and who said it.",
  },
  {
    name: "terse-facts",
    version: "1",
    fidelity: "lossy",
    description: "A few short facts about the user per session; no numbers, names or assistant advice.",
  },
] as const satisfies readonly { name: string; version: string; fidelity: Fidelity; description: string }[];

export const DEMO_RUN_K = 10;

export function generateDemoData(seed = 7): DemoData {
  const random = createRandom(seed);
  const deck = createDeck(random);
  const specs = [...SINGLE_SESSION_BUILDERS, ...MULTI_SESSION_BUILDERS].map((build) => build(deck, random));
  const times = planSessionTimes(random);
  const placements = placeFacts(specs, random);

  const factInSession = new Map<number, PlantedFact>();
  placements.forEach((sessions, q) => sessions.forEach((index, f) => factInSession.set(index, specs[q]?.facts[f] as PlantedFact)));
  const built = times.map((time, index) => buildSession({ index, time, fact: factInSession.get(index), random }));
  const placed = placeAll(specs, placements, built);
  const scored = buildQuestions({ specs, placed, sessions: built, random });
  const sessions = built.map((b) => b.session);

  const passthroughIndex = random.int(0, built.length - 1);
  const extractors: DemoExtractor[] = DEMO_EXTRACTOR_SPECS.map((spec) => ({
    ...spec,
    factSheets: buildFactSheets({
      sessions: built,
      fidelity: spec.fidelity,
      random,
      passthroughIndex: spec.fidelity === "lossy" ? passthroughIndex : undefined,
    }),
  }));
  const lossy = extractors.find((extractor) => extractor.fidelity === "lossy") as DemoExtractor;
  const faithful = extractors.find((extractor) => extractor.fidelity === "high") as DemoExtractor;

  return {
    seed,
    users: [...DEMO_USERS],
    sessions,
    questions: scored.map((s) => s.question),
    extractors,
    memories: buildMemories(placed),
    proposals: buildProposals(placed),
    runs: [
      simulateRun({ name: `full-sessions@${DEMO_RUN_K}`, sessions, questions: scored, extractor: null, k: DEMO_RUN_K }),
      simulateRun({ name: `factsheets@${DEMO_RUN_K}`, sessions, questions: scored, extractor: lossy, k: DEMO_RUN_K }),
      // The demo study's other rows (lib/demo/demo-study.ts).
      simulateRun({ name: "seed-demo/sessions-top-5", sessions, questions: scored, extractor: null, k: 5 }),
      simulateRun({ name: "seed-demo/factsheets-lore-baseline-top-10", sessions, questions: scored, extractor: faithful, k: DEMO_RUN_K }),
    ],
  };
}
