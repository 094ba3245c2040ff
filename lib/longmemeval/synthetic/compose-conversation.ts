// Builds a conversation's turns from the templates: user turns of roughly 250-900 characters and
// list-style assistant replies of roughly 800-1,750, which averages close to the ~1,000
// characters a turn of the real S file holds.
import type { Random } from "@/lib/demo/seeded-random";
import {
  ADVICE,
  ASSISTANT_CLOSERS,
  ASSISTANT_INTROS,
  LIST_TITLES,
  USER_CONTEXT,
  USER_FOLLOW_UPS,
  USER_OPENERS,
  type Slots,
} from "@/lib/longmemeval/synthetic/synthetic-templates";
import type { Topic } from "@/lib/longmemeval/synthetic/synthetic-topics";

export type SyntheticTurn = { role: "user" | "assistant"; content: string; has_answer?: boolean };

// "keep my pet healthy" as the assistant says it back: "keep your pet healthy".
export const toSecondPerson = (phrase: string) =>
  phrase
    .replace(/\bmy\b/g, "your")
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, "you");

export function createSlots(random: Random, topic: Topic): Slots {
  return {
    topic,
    noun: () => random.pick(topic.nouns),
    task: () => random.pick(topic.tasks),
    goal: () => random.pick(topic.goals),
    yourTask: () => toSecondPerson(random.pick(topic.tasks)),
    yourGoal: () => toSecondPerson(random.pick(topic.goals)),
    pick: random.pick,
    int: random.int,
  };
}

function composeUserTurn(random: Random, slots: Slots, first: boolean): string {
  const target = random.int(250, 900);
  const parts = [random.pick(first ? USER_OPENERS : USER_FOLLOW_UPS)(slots)];
  let length = parts[0]!.length;
  for (const template of random.shuffle(USER_CONTEXT)) {
    if (length >= target) break;
    const sentence = template(slots);
    // A first message opens with its request; a follow-up gives context before its question.
    if (first) parts.push(sentence);
    else parts.splice(parts.length - 1, 0, sentence);
    length += sentence.length + 1;
  }
  return parts.join(" ");
}

function composeAssistantTurn(random: Random, slots: Slots): string {
  const target = random.int(800, 1750);
  const lines = [random.pick(ASSISTANT_INTROS)(slots)];
  let length = lines[0]!.length;
  const advice = random.shuffle(ADVICE);
  const titles = random.shuffle(LIST_TITLES);
  for (let item = 0; length < target && item * 2 + 1 < advice.length; item++) {
    const line = `${item + 1}. **${titles[item % titles.length]}**: ${advice[item * 2]!(slots)} ${advice[item * 2 + 1]!(slots)}`;
    lines.push(line);
    length += line.length + 1;
  }
  lines.push(random.pick(ASSISTANT_CLOSERS)(slots));
  return lines.join("\n");
}

export function composeConversation(input: { random: Random; topic: Topic; turnCount: number; startsWithAssistant?: boolean }): SyntheticTurn[] {
  const { random, turnCount } = input;
  const slots = createSlots(random, input.topic);
  const offset = input.startsWithAssistant ? 1 : 0;
  const turns: SyntheticTurn[] = [];
  for (let i = 0; i < turnCount; i++) {
    const role = (i + offset) % 2 === 0 ? "user" : "assistant";
    turns.push({ role, content: role === "user" ? composeUserTurn(random, slots, i === 0) : composeAssistantTurn(random, slots) });
  }
  return turns;
}

// Mostly 10 or 12 turns, sometimes a short exchange, as in the real haystacks.
export function drawTurnCount(random: Random): number {
  if (random.chance(0.1)) return random.int(2, 4) * 2;
  return random.chance(0.5) ? 10 : 12;
}
