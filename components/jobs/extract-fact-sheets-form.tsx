"use client";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { extractFactSheets } from "@/lib/actions/extraction/extract-fact-sheets";

type Props = { workspaceId: string; benchmarks: { id: string; name: string }[]; providerConfigured: boolean; onQueued: () => void };

// The admin's "Extract fact sheets" button: one sheet per session of a benchmark, as a job.
export function ExtractFactSheetsForm({ workspaceId, benchmarks, providerConfigured, onQueued }: Props) {
  const [benchmarkId, setBenchmarkId] = useState(benchmarks[0]?.id ?? "");
  const [extractor, setExtractor] = useState("lore-baseline@1");
  const [provider, setProvider] = useState<"" | "offline" | "openai">("");
  const [message, setMessage] = useState<{ tone: "good" | "bad"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await extractFactSheets({ workspaceId, benchmarkId, extractor, provider: provider || undefined });
      if (!result.ok) return setMessage({ tone: "bad", text: result.issues?.[0]?.message ?? result.message });
      setMessage({ tone: "good", text: `Queued: extracting with ${extractor} (${result.data.provider}).` });
      onQueued();
    });
  };

  if (benchmarks.length === 0) return <p className="text-sm text-slate-600">Import a benchmark first: extraction runs over a benchmark&apos;s sessions.</p>;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Extract fact sheets">
      <label className="text-sm">
        <span className="block text-slate-700">Benchmark</span>
        <select className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" value={benchmarkId} onChange={(e) => setBenchmarkId(e.target.value)}>
          {benchmarks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Extractor (NAME@VERSION)</span>
        <input
          className="mt-1 w-56 rounded-md border border-slate-300 px-2 py-1.5 font-mono"
          value={extractor}
          onChange={(e) => setExtractor(e.target.value)}
          required
        />
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Provider</span>
        <select
          className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
          value={provider}
          onChange={(e) => setProvider(e.target.value as typeof provider)}
        >
          <option value="">Automatic</option>
          <option value="offline">Offline (lore-baseline@1)</option>
          <option value="openai" disabled={!providerConfigured}>
            OpenAI-compatible{providerConfigured ? "" : " (LORE_LLM_BASE_URL not set)"}
          </option>
        </select>
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? "Queuing…" : "Extract fact sheets"}
      </Button>
      {message ? (
        <p role="status" data-testid="extract-notice" className={message.tone === "good" ? "w-full text-sm text-emerald-800" : "w-full text-sm text-red-800"}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
