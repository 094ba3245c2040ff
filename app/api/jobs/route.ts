import { withSessionRoute } from "@/lib/api/with-session-route";
import { listJobRuns } from "@/lib/dal/jobs/list-job-runs";
import { jobsQuerySchema } from "@/lib/schemas/job";

export const dynamic = "force-dynamic";

export type JobsResponse = Awaited<ReturnType<typeof listJobRuns>>;

// The jobs page polls this (react-query): the workspace's recent jobs with their progress.
export const GET = withSessionRoute({ name: "api/jobs", query: jobsQuerySchema, permission: "workspace:read" }, async ({ query }) => {
  const jobs = await listJobRuns({ workspaceId: query.workspace });
  return jobs satisfies JobsResponse;
});
