// An answer session: an ordinary conversation on the evidence's topic with each evidence sentence
// woven into a turn of the right speaker. Every turn carries has_answer, true on the evidence
// turns, as in the real files (an abstention's session has none true: it holds only a near miss).
import type { Random } from "@/lib/demo/seeded-random";
import { composeConversation, type SyntheticTurn } from "@/lib/longmemeval/synthetic/compose-conversation";
import type { AnswerSessionSpec } from "@/lib/longmemeval/synthetic/fact-spec";
import { TOPICS } from "@/lib/longmemeval/synthetic/synthetic-topics";

function weave(content: string, sentence: string, role: SyntheticTurn["role"]): string {
  if (role === "assistant") {
    // Before the closing line of a list-style reply.
    const cut = content.lastIndexOf("\n");
    return cut < 0 ? `${content} ${sentence}` : `${content.slice(0, cut)}\n${sentence}${content.slice(cut)}`;
  }
  const cut = content.search(/[.?!] /);
  return cut < 0 ? `${content} ${sentence}` : `${content.slice(0, cut + 1)} ${sentence}${content.slice(cut + 1)}`;
}

export function generateAnswerSession(input: { random: Random; spec: AnswerSessionSpec; abstention: boolean }): SyntheticTurn[] {
  const { random, spec } = input;
  const topic = TOPICS.find((t) => t.subject === spec.topic) ?? random.pick(TOPICS);
  const turns = composeConversation({ random, topic, turnCount: random.pick([6, 8, 10, 10, 12, 12]) }).map((t) => ({ ...t, has_answer: false }));
  const used = new Set<number>();
  for (const evidence of spec.evidence) {
    const candidates = turns.map((t, i) => i).filter((i) => turns[i]!.role === evidence.role && !used.has(i));
    // Rarely the very first exchange: people tend to mention details once a chat is under way.
    const later = candidates.filter((i) => i >= 2);
    const at = random.pick(later.length > 0 ? later : candidates);
    used.add(at);
    const turn = turns[at]!;
    turns[at] = { ...turn, content: weave(turn.content, evidence.sentence, evidence.role), has_answer: !input.abstention };
  }
  return turns;
}
