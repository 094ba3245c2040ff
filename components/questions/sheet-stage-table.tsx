import Link from "next/link";
import { StageStatusBadge } from "@/components/questions/stage-status";
import { Table, Td, Th } from "@/components/ui/table";
import type { ExtractorTrace } from "@/lib/questions/trace-question";
import { DETAIL_KIND_LABELS } from "@/lib/sessions/detail-kinds";

// Stage (a), per representation: is the answer-bearing detail in each extractor's sheets?
export function SheetStageTable({ extractors }: { extractors: ExtractorTrace[] }) {
  if (extractors.length === 0) return <p className="text-sm text-slate-600">No fact sheet has been derived from the evidence sessions.</p>;
  return (
    <Table label="Answer-bearing detail in each fact sheet">
      <thead className="bg-slate-50">
        <tr>
          <Th>Extractor</Th>
          <Th>Answer-bearing detail</Th>
          <Th>Per evidence session</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {extractors.map((e) => (
          <tr key={e.extractorId}>
            <Td className="font-medium">{e.label}</Td>
            <Td>
              <StageStatusBadge status={e.stage.status} />
              {e.stage.status === "lost" || e.stage.status === "partial" ? (
                <div className="mt-1 text-xs font-semibold text-red-800">Lost at: fact sheet</div>
              ) : null}
              <div className="mt-1 text-xs text-slate-600">{e.stage.detail}</div>
            </Td>
            <Td>
              <ul className="space-y-1">
                {e.sessions.map((s) => (
                  <li key={s.sessionId} className="text-xs">
                    <Link
                      href={`/sessions/${encodeURIComponent(s.sessionId)}?extractor=${encodeURIComponent(e.extractorId)}`}
                      className="text-indigo-800 underline"
                    >
                      {s.externalId}
                    </Link>
                    {": "}
                    {s.status === "missing" ? "no sheet" : s.status === "kept" ? "kept" : "lost"}
                    {s.lost.length ? (
                      <span className="text-slate-700">
                        {" "}
                        —{" "}
                        {s.lost
                          .slice(0, 6)
                          .map((d) => `${d.text} (${DETAIL_KIND_LABELS[d.kind].toLowerCase()})`)
                          .join(", ")}
                        {s.lost.length > 6 ? ", …" : ""}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
