// Questions that need more than one session, or a date: multi-session, temporal reasoning and
// knowledge updates.
import { formatDemoDay } from "./demo-dates";
import { NOT_ENOUGH, userFact, type QuestionSpec } from "./demo-question-spec";
import type { SpecBuilder } from "./demo-questions-single";
import { NUMBER_WORDS, WORDS } from "./demo-words";

const MULTI_SESSION: SpecBuilder[] = [
  (_deck, random) => {
    const [a, b] = [random.int(3, 8), random.int(3, 8)];
    return {
      type: "multi-session",
      abstention: false,
      required: [0, 1],
      text: "How many plants did I buy in total across my garden center and nursery trips?",
      answer: () => `${a + b} plants (${a} for the balcony, then ${b} more at the nursery sale).`,
      facts: [
        userFact({
          topic: "gardening",
          kind: "number",
          detail: `${a} plants`,
          turn: `I went a little overboard at the garden center and came home with ${a} plants for the balcony, mostly herbs and a couple of trailing succulents.`,
          line: "User bought {d} for the balcony at the garden center.",
          blurLine: "User bought several plants for the balcony.",
        }),
        userFact({
          topic: "gardening",
          kind: "number",
          detail: `${b} more plants`,
          turn: `I couldn't resist the nursery's spring sale and picked up ${b} more plants, including a fiddle-leaf fig for the living room.`,
          line: "User bought {d} at a nursery sale, including a fiddle-leaf fig.",
          blurLine: "User bought more plants at a nursery sale.",
        }),
      ],
    };
  },
  (_deck, random) => {
    const [saddle, tires, chain] = [random.int(6, 12) * 5, random.int(8, 16) * 5, random.int(12, 24) * 5];
    const part = (detail: string, turn: string, line: string, blurLine: string) => userFact({ topic: "biking", kind: "number", detail, turn, line, blurLine });
    return {
      type: "multi-session",
      abstention: false,
      required: [0, 1, 2],
      text: "How much have I spent on my bike in total over the last few months?",
      answer: () => `$${saddle + tires + chain} ($${saddle} saddle, $${tires} tires, $${chain} chain and tune-up).`,
      facts: [
        part(
          `$${saddle}`,
          `I replaced the saddle on my commuter bike. $${saddle} well spent, my back already thanks me.`,
          "User spent {d} on a new saddle for the commuter bike.",
          "User bought a new saddle for the commuter bike.",
        ),
        part(
          `$${tires}`,
          `Two flats in two days, so I finally bought puncture-resistant tires for $${tires}.`,
          "User bought puncture-resistant tires for {d}.",
          "User bought puncture-resistant tires.",
        ),
        part(
          `$${chain}`,
          `The shop said my chain was stretched, so I paid $${chain} for a new chain and a tune-up.`,
          "User paid {d} for a new chain and a tune-up.",
          "User paid for a new chain and a tune-up.",
        ),
      ],
    };
  },
  (deck) => {
    const [first, second] = [deck.draw("city", WORDS.city), deck.draw("city", WORDS.city)];
    return {
      type: "multi-session",
      abstention: false,
      required: [0, 1],
      text: "Which cities have I traveled to for work?",
      answer: () => `${first} and ${second}.`,
      facts: [
        userFact({
          topic: "work",
          kind: "name",
          detail: first,
          turn: `Work is sending me to ${first} for a three-day client workshop, my first work trip in ages.`,
          line: "User has a three-day work trip to {d} for a client workshop.",
          blurLine: "User has an upcoming work trip.",
        }),
        userFact({
          topic: "work",
          kind: "name",
          detail: second,
          turn: `Just got back from a work trip to ${second}: two days of back-to-back meetings and one very good dinner.`,
          line: "User took a work trip to {d}.",
          blurLine: "User recently took a work trip.",
        }),
      ],
    };
  },
  (_deck, random) => {
    const [a, b] = [random.int(3, 6), random.int(3, 6)];
    return {
      type: "multi-session",
      abstention: true,
      required: [],
      text: "How many times have I been to the climbing gym in total?",
      answer: () => `${NOT_ENOUGH} You mentioned yoga classes (${a}, then ${b} more), but never a climbing gym.`,
      facts: [
        userFact({
          topic: "fitness",
          kind: "number",
          detail: `${a} yoga classes`,
          turn: `I went to ${a} yoga classes this month at the studio near work, and my shoulders feel so much looser.`,
          line: "User went to {d} this month.",
          blurLine: "User has been going to yoga classes.",
        }),
        userFact({
          topic: "fitness",
          kind: "number",
          detail: `${b} yoga classes`,
          turn: `Another ${b} yoga classes since we last talked! The Thursday instructor is my favorite.`,
          line: "User went to {d} more.",
          blurLine: "User keeps going to yoga classes.",
        }),
      ],
    };
  },
];

