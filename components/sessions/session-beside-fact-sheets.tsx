import { ProposeMemoryForm, type ProposeContext } from "@/components/sessions/propose-memory-form";
import { Badge } from "@/components/ui/badge";
import type { SessionDetail } from "@/lib/dal/sessions/get-session";
import { factSheetLines } from "@/lib/fact-sheets/fact-sheet-lines";
import { cn } from "@/lib/utils/cn";

// The original turns beside every fact sheet derived from them. Text is rendered as React
// text nodes, so markup inside a conversation stays inert. With `propose` (for those who may
// create proposals) every turn and fact-sheet line offers "Propose a memory".
export function SessionBesideFactSheets({ session, propose }: { session: SessionDetail; propose?: ProposeContext }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label="Original session">
        <h2 className="mb-2 text-sm font-semibold text-slate-700">Original turns</h2>
        <ol className="space-y-2">
          {session.observations.map((turn) => {
            const evidence = turn.evidenceFor.length > 0;
            return (
              <li
                key={turn.id}
                data-evidence={evidence ? "true" : undefined}
                className={cn("rounded-md border p-3 text-sm", evidence ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-white")}
              >
                <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span className="font-semibold capitalize">{turn.role ?? "fragment"}</span>
                  <span>#{turn.position}</span>
                  {turn.evidenceFor.map(({ question }) => (
                    <Badge key={question.id} tone="warn">answers {question.externalId} ({question.type})</Badge>
                  ))}
                </div>
                <p className="whitespace-pre-wrap text-slate-900">{turn.content}</p>
                {propose ? (
                  <ProposeMemoryForm context={propose} citation={{ observationIds: [turn.id] }} prefill={turn.content} subject={`turn #${turn.position}`} />
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-label="Fact sheets">
        <h2 className="mb-2 text-sm font-semibold text-slate-700">Fact sheets</h2>
        {session.factSheets.length === 0 ? (
          <p className="text-sm text-slate-600">No fact sheet has been derived from this session.</p>
        ) : (
          <div className="space-y-4">
            {session.factSheets.map((sheet) => (
              <article key={sheet.id} className="rounded-md border border-slate-200 bg-white p-3">
                <header className="mb-2 flex items-center gap-2 text-xs text-slate-600">
                  <span className="font-semibold">{sheet.extractor.name}@{sheet.extractor.version}</span>
                  {sheet.passthrough ? <Badge tone="warn">passthrough: original kept</Badge> : null}
                </header>
                {propose ? (
                  <ol aria-label={`Lines of ${sheet.extractor.name}@${sheet.extractor.version}`} className="space-y-1">
                    {factSheetLines(sheet.text).map((line) => (
                      <li key={line.number} className="text-sm text-slate-900">
                        <p className="whitespace-pre-wrap">{line.text}</p>
                        <ProposeMemoryForm
                          context={propose}
                          citation={{ factSheet: { factSheetId: sheet.id, line: line.number } }}
                          prefill={line.text}
                          subject={`line ${line.number} of ${sheet.extractor.name}@${sheet.extractor.version}`}
                        />
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="whitespace-pre-wrap text-sm text-slate-900">{sheet.text}</p>
                )}
              </article>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
