// Lays the demo user's history out as dated sessions and writes their turns. Each planted fact
// gets a session of its own, so every answer-bearing detail lives in exactly one turn.
import { formatDemoDate, toIso } from "./demo-dates";
import type { DayTime, PlantedFact, QuestionSpec } from "./demo-question-spec";
import { ASKS, REPLY_CLOSINGS, REPLY_OPENINGS, TOPIC_KEYS, TOPICS, type Said, type Tip, type TopicKey } from "./demo-topics";
import type { DemoSession, DemoTurn } from "./demo-types";
import { WORDS } from "./demo-words";
import type { Random } from "./seeded-random";

export const SESSION_COUNT = 40;

export type Exchange = {
  userText: string;
  userLine: string;
  userFact?: PlantedFact;
  assistantText: string;
  gists: string[];
  assistantFact?: PlantedFact;
};

export type BuiltSession = { session: DemoSession; time: DayTime; exchanges: Exchange[] };

export function sessionExternalId(index: number): string {
  return `demo_s_${String(index + 1).padStart(3, "0")}`;
}

export function planSessionTimes(random: Random): DayTime[] {
  const times: DayTime[] = [];
  let day = 4;
  for (let i = 0; i < SESSION_COUNT; i++) {
    times.push({ day, minute: random.int(0, 24 * 60 - 1) });
    day += random.int(2, 6);
  }
  return times;
}

// Returns, per question, the session index of each of its facts in chronological order. Questions
// with a maxSpan are placed first, while there is still room for their sessions to sit close.
export function placeFacts(specs: QuestionSpec[], random: Random): number[][] {
  const free = new Set(Array.from({ length: SESSION_COUNT }, (_, i) => i));
  const placements: number[][] = specs.map(() => []);
  const order = specs.map((_, i) => i).sort((a, b) => Number(!specs[a]?.maxSpan) - Number(!specs[b]?.maxSpan));
  for (const questionIndex of order) {
    const spec = specs[questionIndex] as QuestionSpec;
    const count = spec.facts.length;
    const open = [...free].sort((a, b) => a - b);
    let chosen: number[];
    if (spec.maxSpan) {
      const span = spec.maxSpan;
      const windows = open.map((_, i) => open.slice(i, i + count)).filter((w) => w.length === count && (w[count - 1] as number) - (w[0] as number) <= span);
      chosen = random.pick(windows);
    } else {
      chosen = random.sample(open, count).sort((a, b) => a - b);
    }
    for (const index of chosen) free.delete(index);
    placements[questionIndex] = chosen;
  }
  return placements;
}

function fillSlots(said: Said, random: Random): { turn: string; line: string } {
  const values: Record<string, string> = {
    "{friend}": random.pick(WORDS.friend),
    "{weekday}": random.pick(WORDS.weekday),
    "{n}": String(random.int(2, 6)),
  };
  const apply = (text: string) => text.replace(/\{friend\}|\{weekday\}|\{n\}/g, (slot) => values[slot] ?? slot);
  return { turn: apply(said[0]), line: apply(said[1]) };
}

type SessionDraw = { random: Random; usedTips: Map<TopicKey, Set<number>>; usedSaid: Set<string> };

const TIPS_PER_REPLY = { min: 7, max: 9 } as const;

