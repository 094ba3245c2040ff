// Single-session questions: the user said it, the assistant said it, or the user's preference.
import { assistantFact, NOT_ENOUGH, userFact, type QuestionSpec } from "./demo-question-spec";
import { WORDS } from "./demo-words";
import type { Deck, Random } from "./seeded-random";

type SpecBuilder = (deck: Deck, random: Random) => QuestionSpec;

const SINGLE_USER: SpecBuilder[] = [
  (deck) => {
    const breed = deck.draw("breed", WORDS.breed);
    const pet = deck.draw("petName", WORDS.petName);
    return {
      type: "single-session-user",
      abstention: false,
      required: [0],
      text: "What breed is the dog I adopted from the shelter?",
      answer: () => `A ${breed} (named ${pet}).`,
      facts: [
        userFact({
          topic: "pets",
          kind: "name",
          detail: breed,
          turn: `We finally adopted a ${breed} named ${pet} from the shelter last weekend! She has already claimed the couch.`,
          line: `User adopted a {d} named ${pet} from a shelter.`,
          blurLine: "User adopted a dog from a shelter.",
        }),
      ],
    };
  },
  (_deck, random) => {
    const minutes = `${random.int(5, 14) * 5} minutes`;
    return {
      type: "single-session-user",
      abstention: false,
      required: [0],
      text: "How long is my commute to the office?",
      answer: () => `${minutes} each way.`,
      facts: [
        userFact({
          topic: "work",
          kind: "number",
          detail: minutes,
          turn: `My commute to the office is ${minutes} each way on the train, so I'm trying to make better use of that time.`,
          line: "User's commute to the office is {d} each way by train.",
          blurLine: "User has a long train commute to the office.",
        }),
      ],
    };
  },
  (deck) => {
    const starter = deck.draw("starter", WORDS.starter);
    return {
      type: "single-session-user",
      abstention: false,
      required: [0],
      text: "What did I name my sourdough starter?",
      answer: () => `${starter}.`,
      facts: [
        userFact({
          topic: "cooking",
          kind: "name",
          detail: starter,
          turn: `I've kept a sourdough starter alive for six weeks now. I named it ${starter}, and it's finally doubling reliably.`,
          line: "User keeps a six-week-old sourdough starter named {d}.",
          blurLine: "User keeps a sourdough starter.",
        }),
      ],
    };
  },
  (deck) => {
    const shelter = `${deck.draw("shelter", WORDS.shelter)} animal shelter`;
    return {
      type: "single-session-user",
      abstention: true,
      required: [],
      text: "How many hours a week do I volunteer at the public library?",
      answer: () => `${NOT_ENOUGH} You mentioned volunteering at the ${shelter} on Saturday mornings, but never at a library.`,
      facts: [
        userFact({
          topic: "pets",
          kind: "name",
          detail: shelter,
          turn: `I've started volunteering at the ${shelter} every Saturday morning, mostly walking the older dogs.`,
          line: "User volunteers at the {d} on Saturday mornings.",
          blurLine: "User volunteers at an animal shelter.",
        }),
      ],
    };
  },
];

