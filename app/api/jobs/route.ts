import { currentActor } from "@/lib/auth/current-actor";
import { listJobRuns } from "@/lib/dal/jobs/list-job-runs";
import { can } from "@/lib/permissions/can";
import { jobsQuerySchema } from "@/lib/schemas/job";
import { withDatabaseErrors } from "@/lib/api/database-unavailable-response";

export const dynamic = "force-dynamic";

export type JobsResponse = Awaited<ReturnType<typeof listJobRuns>>;

// The jobs page polls this (react-query): the workspace's recent jobs with their progress.
async function get(request: Request) {
  const actor = await currentActor();
  if (!actor) return Response.json({ error: { code: "UNAUTHENTICATED", message: "Sign in to continue." } }, { status: 401 });
  const parsed = jobsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: { code: "INVALID_INPUT", message: "Name the workspace." } }, { status: 400 });
  if (!can(actor, "workspace:read", parsed.data.workspace)) {
    return Response.json({ error: { code: "NOT_FOUND", message: "That workspace does not exist." } }, { status: 404 });
  }
  const jobs = await listJobRuns({ workspaceId: parsed.data.workspace });
  return Response.json(jobs satisfies JobsResponse);
}

export const GET = withDatabaseErrors("api/jobs", get);