const TEMPORAL: SpecBuilder[] = [
  (deck, random) => {
    const product = deck.draw("product", WORDS.product);
    const daysBefore = random.int(2, 5);
    const ago = `${NUMBER_WORDS[daysBefore]} days ago`;
    return {
      type: "temporal-reasoning",
      abstention: false,
      required: [0, 1],
      maxSpan: 4,
      text: `How many days passed between when I ordered the ${product.name} and when it arrived?`,
      answer: ({ factTimes: [ordered, arrived] }) => `${(arrived?.day ?? 0) - ((ordered?.day ?? 0) - daysBefore)} days.`,
      facts: [
        userFact({
          topic: "home",
          kind: "date",
          detail: ago,
          turn: `I ordered a ${product.name} ${ago} and there's still no shipping update, which is making me nervous.`,
          line: `User ordered a ${product.name} {d}.`,
          blurLine: `User recently ordered a ${product.name}.`,
        }),
        userFact({
          topic: "home",
          kind: "event",
          detail: product.name,
          turn: `Good news: the ${product.name} arrived this morning! Setting it up took most of the evening, but it was worth it.`,
          line: "User's {d} arrived the morning of this session.",
          blurLine: `User received ${product.blur}.`,
        }),
      ],
    };
  },
  (deck, random) => {
    const race = deck.draw("race", WORDS.race);
    const weeks = random.int(2, 4);
    const ago = `${NUMBER_WORDS[weeks]} weeks ago`;
    return {
      type: "temporal-reasoning",
      abstention: false,
      required: [0],
      text: `How many weeks ago did I start training for the ${race}?`,
      answer: ({ factTimes: [said], questionTime }) => {
        const start = (said?.day ?? 0) - weeks * 7;
        return `About ${Math.round((questionTime.day - start) / 7)} weeks ago (training began around ${formatDemoDay(start)}).`;
      },
      facts: [
        userFact({
          topic: "running",
          kind: "date",
          detail: ago,
          turn: `I started training for the ${race} ${ago}, and yesterday was my first 8-mile long run.`,
          line: `User started training for the ${race} {d}; first 8-mile long run the day before this session.`,
          blurLine: `User is training for the ${race}.`,
        }),
      ],
    };
  },
  (deck, random) => {
    const city = deck.draw("city", WORDS.city);
    const sister = deck.draw("sister", WORDS.sister);
    const trip = userFact({
      topic: "travel",
      kind: "name",
      detail: city,
      turn: `Just got back from ${city}: five days of walking everywhere and eating far too much.`,
      line: "User returned from a five-day trip to {d}.",
      blurLine: "User returned from a five-day trip.",
    });
    const visit = userFact({
      topic: "home",
      kind: "name",
      detail: sister,
      turn: `My sister ${sister} is staying with us this week, so the guest room finally got cleared out.`,
      line: "User's sister {d} is visiting this week.",
      blurLine: "User has family visiting this week.",
    });
    const tripFirst = random.chance(0.5);
    return {
      type: "temporal-reasoning",
      abstention: false,
      required: [0, 1],
      text: `Which happened first, my trip to ${city} or my sister ${sister}'s visit?`,
      answer: () => (tripFirst ? `The trip to ${city} came first.` : `${sister}'s visit came first.`),
      facts: tripFirst ? [trip, visit] : [visit, trip],
    };
  },
  (deck) => {
    const city = deck.draw("city", WORDS.city);
    return {
      type: "temporal-reasoning",
      abstention: true,
      required: [],
      text: `How many days before my dentist appointment did I book my flight to ${city}?`,
      answer: () => `${NOT_ENOUGH} You mentioned booking a flight to ${city}, but never a dentist appointment.`,
      facts: [
        userFact({
          topic: "travel",
          kind: "name",
          detail: city,
          turn: `I booked my flight to ${city} today; it leaves on a Friday evening, so I only lose half a day of work.`,
          line: "User booked a flight to {d}, leaving on a Friday evening.",
          blurLine: "User booked a flight.",
        }),
      ],
    };
  },
];

