// Sentence templates for synthetic conversations. Each template is a function of a Slots object
// that draws words from the session's topic, so two sessions on one topic still read differently.
import type { Topic } from "@/lib/longmemeval/synthetic/synthetic-topics";

export type Slots = {
  topic: Topic;
  noun: () => string;
  // First person, as the user says them ("keep my pet healthy").
  task: () => string;
  goal: () => string;
  // The same, as the assistant says them back ("keep your pet healthy").
  yourTask: () => string;
  yourGoal: () => string;
  pick: <T>(items: readonly T[]) => T;
  int: (min: number, max: number) => number;
};

type Template = (s: Slots) => string;

const ADJECTIVES = [
  "simple",
  "steady",
  "flexible",
  "realistic",
  "small",
  "manageable",
  "clear",
  "reliable",
  "affordable",
  "practical",
  "gradual",
  "focused",
] as const;
const FEELINGS = [
  "a bit overwhelming",
  "harder than I expected",
  "confusing",
  "slow going",
  "frustrating at times",
  "more fun than I thought",
  "hard to keep up with",
] as const;
const PERIODS = ["day", "week", "weekend", "month"] as const;
const LAST = ["week", "month", "spring", "year", "summer"] as const;
const TIMES = ["a couple of weeks", "about a month", "a few months", "almost a year", "since the spring", "on and off for a while"] as const;
const TITLES = [
  "Start small",
  "Keep it visible",
  "Plan ahead",
  "Track your progress",
  "Build a routine",
  "Ask for feedback",
  "Mind the basics",
  "Set a budget",
  "Review regularly",
  "Make it enjoyable",
  "Remove friction",
  "Be patient",
] as const;

export const USER_OPENERS: readonly Template[] = [
  (s) => `Hi! I've been ${s.task()} for ${s.pick(TIMES)}, and honestly it's been ${s.pick(FEELINGS)}. Could you help me figure out how to ${s.goal()}?`,
  (s) => `I'm trying to ${s.goal()}, mostly around ${s.task()}. Where would you suggest I start?`,
  (s) => `Can you give me some advice on ${s.task()}? I keep getting stuck on the ${s.noun()} part.`,
  (s) => `I want to get better at ${s.topic.subject}. Right now my ${s.noun()} is a mess and I'm not sure what to change first.`,
  (s) => `Quick question about ${s.topic.subject}: what's a ${s.pick(ADJECTIVES)} way to approach ${s.task()} when you don't have much time?`,
];

export const USER_FOLLOW_UPS: readonly Template[] = [
  (s) => `That's really helpful, thanks. What about the ${s.noun()}? I'm not sure how much attention it needs.`,
  (s) => `Okay, that makes sense. How would you handle ${s.task()} if I only have a few hours a ${s.pick(PERIODS)}?`,
  (s) => `Interesting. Do you think the ${s.noun()} deserves more of my time than anything else at this stage?`,
  (s) => `Could you go into a little more detail on the ${s.noun()}? I've read conflicting advice about it.`,
  (s) => `Thanks! Is there anything I should avoid when ${s.task()}?`,
  () => `Got it. How long does it usually take before you notice a difference?`,
  (s) => `That sounds doable. Can you suggest a ${s.pick(ADJECTIVES)} plan for the next ${s.int(2, 6)} weeks?`,
];

export const USER_CONTEXT: readonly Template[] = [
  (s) => `For context, I usually have about ${s.int(2, 9)} hours free on weekends.`,
  () => `My budget is fairly tight this month, so I'd rather not buy anything new.`,
  () => `I live in a small apartment, so space is limited.`,
  (s) => `I tried something similar last ${s.pick(LAST)} but lost track after a few days.`,
  (s) => `A friend of mine swears by keeping the ${s.noun()} ${s.pick(ADJECTIVES)}, but I'm not convinced it would work for me.`,
  (s) => `I've already put a little thought into the ${s.noun()}, though not much.`,
  () => `I work long shifts during the week, which makes consistency hard.`,
  (s) => `The ${s.noun()} side of things is what I find ${s.pick(FEELINGS)}.`,
  () => `I'd like to keep things simple rather than follow a strict system.`,
  (s) => `Ideally I'd spend no more than ${s.int(15, 60)} minutes a day on it.`,
];

export const ASSISTANT_INTROS: readonly Template[] = [
  (s) => `Great question! Here are a few ideas that usually help with ${s.yourTask()}:`,
  (s) => `That's a very reasonable goal. If you want to ${s.yourGoal()}, I'd focus on these points:`,
  () => `Happy to help. Here's how I would approach it, step by step:`,
  (s) => `Good thinking. A ${s.pick(ADJECTIVES)} approach tends to work best here. Some suggestions:`,
  (s) => `It's completely normal for ${s.topic.subject} to feel ${s.pick(FEELINGS)} at first. Here's what I'd suggest:`,
];

export const ADVICE: readonly Template[] = [
  (s) => `Start by looking at your ${s.noun()} and deciding what matters most to you right now.`,
  (s) => `Many people find that ${s.yourTask()} becomes much easier once you keep the ${s.noun()} ${s.pick(ADJECTIVES)}.`,
  (s) => `Set aside ${s.int(10, 45)} minutes a ${s.pick(PERIODS)} for it, so it becomes part of your routine rather than an extra chore.`,
  (s) => `If working on the ${s.noun()} feels ${s.pick(FEELINGS)}, break it into smaller steps and focus on one at a time.`,
  (s) => `Keep a short note of what worked and what didn't; after a few weeks you'll see clear patterns in your ${s.noun()}.`,
  (s) => `A common mistake is to spend too much on the ${s.noun()} before you know whether ${s.yourTask()} really suits you.`,
  (s) => `You could also ask a friend or a local group for honest feedback on your ${s.noun()}.`,
  (s) => `Don't worry about getting everything perfect at first: consistency matters more than intensity with ${s.yourTask()}.`,
  (s) => `Try pairing it with something you already do every ${s.pick(PERIODS)}, which makes the habit much easier to keep.`,
  (s) => `Check your ${s.noun()} once a ${s.pick(PERIODS)} and adjust only one thing at a time, so you can tell what made the difference.`,
  (s) => `If you only change one thing, make it the ${s.noun()}; it tends to affect everything else.`,
  (s) => `It's worth reading a beginner's guide on the ${s.noun()}, but don't let research replace actually doing it.`,
  (s) => `Plan for setbacks: a missed ${s.pick(PERIODS)} is normal, and the goal is simply to pick things up again the next day.`,
  (s) => `Write down why you want to ${s.yourGoal()}; on low-motivation days that reminder helps more than you'd expect.`,
  (s) => `Look for a ${s.pick(ADJECTIVES)} version of the ${s.noun()} first, and upgrade later only if you really need to.`,
  (s) => `Compare your progress with where you were ${s.int(2, 8)} weeks ago, not with other people.`,
  (s) => `Many beginners overlook the ${s.noun()}, but a little attention there saves a lot of time later.`,
  (s) => `Once the basics feel comfortable, add a small challenge, such as ${s.yourTask()} with a slightly higher target.`,
];

export const ASSISTANT_CLOSERS: readonly Template[] = [
  () => `Let me know if you'd like more detail on any of these.`,
  (s) => `If you tell me more about your ${s.noun()}, I can tailor these suggestions further.`,
  () => `Would you like me to put this into a simple weekly plan?`,
  () => `Good luck, and feel free to check back in once you've tried a couple of these!`,
  (s) => `Remember, the best approach is the one you can keep doing, so adapt these to your own ${s.noun()}.`,
];

export const LIST_TITLES = TITLES;
