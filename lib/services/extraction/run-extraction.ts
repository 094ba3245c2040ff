import { refreshPlannerStatistics } from "@/lib/dal/statistics/refresh-planner-statistics";
import { listSessionsToExtract, countSessionsWithoutSheet } from "@/lib/dal/extraction/list-sessions-to-extract";
import { loadSessionsForExtraction } from "@/lib/dal/extraction/load-sessions-for-extraction";
import { writeExtractedFactSheets, type ExtractedSheet } from "@/lib/dal/extraction/write-extracted-fact-sheets";
import { getJobRunStatus } from "@/lib/dal/jobs/get-job-run";
import { finishJobRun } from "@/lib/dal/jobs/finish-job-run";
import { startJobRun } from "@/lib/dal/jobs/start-job-run";
import { ExtractionAborted, sessionText, type ExtractionSession, type Extractor } from "@/lib/extraction/extractor";
import { resolveExtractor, type ExtractorSpec, type Provider } from "@/lib/services/extraction/resolve-extractor";

export type StopReason = "cancelled" | "aborted" | null;

// How many sessions are loaded per query, and how many finished sheets are written per
// transaction: small, so a killed run loses little and the one embedded connection is never held
// for long.
const LOAD_BATCH = 25;
const WRITE_BATCH = 10;
const CANCEL_CHECK_MS = 500;

function toSheet(session: ExtractionSession, outcome: Awaited<ReturnType<Extractor["extract"]>>): ExtractedSheet {
  if (outcome.kind === "extracted") return { sessionId: session.id, externalId: session.externalId, text: outcome.text, passthrough: false };
  return { sessionId: session.id, externalId: session.externalId, text: sessionText(session), passthrough: true, reason: outcome.reason };
}

// Hands out sessions one at a time, loading them LOAD_BATCH at a time (one load in flight), so
// the extraction lanes never wait for a whole batch to finish before the next one starts.
function sessionFeed(load: (ids: string[]) => Promise<ExtractionSession[]>, ids: string[]) {
  let offset = 0;
  let ready: ExtractionSession[] = [];
  let loading: Promise<void> | null = null;
  return async function next(): Promise<ExtractionSession | null> {
    while (ready.length === 0) {
      if (offset >= ids.length && !loading) return null;
      loading ??= load(ids.slice(offset, (offset += LOAD_BATCH))).then((sessions) => {
        ready = ready.concat(sessions);
        loading = null;
      });
      await loading;
    }
    return ready.shift()!;
  };
}