const SINGLE_ASSISTANT: SpecBuilder[] = [
  (deck) => {
    const city = deck.draw("city", WORDS.city);
    const trail = deck.draw("trail", WORDS.trail);
    return {
      type: "single-session-assistant",
      abstention: false,
      required: [0],
      text: `What was the name of the hiking trail you recommended near ${city}?`,
      answer: () => `The ${trail}.`,
      facts: [
        assistantFact({
          topic: "travel",
          kind: "name",
          detail: trail,
          request: {
            turn: `I'll be in ${city} for a long weekend in the fall. Is there a good day hike within an hour of the city?`,
            line: `User asked for a day hike near ${city}.`,
          },
          turn: `For a single day with a moderate climb, I'd recommend the ${trail}: it's roughly 7 miles round trip, with a lookout over the valley about halfway up.`,
          line: `Assistant recommended the {d} (about 7 miles round trip) for a day hike near ${city}.`,
          userLine: `User plans to hike the {d} near ${city}.`,
        }),
      ],
    };
  },
  (deck) => {
    const grams = `${deck.draw("flourGrams", WORDS.flourGrams)} grams of bread flour`;
    return {
      type: "single-session-assistant",
      abstention: false,
      required: [0],
      text: "How much bread flour did you tell me to use for the focaccia that serves eight?",
      answer: () => `${grams.replace(" of bread flour", "")}.`,
      facts: [
        assistantFact({
          topic: "cooking",
          kind: "number",
          detail: grams,
          request: {
            turn: "I want to bake focaccia for a dinner party this weekend. Can you give me a recipe that serves eight?",
            line: "User asked for a focaccia recipe that serves eight.",
          },
          turn: `For a tray that serves eight, use ${grams}, 400 grams of warm water, 10 grams of salt and 7 grams of instant yeast, then let it rise in the fridge overnight.`,
          line: "Assistant's focaccia recipe for eight uses {d} and an overnight rise in the fridge.",
          userLine: "User plans to bake focaccia with {d} for a dinner party.",
        }),
      ],
    };
  },
  (deck) => {
    const subject = deck.draw("readingSubject", WORDS.readingSubject);
    const book = deck.draw("book", WORDS.book);
    const author = deck.draw("author", WORDS.author);
    return {
      type: "single-session-assistant",
      abstention: false,
      required: [0],
      text: `Which book did you suggest I start with to learn about ${subject}?`,
      answer: () => `"${book}" by ${author}.`,
      facts: [
        assistantFact({
          topic: "reading",
          kind: "name",
          detail: book,
          request: {
            turn: `I want to get into ${subject} but I have no idea where to start. What should I read first?`,
            line: `User asked what to read first about ${subject}.`,
          },
          turn: `I'd start with "${book}" by ${author}; it's short, has no equations, and every chapter ends with a plain-language summary.`,
          line: `Assistant suggested starting ${subject} with "{d}" by ${author}.`,
          userLine: `User wants to read "{d}" by ${author}.`,
        }),
      ],
    };
  },
  (deck) => {
    const time = deck.draw("windDown", WORDS.windDown);
    return {
      type: "single-session-assistant",
      abstention: false,
      required: [0],
      text: "What wind-down time did you suggest so I'd stop scrolling my phone at night?",
      answer: () => `${time}.`,
      facts: [
        assistantFact({
          topic: "sleep",
          kind: "name",
          detail: time,
          request: {
            turn: "I keep scrolling on my phone until after midnight and then I'm wrecked the next day. How do I fix my evenings?",
            line: "User scrolls their phone past midnight and wants better evenings.",
          },
          turn: `Pick a fixed wind-down time (I'd suggest ${time}) and when it hits, put your phone on the charger in another room and switch to a paper book.`,
          line: "Assistant suggested a fixed wind-down time of {d}, with the phone charging in another room.",
          userLine: "User wants to start winding down at {d}.",
        }),
      ],
    };
  },
];

function preference(input: {
  topic: "cooking" | "reading" | "photography" | "travel";
  detail: string;
  text: string;
  answer: string;
  turn: string;
  line: string;
  blurLine: string;
}): QuestionSpec {
  const { topic, detail, text, answer, turn, line, blurLine } = input;
  return {
    type: "single-session-preference",
    abstention: false,
    required: [0],
    text,
    answer: () => answer,
    facts: [userFact({ topic, kind: "preference", detail, turn, line, blurLine })],
  };
}

const SINGLE_PREFERENCE: SpecBuilder[] = [
  (deck) => {
    const food = deck.draw("ingredient", WORDS.ingredient);
    return preference({
      topic: "cooking",
      detail: food,
      text: "Can you suggest a recipe I could make this weekend?",
      answer: `The user would prefer a vegetarian recipe, ideally one built around ${food}; meat dishes would not suit them.`,
      turn: `I've been cooking mostly vegetarian this year, and honestly I'd put ${food} in everything if I could.`,
      line: "User cooks mostly vegetarian and loves {d}.",
      blurLine: "User cooks mostly vegetarian.",
    });
  },
  (deck) => {
    const subject = deck.draw("podcastSubject", WORDS.podcastSubject);
    return preference({
      topic: "reading",
      detail: subject,
      text: "Can you recommend some podcasts for my commute?",
      answer: `The user would prefer long-form interview podcasts about ${subject}, not chatty panel shows.`,
      turn: `On my commute I mostly listen to podcasts about ${subject}; I like long interviews much more than chatty panel shows.`,
      line: "User likes long-form interview podcasts about {d}.",
      blurLine: "User listens to podcasts while commuting.",
    });
  },
  (deck) => {
    const camera = deck.draw("camera", WORDS.camera);
    const style = deck.draw("photoStyle", WORDS.photoStyle);
    return preference({
      topic: "photography",
      detail: camera,
      text: "What camera accessories should I look at next?",
      answer: `The user would prefer accessories that fit their ${camera} and suit ${style} photography, not gear for another camera system.`,
      turn: `I shoot with a ${camera} and mostly do ${style} photography, so it comes with me on every weekend walk.`,
      line: `User shoots ${style} photography with a {d}.`,
      blurLine: `User does ${style} photography.`,
    });
  },
  (deck) => {
    const lodging = deck.draw("lodging", WORDS.lodging);
    return preference({
      topic: "travel",
      detail: lodging,
      text: "Can you recommend where I should stay on my next trip?",
      answer: `The user would prefer ${lodging} in a walkable neighborhood and would not want chain-hotel suggestions.`,
      turn: `When I travel I always book ${lodging} in walkable neighborhoods; big chain hotels feel the same everywhere.`,
      line: "User prefers {d} in walkable neighborhoods over chain hotels.",
      blurLine: "User dislikes chain hotels.",
    });
  },
];

export const SINGLE_SESSION_BUILDERS: SpecBuilder[] = [...SINGLE_USER, ...SINGLE_ASSISTANT, ...SINGLE_PREFERENCE];
export type { SpecBuilder };
