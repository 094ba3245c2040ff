import type { RecordedExchange } from "@/lib/questions/recorded-exchanges";

// One recorded LLM exchange (the reader's or the judge's): its prompt and raw output, verbatim.
export function RecordedExchangePanel({ title, exchange }: { title: string; exchange: RecordedExchange }) {
  return (
    <details className="rounded-md border border-slate-200 text-sm">
      <summary className="cursor-pointer px-2 py-1.5 font-medium text-slate-800">
        {title}
        {exchange.model ? ` (${exchange.model})` : ""}: prompt and raw output
      </summary>
      <div className="space-y-2 border-t border-slate-200 p-2">
        <div>
          <h4 className="text-xs font-semibold text-slate-600">Prompt</h4>
          <pre className="max-h-80 overflow-y-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-1.5 text-xs text-slate-800">{exchange.prompt}</pre>
        </div>
        <div>
          <h4 className="text-xs font-semibold text-slate-600">Raw output</h4>
          <pre className="whitespace-pre-wrap break-words rounded bg-slate-50 p-1.5 text-xs text-slate-900">{exchange.output ?? "(none recorded)"}</pre>
        </div>
      </div>
    </details>
  );
}
