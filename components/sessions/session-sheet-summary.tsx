import Link from "next/link";
import { ExtractorPicker } from "@/components/sessions/extractor-picker";
import { Badge } from "@/components/ui/badge";
import type { SessionDetail } from "@/lib/dal/sessions/get-session";
import { formatPercent } from "@/lib/format/format-number";
import type { PreparedSessionView } from "@/lib/sessions/prepare-session-view";

type Props = {
  sessionId: string;
  sheets: SessionDetail["factSheets"];
  chosenId: string | null;
  analysis: PreparedSessionView["analysis"];
  passthrough: boolean;
  lostCount: number;
};

// The sheet picker and what the analysis of the chosen sheet found: coverage, lost details, and
// for each question this session answers, whether the answer-bearing detail survived.
export function SessionSheetSummary({ sessionId, sheets, chosenId, analysis, passthrough, lostCount }: Props) {
  if (sheets.length === 0 || chosenId === null) return null;
  const options = sheets.map((s) => ({
    id: s.extractor.id,
    label: `${s.extractor.name}@${s.extractor.version}${s.coverage === null ? "" : ` — coverage ${formatPercent(s.coverage, 0)}`}`,
  }));
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
      <ExtractorPicker sessionId={sessionId} current={chosenId} options={options} />
      {analysis ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Coverage</dt>
          <dd className="tabular-nums text-slate-900">{formatPercent(analysis.coverage)} of the details in the turns</dd>
          <dt className="text-slate-600">Lost details</dt>
          <dd className="tabular-nums text-slate-900">{lostCount}</dd>
          {analysis.questions.map((q) => (
            <div key={q.questionId} className="contents">
              <dt className="text-slate-600">
                <Link href={`/questions/${encodeURIComponent(q.questionId)}`} className="text-indigo-800 underline">
                  {q.externalId}
                </Link>
              </dt>
              <dd>{q.answerBearingLost ? <Badge tone="bad">answer-bearing detail lost</Badge> : <Badge tone="good">answer-bearing details kept</Badge>}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {passthrough ? <Badge tone="warn">passthrough: the sheet keeps the original text</Badge> : null}
    </div>
  );
}
