import "server-only";
import { isJobLive } from "@/lib/dal/studies/save-study-plan";
import { getDb } from "@/lib/db/prisma";

// The job that runs a study takes it: one job at a time. With the study row locked, a study
// held by another live job is refused (returns that job's id); otherwise this job takes it and
// the study is running.
export async function claimStudy(input: {
  studyId: string;
  jobRunId: string;
  staleMs: number;
}): Promise<{ claimed: true } | { claimed: false; heldBy: string }> {
  return getDb().$transaction(async (tx) => {
    const [study] = await tx.$queryRaw<{ jobRunId: string | null }[]>`SELECT "jobRunId" FROM "Study" WHERE id = ${input.studyId} FOR UPDATE`;
    if (!study) return { claimed: false, heldBy: "" };
    if (study.jobRunId && study.jobRunId !== input.jobRunId && (await isJobLive(tx, { jobRunId: study.jobRunId, staleMs: input.staleMs })))
      return { claimed: false, heldBy: study.jobRunId };
    await tx.study.update({ where: { id: input.studyId }, data: { jobRunId: input.jobRunId, status: "running", problem: null } });
    return { claimed: true };
  });
}

// The job ends: the study is completed when every step is done, failed (with the reason) otherwise.
export async function releaseStudy(input: { studyId: string; jobRunId: string; problem: string | null }): Promise<void> {
  const db = getDb();
  const open = await db.studyStep.count({ where: { studyId: input.studyId, status: { not: "done" } } });
  await db.study.updateMany({
    where: { id: input.studyId, jobRunId: input.jobRunId },
    data: { jobRunId: null, status: open === 0 && !input.problem ? "completed" : input.problem ? "failed" : "planned", problem: input.problem },
  });
}

// A queued job is the study's from the moment it is queued, so a second start is refused while it waits.
export async function assignStudyJob(input: { studyId: string; jobRunId: string }): Promise<void> {
  await getDb().study.updateMany({ where: { id: input.studyId, jobRunId: null }, data: { jobRunId: input.jobRunId } });
}
