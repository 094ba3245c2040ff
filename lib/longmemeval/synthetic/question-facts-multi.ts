// Builders for the types whose answer spans sessions or time: totals across sessions, the days
// between dated events, and a value that a later session updates.
import { NOT_ENOUGH, type AnswerSessionSpec, type FactBuilder } from "@/lib/longmemeval/synthetic/fact-spec";
import { toSecondPerson as you } from "@/lib/longmemeval/synthetic/compose-conversation";
import { EVENTS, FACT_WORDS as W, RECORDS } from "@/lib/longmemeval/synthetic/synthetic-fact-words";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
const listing = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

const MULTI_SESSION: readonly FactBuilder[] = [
  (r, abs) => {
    const thing = r.pick(W.countable);
    const otherThing = r.pick(W.countable.filter((c) => c.plural !== thing.plural));
    const counts = Array.from({ length: r.int(2, 3) }, () => r.int(1, 5));
    return {
      sessions: counts.map(
        (n): AnswerSessionSpec => ({
          topic: "sustainable living",
          evidence: [{ role: "user", sentence: `I ${thing.verb} ${n} more ${thing.plural} ${thing.where}, which I'm pretty happy about.` }],
        }),
      ),
      question: abs ? `How many ${otherThing.plural} have I ${otherThing.verb} in total?` : `How many ${thing.plural} have I ${thing.verb} in total?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned ${thing.plural}, but not any ${otherThing.plural}.` : String(counts.reduce((a, b) => a + b, 0)),
    };
  },
  (r, abs) => {
    const cities = r.sample(W.city, r.int(2, 3));
    return {
      sessions: cities.map(
        (city): AnswerSessionSpec => ({
          topic: "travel planning",
          evidence: [{ role: "user", sentence: `I just got back from a few days in ${city}, and I'm already thinking about the next trip.` }],
        }),
      ),
      question: abs ? `How many different countries did I visit for work trips?` : `How many different cities have I visited on trips recently?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned trips to ${listing(cities)}, but not which were work trips.` : `${cities.length} (${listing(cities)})`,
    };
  },
  (r, abs) => {
    const group = r.pick(["running gear", "garden supplies"] as const);
    const items = r.sample(
      W.spending.filter((s) => s.category === group),
      r.int(2, 3),
    );
    const amounts = items.map(() => r.int(8, 60) * 5);
    return {
      sessions: items.map(
        (item, i): AnswerSessionSpec => ({
          topic: group === "running gear" ? "strength training" : "gardening",
          evidence: [{ role: "user", sentence: `I spent $${amounts[i]} on ${item.thing} this week.` }],
        }),
      ),
      question: abs ? `How much have I spent in total on kitchen equipment?` : `How much have I spent in total on ${group}?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned spending on ${group}, but not on kitchen equipment.` : `$${amounts.reduce((a, b) => a + b, 0)}`,
    };
  },
  (r, abs) => {
    const place = r.pick(W.volunteerPlace);
    const hours = Array.from({ length: r.int(2, 3) }, () => r.int(2, 8));
    return {
      sessions: hours.map(
        (h): AnswerSessionSpec => ({
          topic: "mental wellbeing",
          evidence: [{ role: "user", sentence: `I volunteered for ${h} hours at ${place} recently, and it really lifted my mood.` }],
        }),
      ),
      question: abs ? `How many hours have I volunteered at the hospital?` : `How many hours have I volunteered at ${place} in total?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned volunteering at ${place}, but not at a hospital.` : `${hours.reduce((a, b) => a + b, 0)} hours`,
    };
  },
];

const eventSession = (today: string): AnswerSessionSpec => ({ topic: "mental wellbeing", evidence: [{ role: "user", sentence: `Big news: ${today}!` }] });

