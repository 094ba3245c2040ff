// The review side of the demo: memories the owner already keeps, proposals an agent drafted from
// the same sessions, and one proposal the owner rejected because it put the assistant's words in
// the user's mouth (the same mistake the lossy extractor makes).
import type { PlacedFact } from "./build-questions";
import { fill, type PlantedFact } from "./demo-question-spec";
import type { DemoMemory, DemoProposal } from "./demo-types";

// Positions in the spec list: 0-3 single-session-user, 4-7 assistant, 8-11 preference,
// 12-15 multi-session, 16-19 temporal reasoning, 20-23 knowledge update.
const Q = {
  dog: 0,
  commute: 1,
  starter: 2,
  trail: 4,
  vegetarian: 8,
  lodging: 11,
  plants: 12,
  personalBest: 20,
  jobTitle: 21,
  gym: 23,
} as const;

// "User's commute is ..." becomes "Commute is ...": a memory is about its owner already.
function statement(fact: PlantedFact, template = fact.line): string {
  const text = fill(template, fact.detail)
    .replace(/^User's /, "")
    .replace(/^User /, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function factsOf(placed: PlacedFact[][], question: number): PlacedFact[] {
  const facts = placed[question];
  if (!facts || facts.length === 0) throw new Error(`question ${question} has no placed facts`);
  return facts;
}

export function buildMemories(placed: PlacedFact[][]): DemoMemory[] {
  const [dog] = factsOf(placed, Q.dog) as [PlacedFact];
  const [oldBest, newBest] = factsOf(placed, Q.personalBest) as [PlacedFact, PlacedFact];
  const [lodging] = factsOf(placed, Q.lodging) as [PlacedFact];
  return [
    {
      revisions: [
        { body: statement(dog.fact, dog.fact.blurLine), reason: "Created from the adoption conversation." },
        { body: statement(dog.fact), reason: "Added the breed and the dog's name." },
      ],
      sources: [dog.ref],
    },
    {
      revisions: [
        { body: statement(oldBest.fact), reason: "Created from a running conversation." },
        { body: statement(newBest.fact), reason: "A later session reports a faster time." },
      ],
      sources: [oldBest.ref, newBest.ref],
    },
    {
      revisions: [{ body: statement(lodging.fact), reason: "Created from a travel conversation." }],
      sources: [lodging.ref],
    },
  ];
}

const pending = (body: string, facts: PlacedFact[]): DemoProposal => ({
  body,
  status: "pending",
  decisionReason: null,
  citations: facts.map(({ ref }) => ref),
});

export function buildProposals(placed: PlacedFact[][]): DemoProposal[] {
  const [balcony, nursery] = factsOf(placed, Q.plants) as [PlacedFact, PlacedFact];
  const [oldTitle, newTitle] = factsOf(placed, Q.jobTitle) as [PlacedFact, PlacedFact];
  const [oldGym, newGym] = factsOf(placed, Q.gym) as [PlacedFact, PlacedFact];
  const single = (question: number) => factsOf(placed, question)[0] as PlacedFact;
  const trail = single(Q.trail);
  return [
    pending(statement(single(Q.commute).fact), [single(Q.commute)]),
    pending(`Bought ${balcony.fact.detail} for the balcony and ${nursery.fact.detail} at a nursery sale.`, [balcony, nursery]),
    pending(`${statement(newTitle.fact).replace(/\.$/, "")} (previously ${oldTitle.fact.detail}).`, [oldTitle, newTitle]),
    pending(statement(single(Q.vegetarian).fact), [single(Q.vegetarian)]),
    pending(`${statement(newGym.fact).replace(/\.$/, "")} (previously ${oldGym.fact.detail}).`, [oldGym, newGym]),
    pending(statement(single(Q.starter).fact), [single(Q.starter)]),
    {
      body: statement(trail.fact, trail.fact.userLine),
      status: "rejected",
      decisionReason: "The assistant recommended this trail; I never said I planned to hike it.",
      citations: [trail.ref],
    },
  ];
}
