"use client";
import { useState, type FormEvent } from "react";
import type { ImportUploadResponse } from "@/app/api/imports/route";
import { Button } from "@/components/ui/button";
import type { JobRunListItem } from "@/lib/dal/jobs/list-job-runs";
import { importNotice } from "@/lib/jobs/import-notice";

type Props = { workspaceId: string; jobs: JobRunListItem[]; onQueued: () => void };

const TONE = { good: "text-emerald-800", bad: "text-red-800", neutral: "text-slate-700" } as const;

const field = "mt-1 rounded-md border border-slate-300 px-2 py-1.5";

// Uploads a LongMemEval file (JSON array, single question or JSON Lines) and queues its import;
// the file is streamed to the server as the request body, so its size is not held in memory. Once
// queued, the notice follows the job in the jobs list the page polls.
export function ImportLongMemEvalForm({ workspaceId, jobs, onQueued }: Props) {
  const [message, setMessage] = useState<{ tone: "bad"; text: string } | null>(null);
  const [queued, setQueued] = useState<{ jobId: string; filename: string; bytes: number } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    const benchmark = String(form.get("benchmark") ?? "").trim();
    if (!(file instanceof File) || file.size === 0) return setMessage({ tone: "bad", text: "Choose a LongMemEval file." });
    setPending(true);
    setMessage(null);
    setQueued(null);
    try {
      const query = new URLSearchParams({ workspace: workspaceId, benchmark, filename: file.name });
      const response = await fetch(`/api/imports?${query}`, { method: "POST", body: file, headers: { "Content-Type": "application/octet-stream" } });
      const body = (await response.json().catch(() => null)) as (ImportUploadResponse & { error?: { message: string } }) | null;
      if (!response.ok || !body || body.error) return setMessage({ tone: "bad", text: body?.error?.message ?? "The upload failed. Try again." });
      setQueued({ jobId: body.jobId, filename: file.name, bytes: body.bytes });
      onQueued();
    } catch {
      setMessage({ tone: "bad", text: "The upload failed. Try again." });
    } finally {
      setPending(false);
    }
  };

  const notice = message ?? (queued ? importNotice({ ...queued, job: jobs.find((j) => j.id === queued.jobId) }) : null);
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Import LongMemEval">
      <label className="text-sm">
        <span className="block text-slate-700">LongMemEval file</span>
        <input name="file" type="file" accept=".json,.jsonl,application/json" required className={`${field} text-sm`} />
      </label>
      <label className="text-sm">
        <span className="block text-slate-700">Benchmark</span>
        <input name="benchmark" required maxLength={100} placeholder="longmemeval-s" className={`${field} w-56`} />
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? "Uploading…" : "Upload and import"}
      </Button>
      {notice ? (
        <p role="status" data-testid="import-notice" data-tone={notice.tone} className={`w-full text-sm [overflow-wrap:anywhere] ${TONE[notice.tone]}`}>
          {notice.text}
        </p>
      ) : null}
    </form>
  );
}
