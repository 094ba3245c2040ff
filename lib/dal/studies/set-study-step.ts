import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function setStudyStep(input: {
  studyId: string;
  hash: string;
  status: "pending" | "running" | "done" | "failed";
  runId?: string | null;
  reused?: boolean;
  error?: string | null;
}): Promise<void> {
  await getDb().studyStep.updateMany({
    where: { studyId: input.studyId, hash: input.hash },
    data: { status: input.status, runId: input.runId, reused: input.reused, error: input.error ?? null },
  });
}