// Extracts the given sessions that still have no sheet from this extractor and writes their
// sheets in small transactions, counting them into the job. Stops between sessions when the job
// is cancelled or `signal` aborts (what is finished is still written). A refusal or failure of
// the provider is a passthrough sheet, never a missing one.
export async function extractSessions(input: {
  workspaceId: string;
  extractorId: string;
  extractor: Extractor;
  sessionIds: string[];
  jobRunId: string | null;
  worker: string;
  signal: AbortSignal;
  onWritten?: (written: ExtractedSheet[]) => void;
}): Promise<{ extracted: number; passthrough: number; stopped: StopReason }> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  input.signal.addEventListener("abort", onAbort, { once: true });
  let stopped: StopReason = null;
  let lastCheck = 0;
  const shouldStop = async (): Promise<boolean> => {
    if (stopped) return true;
    if (input.signal.aborted) stopped = "aborted";
    else if (input.jobRunId && Date.now() - lastCheck >= CANCEL_CHECK_MS) {
      lastCheck = Date.now();
      if ((await getJobRunStatus(input.jobRunId)) !== "running") stopped = "cancelled";
    }
    if (stopped) controller.abort();
    return stopped !== null;
  };

  let buffer: ExtractedSheet[] = [];
  let writing = Promise.resolve();
  const counts = { extracted: 0, passthrough: 0 };
  // One write at a time, in order; each takes what has finished so far.
  const flush = () => {
    writing = writing.then(async () => {
      const sheets = buffer;
      buffer = [];
      const { written } = await writeExtractedFactSheets({
        workspaceId: input.workspaceId,
        extractorId: input.extractorId,
        sheets,
        jobRunId: input.jobRunId,
        worker: input.worker,
      });
      for (const sheet of written) counts[sheet.passthrough ? "passthrough" : "extracted"]++;
      if (written.length > 0) input.onWritten?.(written);
    });
    return writing;
  };

  try {
    const next = sessionFeed(
      (ids) => loadSessionsForExtraction({ workspaceId: input.workspaceId, sessionIds: ids, withoutSheetFrom: input.extractorId }),
      input.sessionIds,
    );
    const lane = async () => {
      for (;;) {
        if (await shouldStop()) return;
        const session = await next();
        if (!session) return;
        try {
          // Await first: `buffer` is swapped by each flush, so it must be read after the wait.
          const outcome = await input.extractor.extract(session, { signal: controller.signal });
          buffer.push(toSheet(session, outcome));
        } catch (error) {
          if (error instanceof ExtractionAborted) return;
          throw error;
        }
        if (buffer.length >= WRITE_BATCH) await flush();
      }
    };
    await Promise.all(Array.from({ length: input.extractor.concurrency }, lane));
  } finally {
    // Whatever finished is kept, even when a later session threw.
    await flush();
    input.signal.removeEventListener("abort", onAbort);
  }
  if (counts.extracted + counts.passthrough > 0) await refreshPlannerStatistics(["FactSheet"]);
  return { ...counts, stopped };
}

export type ExtractionSummary = {
  sessions: number;
  extracted: number;
  passthrough: number;
  skipped: number;
  failed: 0;
  stopped: StopReason;
  remaining: number;
};

// A whole extraction in this process (the CLI, and tests): the sessions in scope that lack a
// sheet, extracted and written, with the job record kept up to date when there is one.
export async function runExtraction(input: {
  workspaceId: string;
  benchmarkId: string | null;
  spec: ExtractorSpec;
  provider: Provider;
  jobRunId: string | null;
  worker: string;
  signal: AbortSignal;
  onProgress?: (progress: { done: number; total: number; extracted: number; passthrough: number }) => void;
}): Promise<ExtractionSummary> {
  const { extractor, row } = await resolveExtractor({ workspaceId: input.workspaceId, spec: input.spec, provider: input.provider });
  const scope = { workspaceId: input.workspaceId, benchmarkId: input.benchmarkId, extractorId: row!.id };
  const plan = await listSessionsToExtract(scope);
  if (input.jobRunId) {
    await startJobRun({
      id: input.jobRunId,
      total: plan.total,
      progress: plan.done,
      result: { sessions: plan.total, skipped: plan.done, extractorId: row!.id },
    });
  }
  let done = plan.done;
  const counts = { extracted: 0, passthrough: 0 };
  input.onProgress?.({ done, total: plan.total, ...counts });
  const result = await extractSessions({
    workspaceId: input.workspaceId,
    extractorId: row!.id,
    extractor,
    sessionIds: plan.pending,
    jobRunId: input.jobRunId,
    worker: input.worker,
    signal: input.signal,
    onWritten: (written) => {
      done += written.length;
      for (const sheet of written) counts[sheet.passthrough ? "passthrough" : "extracted"]++;
      input.onProgress?.({ done, total: plan.total, ...counts });
    },
  });
  const remaining = await countSessionsWithoutSheet(scope);
  if (input.jobRunId && remaining === 0) await finishJobRun({ id: input.jobRunId, status: "completed" });
  else if (input.jobRunId && !result.stopped) {
    await finishJobRun({
      id: input.jobRunId,
      status: "failed",
      error: `${remaining} session(s) still have no sheet (another run may be writing them): run the extraction again to finish`,
    });
  }
  return {
    sessions: plan.total,
    extracted: result.extracted,
    passthrough: result.passthrough,
    skipped: plan.done,
    failed: 0,
    stopped: result.stopped,
    remaining,
  };
}
