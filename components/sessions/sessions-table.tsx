import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { SessionListRow } from "@/lib/dal/sessions/list-sessions";
import { formatPercent } from "@/lib/format/format-number";
import { ASSISTANT_QUESTION_TYPE, questionTypeLabel } from "@/lib/questions/question-type-label";

// One row per session. With an extractor chosen, its fact sheet's stored analysis: coverage and
// whether an answer-bearing detail was lost (— when `lore analyze detail-loss` has not run).
export function SessionsTable({ sessions, extractorId }: { sessions: SessionListRow[]; extractorId?: string }) {
  const analysis = Boolean(extractorId);
  return (
    <Table label="Sessions">
      <thead className="bg-slate-50">
        <tr>
          <Th>Session</Th>
          <Th>Date</Th>
          <Th className="text-right">Turns</Th>
          <Th>Evidence for</Th>
          <Th className="text-right">Fact sheets</Th>
          <Th className="text-right">Haystacks</Th>
          {analysis ? (
            <>
              <Th className="text-right">Coverage</Th>
              <Th>Answer-bearing detail lost</Th>
              <Th className="text-right">Lost details</Th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sessions.map((s) => (
          <tr key={s.id}>
            <Td>
              <Link
                className="font-medium text-indigo-800 hover:underline"
                href={`/sessions/${encodeURIComponent(s.id)}${extractorId ? `?extractor=${encodeURIComponent(extractorId)}` : ""}`}
              >
                {s.externalId}
              </Link>
            </Td>
            <Td>{s.dateText ?? "—"}</Td>
            <Td className="text-right tabular-nums">{s.turnCount}</Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {s.evidenceTypes.length === 0 ? <span className="text-slate-500">—</span> : null}
                {s.evidenceTypes.map((type) => (
                  <Badge key={type} tone={type === ASSISTANT_QUESTION_TYPE ? "info" : "warn"} className="whitespace-nowrap">
                    {questionTypeLabel(type)}
                  </Badge>
                ))}
              </div>
            </Td>
            <Td className="text-right tabular-nums">{s.factSheetCount}</Td>
            <Td className="text-right tabular-nums">{s.haystackCount}</Td>
            {analysis ? (
              <>
                <Td className="text-right tabular-nums">{s.coverage === null ? <span title="Not analyzed yet">—</span> : formatPercent(s.coverage)}</Td>
                <Td>
                  {s.answerBearingLost === null ? (
                    <span className="text-slate-500">—</span>
                  ) : s.answerBearingLost ? (
                    <Badge tone="bad">lost</Badge>
                  ) : (
                    <Badge tone="good">kept</Badge>
                  )}
                </Td>
                <Td className="text-right tabular-nums">{s.lostDetailCount ?? "—"}</Td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
