// What the demo user chats about. Each topic gives the openers and small talk a session is built
// from and the tips the assistant's list-style replies draw on.
import { ACTIVE_TOPICS } from "./demo-topics-active";
import { HOME_TOPICS } from "./demo-topics-home";

export type TopicKey = "pets" | "cooking" | "gardening" | "home" | "sleep" | "reading" | "fitness" | "travel" | "running" | "biking" | "work" | "photography";

// [what the user says, the fact-sheet line for it]; fillers may use {friend}, {weekday}, {n}.
export type Said = readonly [turn: string, line: string];

// [a few words naming the tip, the tip as the assistant writes it, the opener it answers]
export type Tip = readonly [gist: string, text: string, thread?: number];

export type Topic = {
  openers: readonly Said[];
  fillers: readonly Said[];
  tips: readonly Tip[];
};

export const TOPICS: Record<TopicKey, Topic> = { ...HOME_TOPICS, ...ACTIVE_TOPICS };

export const TOPIC_KEYS = Object.keys(TOPICS) as TopicKey[];

export const ASKS = [
  "What else should I keep in mind?",
  "Any other tips for me?",
  "What would you suggest I focus on next?",
  "Is there anything I should watch out for?",
  "Any ideas for keeping this going?",
  "What should I do next?",
] as const;

export const REPLY_OPENINGS = [
  "Happy to help with that! Here are a few things that tend to make the biggest difference:",
  "That sounds like a great plan. A few suggestions that should make it easier:",
  "Good question. Here's how I'd think about it:",
  "Nice! Here are some ideas you can pick and choose from:",
  "Totally doable. These are the things I'd focus on first:",
  "Great that you're thinking about this early. Some practical pointers:",
] as const;

export const REPLY_CLOSINGS = [
  "If you tell me a bit more about your schedule, I can narrow this down to a short plan.",
  "You don't need to do all of these at once; pick two and see how the first week goes.",
  "Let me know how it goes, and we can adjust anything that doesn't fit.",
  "Would it help if I turned this into a checklist you can keep on your phone?",
  "Small, consistent steps usually beat a big overhaul, so start with whatever feels easiest.",
] as const;
