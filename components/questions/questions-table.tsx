import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { QuestionListRow } from "@/lib/dal/questions/list-questions";
import { ASSISTANT_QUESTION_TYPE, questionTypeLabel } from "@/lib/questions/question-type-label";

export function QuestionsTable({ questions }: { questions: QuestionListRow[] }) {
  return (
    <Table label="Questions">
      <thead className="bg-slate-50">
        <tr>
          <Th>Question</Th>
          <Th>Type</Th>
          <Th>Answer</Th>
          <Th className="text-right">Evidence turns</Th>
          <Th className="text-right">Haystack</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {questions.map((q) => (
          <tr key={q.id}>
            <Td>
              <div className="font-mono text-xs text-slate-500">
                {q.benchmark.name} / {q.externalId}
              </div>
              <Link href={`/questions/${encodeURIComponent(q.id)}`} className="text-indigo-800 hover:underline [overflow-wrap:anywhere]">
                {q.text}
              </Link>
            </Td>
            <Td>
              <div className="flex flex-wrap items-center gap-1">
                <Badge tone={q.type === ASSISTANT_QUESTION_TYPE ? "info" : "neutral"}>{questionTypeLabel(q.type)}</Badge>
                {q.isAbstention ? <Badge tone="warn">abstention</Badge> : null}
              </div>
              <div className="mt-0.5 font-mono text-xs text-slate-500">{q.type}</div>
            </Td>
            <Td className="max-w-xs [overflow-wrap:anywhere]">{q.answer}</Td>
            <Td className="text-right tabular-nums">{q._count.evidenceTurns}</Td>
            <Td className="text-right tabular-nums">{q._count.haystack}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
