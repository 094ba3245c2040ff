import { refreshPlannerStatistics } from "@/lib/db/refresh-planner-statistics";
import { listSessionsToExtract, countSessionsWithoutSheet } from "@/lib/dal/sessions/list-sessions-to-extract";
import { loadSessionsForExtraction } from "@/lib/dal/sessions/load-sessions-for-extraction";
import { writeExtractedFactSheets, type ExtractedSheet } from "@/lib/dal/fact-sheets/write-extracted-fact-sheets";
import { ExtractionAborted, sessionText, type ExtractionSession, type Extractor } from "@/lib/extraction/extractor";
import type { JobCounter } from "@/lib/jobs/tracked-job";
import { resolveExtractor, type ExtractorSpec, type Provider } from "@/lib/services/extraction/resolve-extractor";

export type StopReason = "cancelled" | "aborted" | null;

// How many sessions are loaded per query, and how many finished sheets are written per
// transaction: small, so a killed run loses little and the one embedded connection is never held
// for long.
const LOAD_BATCH = 25;
const WRITE_BATCH = 10;

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

// What a batch of written sheets adds to a job's counters: sessions done, extracted and passed
// through, and why each passthrough passed through.
function countOf(written: ExtractedSheet[]): Parameters<JobCounter>[1] {
  const passthrough = written.filter((s) => s.passthrough);
  return {
    done: written.length,
    increments: { extracted: written.length - passthrough.length, passthrough: passthrough.length },
    notes: passthrough.map((s) => ({ sessionId: s.sessionId, externalId: s.externalId, reason: s.reason ?? "passthrough" })),
  };
}

// Extracts the given sessions that still have no sheet from this extractor and writes their
// sheets in small transactions, each counted through `count` (the job's counter) in the same
// transaction. Stops between sessions when `cancelled()` turns true or `signal` aborts (what is
// finished is still written). A refusal or failure of the provider is a passthrough sheet, never
// a missing one.
export async function extractSessions(input: {
  workspaceId: string;
  extractorId: string;
  extractor: Extractor;
  sessionIds: string[];
  signal: AbortSignal;
  cancelled?: () => boolean;
  count?: JobCounter;
  onWritten?: (written: ExtractedSheet[]) => void;
}): Promise<{ extracted: number; passthrough: number; stopped: StopReason }> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  input.signal.addEventListener("abort", onAbort, { once: true });
  let stopped: StopReason = null;
  const shouldStop = (): boolean => {
    if (stopped) return true;
    if (input.signal.aborted) stopped = "aborted";
    else if (input.cancelled?.()) stopped = "cancelled";
    if (stopped) controller.abort();
    return stopped !== null;
  };
  const count = input.count;

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
        inTransaction: count ? (tx, written) => count(tx, countOf(written)) : undefined,
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
        if (shouldStop()) return;
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
// sheet, extracted and written. `onPlan` hears what the extraction found before it starts (the
// job records it); `cancelled` and `count` are the job's, when there is one.
export async function runExtraction(input: {
  workspaceId: string;
  benchmarkId: string | null;
  spec: ExtractorSpec;
  provider: Provider;
  signal: AbortSignal;
  onPlan?: (plan: { total: number; done: number; extractorId: string }) => Promise<unknown>;
  cancelled?: () => boolean;
  count?: JobCounter;
  onProgress?: (progress: { done: number; total: number; extracted: number; passthrough: number }) => void;
}): Promise<ExtractionSummary> {
  const { extractor, row } = await resolveExtractor({ workspaceId: input.workspaceId, spec: input.spec, provider: input.provider });
  const scope = { workspaceId: input.workspaceId, benchmarkId: input.benchmarkId, extractorId: row!.id };
  const plan = await listSessionsToExtract(scope);
  await input.onPlan?.({ total: plan.total, done: plan.done, extractorId: row!.id });
  let done = plan.done;
  const counts = { extracted: 0, passthrough: 0 };
  input.onProgress?.({ done, total: plan.total, ...counts });
  const result = await extractSessions({
    workspaceId: input.workspaceId,
    extractorId: row!.id,
    extractor,
    sessionIds: plan.pending,
    signal: input.signal,
    cancelled: input.cancelled,
    count: input.count,
    onWritten: (written) => {
      done += written.length;
      for (const sheet of written) counts[sheet.passthrough ? "passthrough" : "extracted"]++;
      input.onProgress?.({ done, total: plan.total, ...counts });
    },
  });
  const remaining = await countSessionsWithoutSheet(scope);
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
