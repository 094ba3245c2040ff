import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Table, Td, Th } from "@/components/ui/table";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listQuestions } from "@/lib/dal/questions/list-questions";

export const metadata: Metadata = { title: "Questions" };

export default async function QuestionsPage() {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const questions = await listQuestions({ workspaceId: workspace.id });
  return (
    <>
      <PageHeader title="Questions" description="Benchmark questions with their gold answers and the turns that hold the answer." />
      {questions.length === 0 ? (
        <EmptyState title="No benchmark questions yet">
          <p>Import the LongMemEval question files (oracle, S or M) into a benchmark.</p>
          <Command>npm run lore -- import longmemeval longmemeval_oracle.json --benchmark oracle</Command>
        </EmptyState>
      ) : (
        <Table label="Questions">
          <thead className="bg-slate-50">
            <tr><Th>Question</Th><Th>Type</Th><Th>Answer</Th><Th className="text-right">Evidence turns</Th><Th className="text-right">Haystack</Th></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {questions.map((q) => (
              <tr key={q.id}>
                <Td>
                  <div className="font-mono text-xs text-slate-500">{q.benchmark.name} / {q.externalId}</div>
                  <div>{q.text}</div>
                </Td>
                <Td>
                  <Badge tone={q.type === "single-session-assistant" ? "info" : "neutral"}>{q.type}</Badge>
                  {q.isAbstention ? <Badge tone="warn" className="ml-1">abstention</Badge> : null}
                </Td>
                <Td className="max-w-xs">{q.answer}</Td>
                <Td className="text-right tabular-nums">{q._count.evidenceTurns}</Td>
                <Td className="text-right tabular-nums">{q._count.haystack}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
