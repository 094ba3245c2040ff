"use client";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Td } from "@/components/ui/table";
import { JobProgressBar } from "@/components/jobs/job-progress-bar";
import type { JobRunListItem } from "@/lib/dal/jobs/list-job-runs";
import { formatPercent } from "@/lib/format/format-number";
import { formatTimestamp } from "@/lib/format/format-timestamp";
import { formatDuration, formatRate, jobProgressView } from "@/lib/jobs/job-progress";
import { jobProgressLabel } from "@/lib/jobs/job-progress-label";
import { isJobKind, JOB_KINDS } from "@/lib/jobs/job-kinds";
import { cn } from "@/lib/utils/cn";
import { countNoun } from "@/lib/format/count-noun";

const STATUS_TONE = { queued: "neutral", running: "info", completed: "good", failed: "bad", cancelled: "warn" } as const;

type ExtractResult = {
  skipped?: number;
  extracted?: number;
  passthrough?: number;
  notes?: { externalId: string; reason: string }[];
  workers?: Record<string, number>;
};

function describe(job: JobRunListItem): string {
  const payload = (job.payload ?? {}) as {
    extractor?: { name: string; version: string };
    provider?: string;
    benchmark?: string;
    paths?: string[];
    filename?: string;
    name?: string;
  };
  if (job.kind === "extract" && payload.extractor) return `${payload.extractor.name}@${payload.extractor.version} (${payload.provider ?? "offline"})`;
  if (job.kind === "import-longmemeval")
    return payload.filename ? `${payload.benchmark ?? ""} from ${payload.filename}` : `${payload.benchmark ?? ""} from ${payload.paths?.length ?? 0} path(s)`;
  if (job.kind === "import-run") return `${payload.name ?? ""} (${payload.benchmark ?? ""}) from ${payload.filename ?? "a file"}`;
  if (job.kind === "qa-experiment" || job.kind === "judge-run") return payload.name ?? "";
  return "";
}

// The run an import, QA experiment or judge job made, with its accuracy once judged.
function producedRun(job: JobRunListItem): { runId: string; run: string; accuracy: number | null } | null {
  const result = (job.result ?? {}) as { runId?: unknown; run?: unknown; accuracy?: unknown };
  if (job.status !== "completed" || typeof result.runId !== "string") return null;
  return {
    runId: result.runId,
    run: typeof result.run === "string" ? result.run : "the run",
    accuracy: typeof result.accuracy === "number" ? result.accuracy : null,
  };
}

export function JobRow({ job, canCancel, onCancel, cancelling }: { job: JobRunListItem; canCancel: boolean; onCancel: () => void; cancelling: boolean }) {
  const kind = isJobKind(job.kind) ? JOB_KINDS[job.kind] : { label: job.kind, unit: "units" };
  const result = (job.result ?? {}) as ExtractResult;
  const view = jobProgressView({ ...job, skipped: result.skipped });
  const live = job.status === "queued" || job.status === "running";
  const tone = job.status === "completed" ? "done" : job.status === "failed" ? "bad" : live ? "running" : "idle";
  const workers = Object.keys(result.workers ?? {}).length;
  const shown = jobProgressLabel(job, kind.unit);
  const made = producedRun(job);
  return (
    <tr data-testid={`job-${job.id}`}>
      <Td className="min-w-56 max-w-md">
        <div className="font-medium text-slate-900">{kind.label}</div>
        <div className="text-xs text-slate-600 [overflow-wrap:anywhere]">{describe(job)}</div>
        <div className="text-xs text-slate-500">
          {job.createdBy ? `by ${job.createdBy}` : "from the command line"} · {formatTimestamp(new Date(job.createdAt))}
        </div>
      </Td>
      <Td>
        <Badge tone={STATUS_TONE[job.status]}>{job.status}</Badge>
        {view.stalled ? <div className="mt-1 text-xs text-amber-800">no heartbeat for a while: its worker may have stopped; it will be retried</div> : null}
      </Td>
      <Td>
        <JobProgressBar fraction={view.fraction} bar={shown.bar} tone={tone} label={`${kind.label}: ${shown.text}`} />
        <div className="mt-1 text-xs tabular-nums text-slate-600" data-testid="job-progress-text">
          {shown.text}
          {result.passthrough ? ` · ${result.passthrough} passed through` : ""}
          {result.skipped ? ` · ${result.skipped} already done` : ""}
          {workers > 1 ? ` · ${workers} workers` : ""}
        </div>
      </Td>
      <Td className="text-xs tabular-nums text-slate-700">
        {view.rate !== null ? <div>{formatRate(view.rate, kind.unit)}</div> : null}
        {view.etaSeconds !== null ? <div>ETA {formatDuration(view.etaSeconds)}</div> : null}
        {!live && view.elapsedSeconds !== null ? <div>took {formatDuration(view.elapsedSeconds)}</div> : null}
      </Td>
      <Td className="min-w-48 max-w-sm text-xs">
        {made ? (
          <p data-testid="job-run-link">
            <Link className="font-medium text-indigo-800 hover:underline [overflow-wrap:anywhere]" href={`/runs/${made.runId}`}>
              Open {made.run}
            </Link>
            {made.accuracy !== null ? <span className="text-slate-700"> · accuracy {formatPercent(made.accuracy)}</span> : null}
          </p>
        ) : null}
        {job.error ? (
          <p data-testid="job-error" className={cn("[overflow-wrap:anywhere]", job.status === "failed" ? "text-red-800" : "text-amber-800")}>
            {job.error}
          </p>
        ) : null}
        {result.notes?.length ? (
          <details>
            <summary className="cursor-pointer text-slate-700">Why {countNoun(result.passthrough ?? result.notes.length, "session")} passed through</summary>
            <ul className="mt-1 space-y-0.5 text-slate-600">
              {result.notes.slice(0, 20).map((note) => (
                <li key={note.externalId}>
                  <span className="font-mono">{note.externalId}</span>: {note.reason}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </Td>
      <Td>
        {canCancel && live ? (
          <Button variant="secondary" onClick={onCancel} disabled={cancelling} aria-label={`Cancel ${kind.label} job`}>
            {cancelling ? "Cancelling…" : "Cancel"}
          </Button>
        ) : null}
      </Td>
    </tr>
  );
}
