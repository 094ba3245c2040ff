"use client";
import { useState, useTransition, type FormEvent } from "react";
import { QueuedNotice, type QueuedMessage } from "@/components/runs/queued-notice";
import { Button } from "@/components/ui/button";
import { startRetrievalExperiment } from "@/lib/actions/runs/start-retrieval-experiment";

type Props = {
  workspaceId: string;
  benchmarks: { id: string; name: string }[];
  extractors: { id: string; name: string; version: string }[];
  vector: boolean;
};

const field = "mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";

// Starts a retrieval experiment as a job (the same as `lore experiment retrieval`).
export function StartExperimentForm({ workspaceId, benchmarks, extractors, vector }: Props) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<QueuedMessage | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await startRetrievalExperiment({
        workspaceId,
        benchmarkId: String(form.get("benchmarkId") ?? ""),
        name: String(form.get("name") ?? ""),
        representation: String(form.get("representation") ?? "sessions"),
        retriever: String(form.get("retriever") ?? "fulltext"),
        k: String(form.get("k") ?? "10"),
        budget: form.get("budget") ? String(form.get("budget")) : null,
      });
      setMessage(result.ok ? { ok: true, text: "Queued: follow it on the Jobs page." } : { ok: false, text: result.issues?.[0]?.message ?? result.message });
    });
  };
  return (
    <details className="mb-4 rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-medium">Run a retrieval experiment</summary>
      <form onSubmit={submit} aria-label="Run a retrieval experiment" className="mt-3 flex flex-wrap items-end gap-3 text-sm">
        <label>
          Benchmark
          <select name="benchmarkId" className={field}>
            {benchmarks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Representation
          <select name="representation" className={field}>
            <option value="sessions">original sessions</option>
            <option value="memories">memories (active, by their source sessions)</option>
            {extractors.map((e) => (
              <option key={e.id} value={e.id}>
                fact sheets: {e.name}@{e.version}
              </option>
            ))}
          </select>
        </label>
        <label>
          Retriever
          <select name="retriever" defaultValue={vector ? "hybrid" : "fulltext"} className={field}>
            {vector ? <option value="hybrid">hybrid</option> : null}
            <option value="fulltext">full text</option>
            {vector ? <option value="vector">vector</option> : null}
          </select>
        </label>
        <label>
          k<input name="k" type="number" min={1} max={200} defaultValue={10} className={`${field} w-20`} />
        </label>
        <label>
          Token budget
          <input name="budget" type="number" min={1} placeholder="none" className={`${field} w-28`} />
        </label>
        <label>
          Run name
          <input name="name" required maxLength={200} className={field} />
        </label>
        <Button type="submit" disabled={pending || benchmarks.length === 0}>
          Start
        </Button>
      </form>
      <QueuedNotice message={message} />
    </details>
  );
}