function update(input: {
  topic: "running" | "work" | "reading" | "fitness";
  kind: "number" | "name";
  text: string;
  old: string;
  now: string;
  oldTurn: string;
  newTurn: string;
  oldLine: string;
  newLine: string;
  oldBlur: string;
  newBlur: string;
}): QuestionSpec {
  const { topic, kind } = input;
  return {
    type: "knowledge-update",
    abstention: false,
    required: [1],
    text: input.text,
    answer: () => `${input.now}.`,
    stale: { fact: 0, answer: `${input.old}.` },
    facts: [
      userFact({ topic, kind, detail: input.old, turn: input.oldTurn, line: input.oldLine, blurLine: input.oldBlur }),
      userFact({ topic, kind, detail: input.now, turn: input.newTurn, line: input.newLine, blurLine: input.newBlur }),
    ],
  };
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

const KNOWLEDGE_UPDATE: SpecBuilder[] = [
  (_deck, random) => {
    const first = random.int(27 * 60, 29 * 60);
    const [old, now] = [clock(first), clock(first - random.int(40, 120))];
    return update({
      topic: "running",
      kind: "number",
      text: "What is my current 5K personal best?",
      old,
      now,
      oldTurn: `New 5K personal best this morning: ${old}! I've been chasing that for a while.`,
      newTurn: `I have to brag: I ran the park 5K in ${now} on Saturday, a new personal best by a lot.`,
      oldLine: "User's 5K personal best is {d}.",
      newLine: "User's 5K personal best is now {d}.",
      oldBlur: "User set a 5K personal best.",
      newBlur: "User improved their 5K personal best.",
    });
  },
  (deck) => {
    const [old, now] = deck.draw("jobTitles", WORDS.jobTitles);
    const company = deck.draw("company", WORDS.company);
    return update({
      topic: "work",
      kind: "name",
      text: "What is my current job title?",
      old,
      now,
      oldTurn: `I work as a ${old} at ${company}, and lately it's mostly building dashboards nobody reads.`,
      newTurn: `Big news: I got promoted to ${now}! I start managing two people next month.`,
      oldLine: `User works as a {d} at ${company}.`,
      newLine: `User was promoted to {d} at ${company}.`,
      oldBlur: `User works at ${company}.`,
      newBlur: "User was promoted at work.",
    });
  },
  (_deck, random) => {
    const first = random.int(6, 12);
    const [old, now] = [`${first} books`, `${first + random.int(3, 7)} books`];
    return update({
      topic: "reading",
      kind: "number",
      text: "How many books have I read so far this year?",
      old,
      now,
      oldTurn: `I've read ${old} so far this year, which is already more than all of last year.`,
      newTurn: `Reading challenge update: I'm at ${now} for the year now!`,
      oldLine: "User has read {d} so far this year.",
      newLine: "User is at {d} for the year.",
      oldBlur: "User has read several books this year.",
      newBlur: "User is ahead on their reading challenge.",
    });
  },
  (deck) => {
    const [old, now] = [deck.draw("gym", WORDS.gym), deck.draw("gym", WORDS.gym)];
    return update({
      topic: "fitness",
      kind: "name",
      text: "Which gym am I a member of now?",
      old,
      now,
      oldTurn: `I signed up for a membership at ${old}; it's close to the office and open until midnight.`,
      newTurn: `I cancelled my old gym and joined ${now}. It has a pool, which I've really missed.`,
      oldLine: "User has a gym membership at {d}.",
      newLine: "User switched gyms to {d}, which has a pool.",
      oldBlur: "User has a gym membership.",
      newBlur: "User switched to a gym with a pool.",
    });
  },
];

export const MULTI_SESSION_BUILDERS: SpecBuilder[] = [...MULTI_SESSION, ...TEMPORAL, ...KNOWLEDGE_UPDATE];
