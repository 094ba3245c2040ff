import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/imports/route";
import { GET as getJobs, type JobsResponse } from "@/app/api/jobs/route";
import { GET as getJob } from "@/app/api/v1/jobs/[id]/route";
import { runAsActor } from "@/lib/auth/actor-context";
import type { Actor } from "@/lib/permissions/can";
import { removeUpload } from "@/lib/import/store-upload";
import { importNotice } from "@/lib/jobs/import-notice";
import { jobProgressLabel } from "@/lib/jobs/job-progress-label";
import type { JobWorker } from "@/lib/jobs/worker";
import { callApi, createTestToken } from "@/testing/api-client";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { runQueuedJob } from "@/testing/run-queued-job";

// What the Jobs page shows for an upload whose import fails: the user's file name and a reason,
// never a server path (the worker reads a private copy under os.tmpdir()), and a notice that
// turns from "queued" to failed.
const workers: JobWorker[] = [];
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-uploads-"));
  process.env.LORE_DATA_DIR = dataDir;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

const SERVER_PATH = /(?:^|[\s:(])\/(?:tmp|work|srv|home|var|private)\//;

async function uploadAs(actor: Actor, input: { workspaceId: string; filename: string; body: string }) {
  const query = new URLSearchParams({ workspace: input.workspaceId, benchmark: "broken", filename: input.filename });
  const response = await runAsActor(actor, () =>
    POST(new Request(`http://localhost:3000/api/imports?${query}`, { method: "POST", body: input.body, headers: { host: "localhost:3000" } })),
  );
  expect(response.status).toBe(202);
  return (await response.json()) as { jobId: string; uploadId: string; bytes: number };
}

async function shownJob(actor: Actor, workspaceId: string, jobId: string) {
  const response = await runAsActor(actor, () => getJobs(new Request(`http://localhost:3000/api/jobs?workspace=${workspaceId}`)));
  const jobs = (await response.json()) as JobsResponse;
  return jobs.find((j) => j.id === jobId)!;
}

describe("a failed upload import on the Jobs page", () => {
  it("shows a malformed file's reason by its own name, a red notice and no '?' totals", { timeout: 90_000 }, async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    const body = '[{"question_id": "q1", ';
    const queued = await uploadAs(actor, { workspaceId: f.workspace.id, filename: "malformed.json", body });
    expect(queued.bytes).toBe(Buffer.byteLength(body));
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-longmemeval", workers });
    expect(job.status).toBe("failed");

    const shown = await shownJob(actor, f.workspace.id, queued.jobId);
    expect(shown.status).toBe("failed");
    expect(shown.error).toMatch(/^malformed\.json: \S/);
    expect(shown.error).not.toMatch(SERVER_PATH);
    expect(shown.error).not.toContain(os.tmpdir());
    const notice = importNotice({ filename: "malformed.json", bytes: queued.bytes, job: shown });
    expect(notice.tone).toBe("bad");
    expect(notice.text).toBe(`The import of malformed.json (${queued.bytes} B) failed: ${shown.error!.replace("malformed.json: ", "")}`);
    const progress = jobProgressLabel(shown, "KB");
    expect(progress.text).not.toContain("?");
    if (shown.total === null) expect(progress.bar).toBe("none");

    // The agent's view of the same job names the file the same way.
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: ["runs:write"] });
    const read = await callApi(getJob, { path: "/api/v1/jobs/x", token, params: { id: queued.jobId } });
    expect(read.status).toBe(200);
    expect(read.json.job.error).toBe(shown.error);
  });

  it("names a vanished upload by the user's file name, not its id", { timeout: 90_000 }, async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    const queued = await uploadAs(actor, { workspaceId: f.workspace.id, filename: "gone.json", body: "[]" });
    await removeUpload(f.workspace.id, queued.uploadId);
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-longmemeval", workers });
    expect(job.status).toBe("failed");
    const shown = await shownJob(actor, f.workspace.id, queued.jobId);
    expect(shown.error).toBe("gone.json: the uploaded file is no longer stored (it was imported or removed): upload it again");
    expect(shown.error).not.toContain(queued.uploadId);
    expect(importNotice({ filename: "gone.json", bytes: queued.bytes, job: shown }).tone).toBe("bad");
  });
});
