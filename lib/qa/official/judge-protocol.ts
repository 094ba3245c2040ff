import { judgePrompt, judgeVerdict } from "@/lib/qa/judge-prompt";
import { pythonFormat } from "@/lib/qa/official/python-format";
import type { AnscheckTemplates } from "@/lib/qa/official/parse-anscheck-prompt";

// How a judge is asked and how its reply is read. "lore" is Lore's own wording of LongMemEval's
// rules; "longmemeval-official@<sha>" sends exactly what the user's evaluate_qa.py would.
export type JudgeQuestion = { questionId: string; type: string; isAbstention: boolean; question: string; answer: string; response: string };

export type JudgeProtocol = {
  id: string;
  prompt: (q: JudgeQuestion) => string;
  verdict: (output: string) => boolean;
};

export class JudgeProtocolError extends Error {}

export const loreJudgeProtocol: JudgeProtocol = {
  id: "lore",
  prompt: (q) => judgePrompt(q),
  verdict: judgeVerdict,
};

export function officialJudgeProtocol(templates: AnscheckTemplates, sha256: string): JudgeProtocol {
  return {
    id: `longmemeval-official@${sha256.slice(0, 12)}`,
    prompt: (q) => {
      // evaluate_qa.py: abstention='_abs' in entry['question_id'].
      const branch = q.questionId.includes("_abs") ? templates.abstention : templates.byTask[q.type];
      if (!branch)
        throw new JudgeProtocolError(
          `question ${q.questionId} has type "${q.type}", for which evaluate_qa.py has no template (the official script raises NotImplementedError)`,
        );
      const values = { question: q.question, answer: q.answer, response: q.response };
      return pythonFormat(
        branch.template,
        branch.args.map((a) => values[a]),
      );
    },
    // evaluate_qa.py: label = 'yes' in completion.choices[0].message.content.strip().lower()
    verdict: (output) => output.trim().toLowerCase().includes("yes"),
  };
}
