"use client";
import { useState, type FormEvent } from "react";
import type { RunEvalUploadResponse, RunImportUploadResponse } from "@/app/api/imports/runs/route";
import { Button } from "@/components/ui/button";
import type { JobRunListItem } from "@/lib/dal/jobs/list-job-runs";
import { importNotice } from "@/lib/jobs/import-notice";

type Props = { workspaceId: string; benchmarks: { id: string; name: string }[]; jobs: JobRunListItem[]; onQueued: () => void };

const TONE = { good: "text-emerald-800", bad: "text-red-800", neutral: "text-slate-700" } as const;
const field = "mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5";

// Uploads a run file (hypotheses JSONL, evaluate_qa.py judge logs, judged JSON lists, retrieval
// logs) and queues its import as a run of the chosen benchmark; the notice follows the job, and
// the job's row links the new run once it is imported.
export function ImportRunForm({ workspaceId, benchmarks, jobs, onQueued }: Props) {
  const [message, setMessage] = useState<{ tone: "bad"; text: string } | null>(null);
  const [queued, setQueued] = useState<{ jobId: string; filename: string; bytes: number } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return setMessage({ tone: "bad", text: "Choose a run file." });
    const text = (key: string) => String(form.get(key) ?? "").trim();
    const query = new URLSearchParams({ workspace: workspaceId, benchmark: text("benchmark"), name: text("name"), filename: file.name });
    for (const key of ["reader", "judge", "notes"]) if (text(key)) query.set(key, text(key));
    setPending(true);
    setMessage(null);
    setQueued(null);
    const post = (params: URLSearchParams, body: File) =>
      fetch(`/api/imports/runs?${params}`, { method: "POST", body, headers: { "Content-Type": "application/octet-stream" } });
    try {
      // A judge log for a hypotheses file goes first; the hypotheses file then names it.
      const evalFile = form.get("evalFile");
      if (evalFile instanceof File && evalFile.size > 0) {
        const evalQuery = new URLSearchParams(query);
        evalQuery.set("filename", evalFile.name);
        evalQuery.set("part", "eval");
        const evalResponse = await post(evalQuery, evalFile);
        const stored = (await evalResponse.json().catch(() => null)) as (RunEvalUploadResponse & { error?: { message: string } }) | null;
        if (!evalResponse.ok || !stored || stored.error)
          return setMessage({ tone: "bad", text: stored?.error?.message ?? "The judge log's upload failed. Try again." });
        query.set("evalUpload", stored.uploadId);
      }
      const response = await post(query, file);
      const body = (await response.json().catch(() => null)) as (RunImportUploadResponse & { error?: { message: string } }) | null;
      if (!response.ok || !body || body.error) return setMessage({ tone: "bad", text: body?.error?.message ?? "The upload failed. Try again." });
      setQueued({ jobId: body.jobId, filename: file.name, bytes: body.bytes });
      onQueued();
    } catch {
      setMessage({ tone: "bad", text: "The upload failed. Try again." });
    } finally {
      setPending(false);
    }
  };

  if (benchmarks.length === 0)
    return <p className="text-sm text-slate-600">Import a LongMemEval benchmark first: a run answers a benchmark&apos;s questions.</p>;
  const notice = message ?? (queued ? importNotice({ ...queued, job: jobs.find((j) => j.id === queued.jobId) }) : null);
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Import a run">
      <label className="text-sm">
        <span className="block text-slate-700">Run file</span>
        <input name="file" type="file" accept=".json,.jsonl,.log,application/json" required className={`${field} text-sm`} />
        <span className="mt-1 block text-xs text-slate-500">Hypotheses JSONL, evaluate_qa.py judge logs, judged JSON lists or retrieval logs.</span>
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Judge log (optional)</span>
        <input name="evalFile" type="file" accept=".json,.jsonl,.log,application/json" className={`${field} text-sm`} />
        <span className="mt-1 block text-xs text-slate-500">The evaluate_qa.py output for a hypotheses file, as lore import run --eval.</span>
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Benchmark</span>
        <select name="benchmark" required className={field} defaultValue={benchmarks[0]?.name}>
          {benchmarks.map((b) => (
            <option key={b.id} value={b.name}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Run name</span>
        <input name="name" required maxLength={200} placeholder="gpt-4o top-10" className={field} />
        <span className="mt-1 block text-xs text-slate-500">Importing the same name again replaces that run. Up to 200 characters.</span>
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Reader model (optional)</span>
        <input name="reader" maxLength={200} className={field} />
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Judge model (optional)</span>
        <input name="judge" maxLength={200} placeholder="the one the file names" className={field} />
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Notes (optional, up to 2,000 characters)</span>
        <input name="notes" maxLength={2000} className={field} />
      </label>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Uploading…" : "Upload and import run"}
        </Button>
      </div>
      {notice ? (
        <p
          role="status"
          data-testid="run-import-notice"
          data-tone={notice.tone}
          className={`text-sm [overflow-wrap:anywhere] sm:col-span-2 lg:col-span-3 ${TONE[notice.tone]}`}
        >
          {notice.text}
        </p>
      ) : null}
    </form>
  );
}
