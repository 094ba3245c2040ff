// Builders for the single-session types: one answer session whose evidence is a user detail,
// an assistant recommendation, or a stated preference.
import { NOT_ENOUGH, type FactBuilder } from "@/lib/longmemeval/synthetic/fact-spec";
import { FACT_WORDS as W, PREFERENCES } from "@/lib/longmemeval/synthetic/synthetic-fact-words";

const other = <T>(random: { pick: (items: readonly T[]) => T }, items: readonly T[], not: T): T => {
  for (;;) {
    const value = random.pick(items);
    if (value !== not) return value;
  }
};

const SINGLE_SESSION_USER: readonly FactBuilder[] = [
  (r, abs) => {
    const [relation, name, animal, pet] = [r.pick(W.relation), r.pick(W.firstName), r.pick(W.animal), r.pick(W.petName)];
    const missing = r.pick(W.unmentioned);
    return {
      sessions: [
        {
          topic: "pet care",
          evidence: [
            {
              role: "user",
              sentence: `My ${relation} ${name} just adopted a ${animal} and named it ${pet}, so I've been reading up on how to help them settle in.`,
            },
          ],
        },
      ],
      question: abs ? `What did my ${missing} name their new ${animal}?` : `What did my ${relation} name their new ${animal}?`,
      answer: abs
        ? `${NOT_ENOUGH} You mentioned that your ${relation} ${name} named their ${animal} ${pet}, but nothing about your ${missing} getting a pet.`
        : pet,
    };
  },
  (r, abs) => {
    const [mode, minutes] = [r.pick(W.commuteMode), r.int(12, 75)];
    return {
      sessions: [
        {
          topic: "mental wellbeing",
          evidence: [{ role: "user", sentence: `My commute takes about ${minutes} minutes each way by ${mode}, so I try to use that time to unwind.` }],
        },
      ],
      question: abs ? `How long does my commute take when I drive to work?` : `How long is my commute to work?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned a ${minutes}-minute commute by ${mode}, but not how long it takes by car.` : `${minutes} minutes each way`,
    };
  },
  (r, abs) => {
    const [item, store, price] = [r.pick(W.item), r.pick(W.store), r.int(12, 180)];
    const otherItem = other(r, W.item, item);
    return {
      sessions: [
        {
          topic: "sustainable living",
          evidence: [{ role: "user", sentence: `I picked up a new ${item} at ${store} last weekend, and it was on sale for $${price}.` }],
        },
      ],
      question: abs ? `Where did I buy my new ${otherItem}?` : `Where did I buy my new ${item}?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned buying a ${item} at ${store}, but not where you bought a ${otherItem}.` : store.replace(/^the /, "The "),
    };
  },
  (r, abs) => {
    const [field, university] = [r.pick(W.field), r.pick(W.university)];
    return {
      sessions: [
        {
          topic: "job searching",
          evidence: [
            { role: "user", sentence: `I graduated with a degree in ${field} from ${university}, which is partly why I'm looking at roles like this.` },
          ],
        },
      ],
      question: abs ? `What did I study for my master's degree?` : `What did I study at university?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned a degree in ${field}, but nothing about a master's degree.` : field,
    };
  },
  (r, abs) => {
    const [lesson, day] = [r.pick(W.lessonKind), r.pick(W.weekday)];
    const otherLesson = other(r, W.lessonKind, lesson);
    return {
      sessions: [
        {
          topic: "mental wellbeing",
          evidence: [{ role: "user", sentence: `I signed up for a ${lesson} class that meets every ${day} evening at the community centre.` }],
        },
      ],
      question: abs ? `On which day does my ${otherLesson} class meet?` : `On which day does my ${lesson} class meet?`,
      answer: abs ? `${NOT_ENOUGH} You mentioned a ${lesson} class on ${day}s, but not a ${otherLesson} class.` : day,
    };
  },
];

const SINGLE_SESSION_ASSISTANT: readonly FactBuilder[] = [
  (r) => {
    const [book, author] = [r.pick(W.book), r.pick(W.author)];
    return {
      sessions: [
        {
          topic: "reading habits",
          evidence: [
            {
              role: "assistant",
              sentence: `If you want one book to start with, I'd recommend "${book}" by ${author}; it covers the basics without being dry.`,
            },
          ],
        },
      ],
      question: `You recommended a book to start with when I asked about building a reading habit. What was its title?`,
      answer: `"${book}" by ${author}`,
    };
  },
  (r) => {
    const [dish, temp, minutes] = [r.pick(W.dish), r.pick([325, 340, 350, 360, 375, 400, 425]), r.int(4, 12) * 5];
    return {
      sessions: [
        {
          topic: "home cooking",
          evidence: [{ role: "assistant", sentence: `For the ${dish}, bake it at ${temp}°F for about ${minutes} minutes, until the top is golden.` }],
        },
      ],
      question: `What oven temperature did you suggest for the ${dish}?`,
      answer: `${temp}°F`,
    };
  },
  (r) => {
    const weeks = r.int(3, 12);
    return {
      sessions: [
        {
          topic: "strength training",
          evidence: [
            {
              role: "assistant",
              sentence: `I'd suggest a plan that runs for ${weeks} weeks: three short sessions a week, adding a little weight every second week.`,
            },
          ],
        },
      ],
      question: `How many weeks long was the training plan you suggested for me?`,
      answer: `${weeks} weeks`,
    };
  },
  (r) => {
    const place = r.pick(W.place);
    return {
      sessions: [
        {
          topic: "event planning",
          evidence: [{ role: "assistant", sentence: `One option worth checking is ${place}; it's known for being easy to book for small groups.` }],
        },
      ],
      question: `What was the place you suggested when I asked where to hold a small get-together?`,
      answer: place.replace(/^the /, "The "),
    };
  },
];

const SINGLE_SESSION_PREFERENCE: FactBuilder = (r) => {
  const p = r.pick(PREFERENCES);
  return {
    sessions: [{ topic: p.topic, evidence: [{ role: "user", sentence: `Honestly, I much prefer ${p.likes}, because ${p.reason}.` }] }],
    question: `Can you recommend some ${p.category} for me to try this weekend?`,
    answer: `The user would prefer suggestions of ${p.likes}, matching what they said earlier about their taste. They might not prefer ${p.dislikes}.`,
  };
};

export const SINGLE_SESSION_BUILDERS = {
  "single-session-user": SINGLE_SESSION_USER,
  "single-session-assistant": SINGLE_SESSION_ASSISTANT,
  "single-session-preference": [SINGLE_SESSION_PREFERENCE],
} as const;
