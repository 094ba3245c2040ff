import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function getJobRun(input: { id: string; workspaceId?: string }) {
  return getDb().jobRun.findFirst({ where: { id: input.id, ...(input.workspaceId ? { workspaceId: input.workspaceId } : {}) } });
}

export type JobRunRecord = NonNullable<Awaited<ReturnType<typeof getJobRun>>>;

// What a handler checks between units of work.
export async function getJobRunStatus(id: string) {
  const row = await getDb().jobRun.findUnique({ where: { id }, select: { status: true } });
  return row?.status ?? null;
}
