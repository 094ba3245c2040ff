// Two extractors' fact sheets for every session. The high-fidelity one writes a bullet per fact
// and keeps the detail; the lossy one blurs numbers and names and loses track of who said what,
// which is the failure the seed experiment is about.
import type { BuiltSession, Exchange } from "./build-sessions";
import { fill, type DetailKind, type PlantedFact } from "./demo-question-spec";
import type { DemoFactSheet, Fidelity } from "./demo-types";
import type { Random } from "./seeded-random";

// Chance that a user-stated detail of each kind survives the lossy extractor.
const LOSSY_KEEPS: Record<DetailKind, number> = {
  name: 0.85,
  number: 0.75,
  date: 0.85,
  preference: 0.9,
  event: 0.95,
};
const LOSSY_KEEPS_ASSISTANT = 0.15;
const LOSSY_MISATTRIBUTES_ASSISTANT = 0.45;
const LOSSY_KEEPS_SMALL_TALK = 0.5;
const LOSSY_KEEPS_ADVICE = 0.5;
// Even a careful extractor slips now and then.
const BASELINE_KEEPS = 0.97;

function userFactLine(fact: PlantedFact, fidelity: Fidelity, random: Random): string {
  const keep = fidelity === "high" ? BASELINE_KEEPS : LOSSY_KEEPS[fact.kind];
  return random.chance(keep) ? fill(fact.line, fact.detail) : fact.blurLine;
}

function assistantFactLine(fact: PlantedFact, fidelity: Fidelity, random: Random): string | null {
  const roll = random.next();
  if (fidelity === "high") return roll < BASELINE_KEEPS ? fill(fact.line, fact.detail) : null;
  if (roll < LOSSY_KEEPS_ASSISTANT) return fill(fact.line, fact.detail);
  if (roll < LOSSY_KEEPS_ASSISTANT + LOSSY_MISATTRIBUTES_ASSISTANT) return fill(fact.userLine ?? fact.line, fact.detail);
  return null;
}

const list = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

function exchangeLines(exchange: Exchange, fidelity: Fidelity, random: Random): string[] {
  const lines: (string | null)[] = [];
  if (exchange.userFact) lines.push(userFactLine(exchange.userFact, fidelity, random));
  else if (fidelity === "high" || random.chance(LOSSY_KEEPS_SMALL_TALK)) lines.push(exchange.userLine);
  if (exchange.assistantFact) lines.push(assistantFactLine(exchange.assistantFact, fidelity, random));
  if (fidelity === "high") lines.push(`Assistant suggested ${list(exchange.gists.slice(0, 4))}.`);
  else if (random.chance(LOSSY_KEEPS_ADVICE)) lines.push(`User wants to try ${list(exchange.gists.slice(0, 2))}.`);
  return lines.filter((line): line is string => line !== null);
}

function transcript(built: BuiltSession): string {
  return built.session.turns.map((turn) => `${turn.role}: ${turn.content}`).join("\n\n");
}

export function buildFactSheets(input: {
  sessions: BuiltSession[];
  fidelity: Fidelity;
  random: Random;
  // The session whose extraction "refused": the sheet keeps the original text instead.
  passthroughIndex?: number;
}): DemoFactSheet[] {
  const { sessions, fidelity, random, passthroughIndex } = input;
  return sessions.map((built, index) => {
    const sessionId = built.session.externalId;
    if (index === passthroughIndex) return { sessionId, text: transcript(built), passthrough: true };
    const lines = built.exchanges.flatMap((exchange) => exchangeLines(exchange, fidelity, random));
    return { sessionId, text: lines.map((line) => `- ${line}`).join("\n"), passthrough: false };
  });
}