const TEMPORAL_REASONING: readonly FactBuilder[] = [
  (r, abs) => {
    const [first, second, unmentioned] = r.sample(EVENTS, 3) as [(typeof EVENTS)[number], (typeof EVENTS)[number], (typeof EVENTS)[number]];
    return {
      sessions: [eventSession(first[0]), eventSession(second[0])],
      minGapDays: 2,
      question: `How many days passed between the day I ${first[1]} and the day I ${abs ? unmentioned[1] : second[1]}?`,
      answer: abs
        ? `${NOT_ENOUGH} You mentioned when you ${you(first[1])}, but not when you ${you(unmentioned[1])}.`
        : (t) =>
            `${days(t.sessionDays[1]! - t.sessionDays[0]!)}. ${days(t.sessionDays[1]! - t.sessionDays[0]! + 1)} (including the last day) is also acceptable.`,
    };
  },
  (r, abs) => {
    const [first, second, unmentioned] = r.sample(EVENTS, 3) as [(typeof EVENTS)[number], (typeof EVENTS)[number], (typeof EVENTS)[number]];
    const [a, b] = r.chance(0.5) ? [first, abs ? unmentioned : second] : [abs ? unmentioned : second, first];
    return {
      sessions: [eventSession(first[0]), eventSession(second[0])],
      minGapDays: 1,
      question: `Which happened first: the day I ${a[1]}, or the day I ${b[1]}?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned when you ${you(first[1])}, but not when you ${you(unmentioned[1])}.` : `You ${you(first[1])} first.`,
    };
  },
  (r, abs) => {
    const [event, unmentioned] = r.sample(EVENTS, 2) as [(typeof EVENTS)[number], (typeof EVENTS)[number]];
    return {
      sessions: [eventSession(event[0])],
      question: `How many days ago did I ${abs ? unmentioned[2] : event[2]}?`,
      answer: abs
        ? `${NOT_ENOUGH} You mentioned when you ${you(event[1])}, but not when you ${you(unmentioned[1])}.`
        : (t) => `${days(t.questionDay - t.sessionDays[0]!)} ago`,
    };
  },
];

const KNOWLEDGE_UPDATE: readonly FactBuilder[] = [
  (r, abs) => {
    const record = r.pick(RECORDS);
    const before = record.base + r.int(0, 3) * Math.sign(record.step);
    const after = before + record.step * r.int(1, 3);
    return {
      sessions: [
        { topic: "mental wellbeing", evidence: [{ role: "user", sentence: `Just so you know, ${record.said(before)}.` }] },
        { topic: "mental wellbeing", evidence: [{ role: "user", sentence: `Quick update: ${record.update(after)}!` }] },
      ],
      minGapDays: 3,
      question: abs ? `What is my current ${record.other}?` : `What is my current ${record.name}?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned your ${record.name}, but not your ${record.other}.` : record.answer(after),
    };
  },
  (r, abs) => {
    const [fromGym, toGym] = r.sample(W.gym, 2) as [string, string];
    return {
      sessions: [
        { topic: "strength training", evidence: [{ role: "user", sentence: `I've had a membership at ${fromGym} for about a year now.` }] },
        { topic: "strength training", evidence: [{ role: "user", sentence: `I finally switched gyms and now train at ${toGym}, which is closer to home.` }] },
      ],
      minGapDays: 3,
      question: abs ? `Which swimming pool do I go to now?` : `Which gym do I go to now?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned your gym, ${toGym}, but not a swimming pool.` : toGym,
    };
  },
  (r, abs) => {
    const [from, to] = r.pick(W.job);
    return {
      sessions: [
        { topic: "job searching", evidence: [{ role: "user", sentence: `I currently work as a ${from}, mostly on internal projects.` }] },
        { topic: "job searching", evidence: [{ role: "user", sentence: `Good news, I was just promoted to ${to}!` }] },
      ],
      minGapDays: 3,
      question: abs ? `What is my partner's current job title?` : `What is my current job title?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned your own job title, ${to}, but not your partner's.` : to,
    };
  },
];

export const MULTI_SESSION_BUILDERS = {
  "multi-session": MULTI_SESSION,
  "temporal-reasoning": TEMPORAL_REASONING,
  "knowledge-update": KNOWLEDGE_UPDATE,
} as const;