// Unused tips of a topic; answering an opener, only the ones for that opener or for any.
function freshTips(draw: SessionDraw, topic: TopicKey, thread?: number): number[] {
  const used = draw.usedTips.get(topic) ?? new Set<number>();
  return TOPICS[topic].tips
    .map((tip, i) => ({ tip, i }))
    .filter(({ tip, i }) => !used.has(i) && (thread === undefined || tip[2] === undefined || tip[2] === thread))
    .map(({ i }) => i);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// A list-style reply that never repeats a tip within the session; opener-specific tips come first.
function reply(draw: SessionDraw, topic: TopicKey, options: { thread?: number; lead?: string } = {}) {
  const { random } = draw;
  const bank = TOPICS[topic].tips;
  const fresh = random.shuffle(freshTips(draw, topic, options.thread));
  const ordered = [...fresh.filter((i) => bank[i]?.[2] !== undefined), ...fresh.filter((i) => bank[i]?.[2] === undefined)];
  const picked = ordered.slice(0, random.int(TIPS_PER_REPLY.min, TIPS_PER_REPLY.max));
  const used = draw.usedTips.get(topic) ?? new Set<number>();
  for (const i of picked) used.add(i);
  draw.usedTips.set(topic, used);
  const tips = picked.map((i) => bank[i] as Tip);
  const list = tips.map(([gist, text], i) => `${i + 1}. **${capitalize(gist)}.** ${text}`).join("\n");
  const opening = options.lead ? `${options.lead}\n\nA few more things that will help:` : random.pick(REPLY_OPENINGS);
  const closing = random.sample(REPLY_CLOSINGS, random.int(1, 2)).join(" ");
  const gists = tips.map(([gist]) => gist);
  const plan = gists.length >= 4 && random.chance(0.7) ? `\n\n${planFor(gists)}` : "";
  return { text: `${opening}\n\n${list}${plan}\n\n${closing}`, gists };
}

// The short "here's a plan" recap chat assistants like to end a list with.
function planFor([first, second, third, fourth]: string[]): string {
  return [
    "**If you want a simple plan:**",
    `- This week: start with ${first} and ${second}, and nothing else.`,
    `- Next week: keep those going and add ${third}.`,
    `- After that: check what stuck, drop what didn't, and try ${fourth}.`,
  ].join("\n");
}

function drawSaid(draw: SessionDraw, options: readonly Said[]): { said: Said; index: number } {
  const fresh = options.filter((said) => !draw.usedSaid.has(said[0]));
  const said = draw.random.pick(fresh.length > 0 ? fresh : options);
  draw.usedSaid.add(said[0]);
  return { said, index: options.indexOf(said) };
}

// Real chats drift: small talk stays on the session's topic only while that topic still has
// fresh advice (keeping enough back for the planted fact), otherwise it wanders to another one.
function smallTalkTopic(draw: SessionDraw, topic: TopicKey, reserve: number): TopicKey {
  const enough = (key: TopicKey, extra: number) => freshTips(draw, key).length >= TIPS_PER_REPLY.max + extra;
  if (enough(topic, reserve) && draw.random.chance(0.5)) return topic;
  const others = TOPIC_KEYS.filter((key) => key !== topic && enough(key, 0));
  return draw.random.pick(others);
}

function exchangeFor(draw: SessionDraw, input: { topic: TopicKey; index: number; fact?: PlantedFact; factPending: boolean }): Exchange {
  const { topic, index, fact, factPending } = input;
  const { random } = draw;
  if (fact?.speaker === "assistant" && fact.request) {
    const { text, gists } = reply(draw, topic, { lead: fact.turn });
    return { userText: fact.request.turn, userLine: fact.request.line, assistantText: text, gists, assistantFact: fact };
  }
  if (fact) {
    const { text, gists } = reply(draw, topic);
    return { userText: `${fact.turn} ${random.pick(ASKS)}`, userLine: fact.line, userFact: fact, assistantText: text, gists };
  }
  if (index === 0) {
    const { said, index: thread } = drawSaid(draw, TOPICS[topic].openers);
    const { text, gists } = reply(draw, topic, { thread });
    return { userText: said[0], userLine: said[1], assistantText: text, gists };
  }
  const side = smallTalkTopic(draw, topic, factPending ? TIPS_PER_REPLY.max : 0);
  const { turn, line } = fillSlots(drawSaid(draw, TOPICS[side].fillers).said, random);
  const { text, gists } = reply(draw, side);
  return { userText: `${turn} ${random.pick(ASKS)}`, userLine: line, assistantText: text, gists };
}

export function buildSession(input: { index: number; time: DayTime; fact?: PlantedFact; random: Random }): BuiltSession {
  const { index, time, fact, random } = input;
  const draw: SessionDraw = { random, usedTips: new Map(), usedSaid: new Set() };
  const topic = fact?.topic ?? random.pick(TOPIC_KEYS);
  const exchangeCount = random.int(4, 7);
  const factAt = random.int(0, exchangeCount - 1);
  const exchanges = Array.from({ length: exchangeCount }, (_, i) =>
    exchangeFor(draw, { topic, index: i, fact: i === factAt ? fact : undefined, factPending: Boolean(fact) && i < factAt }),
  );
  const turns: DemoTurn[] = exchanges.flatMap((exchange) => [
    { role: "user" as const, content: exchange.userText },
    { role: "assistant" as const, content: exchange.assistantText },
  ]);
  const session = { externalId: sessionExternalId(index), dateText: formatDemoDate(time), dateIso: toIso(time), turns };
  return { session, time, exchanges };
}

// The turn that carries a planted fact: the user's message, or the assistant reply after it.
export function factPosition(built: BuiltSession, fact: PlantedFact): number {
  const exchange = built.exchanges.findIndex((e) => e.userFact === fact || e.assistantFact === fact);
  if (exchange < 0) throw new Error(`fact "${fact.detail}" is not in ${built.session.externalId}`);
  return exchange * 2 + (fact.speaker === "assistant" ? 1 : 0);
}
