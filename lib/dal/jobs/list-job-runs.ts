import "server-only";
import { getDb } from "@/lib/db/prisma";
import { hideServerPaths } from "@/lib/format/hide-server-paths";
import { storableJobError } from "@/lib/jobs/safe-job-error";

export type JobRunListItem = {
  id: string;
  kind: string;
  status: "queued" | "running" | "completed" | "failed" | "cancelled";
  payload: unknown;
  progress: number;
  total: number | null;
  result: unknown;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
  // The database's clock when the list was read, so rates and heartbeats are measured on one clock.
  now: string;
};

// Heartbeats are the workers' bookkeeping, not something to show.
function withoutHeartbeats(result: unknown): unknown {
  if (!result || typeof result !== "object" || Array.isArray(result)) return result;
  return Object.fromEntries(Object.entries(result).filter(([key]) => key !== "heartbeats"));
}

// An import's payload names the files on the worker's disk: the browser sees their base names.
function withoutServerPaths(payload: unknown): unknown {
  if (!payload || typeof payload !== "object" || Array.isArray(payload) || !Array.isArray((payload as { paths?: unknown }).paths)) return payload;
  const paths = (payload as { paths: unknown[] }).paths;
  return { ...payload, paths: paths.map((p) => (typeof p === "string" ? hideServerPaths(p) : p)) };
}

// A workspace's most recent jobs, newest first, as the jobs page polls them. Errors and payloads
// name files by base name only: absolute server paths stay on the server, and an error naming
// internals (an older row's raw exception) shows as the generic sentence.
export async function listJobRuns(input: { workspaceId: string; limit?: number }): Promise<JobRunListItem[]> {
  const db = getDb();
  const rows = await db.jobRun.findMany({ where: { workspaceId: input.workspaceId }, orderBy: { createdAt: "desc" }, take: input.limit ?? 50 });
  const userIds = [...new Set(rows.map((r) => r.createdById).filter((id): id is string => id !== null))];
  const users = userIds.length
    ? await db.user.findMany({
        where: { id: { in: userIds }, memberships: { some: { workspaceId: input.workspaceId } } },
        select: { id: true, name: true, email: true },
      })
    : [];
  const names = new Map(users.map((u) => [u.id, u.name ?? u.email]));
  const [clock] = await db.$queryRaw<{ now: Date }[]>`SELECT CURRENT_TIMESTAMP AS now`;
  const now = (clock?.now ?? new Date()).toISOString();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    payload: withoutServerPaths(r.payload),
    progress: r.progress,
    total: r.total,
    result: withoutHeartbeats(r.result),
    error: r.error === null ? null : storableJobError(r.error),
    createdBy: r.createdById ? (names.get(r.createdById) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    now,
  }));
}
