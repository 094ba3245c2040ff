import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as getJob } from "@/app/api/v1/jobs/[id]/route";
import { GET as getRun } from "@/app/api/v1/runs/[id]/route";
import { POST as postImport } from "@/app/api/v1/runs/import/route";
import { getDb } from "@/lib/db/prisma";
import type { JobWorker } from "@/lib/jobs/worker";
import { tokenFor } from "@/testing/access-control-fixture";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";
import { runQueuedJob } from "@/testing/run-queued-job";

// A real judged LongMemEval run (see ../shared/data/longmemeval/SOURCES.md): 443 of 500 correct.
const GEMINI_JUDGED = path.resolve("../shared/data/longmemeval/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json");

const workers: JobWorker[] = [];
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-run-uploads-"));
  process.env.LORE_DATA_DIR = dataDir;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

const stored = (workspaceId: string) => {
  try {
    return readdirSync(path.join(dataDir, "uploads", workspaceId));
  } catch {
    return [];
  }
};

describe("POST /api/v1/runs/import", () => {
  it("queues the file's import; the job completes and names the run, whose figures match the file", async () => {
    const f = await createWorkspaceWithRoles();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: ["runs:write"] });
    const content = readFileSync(GEMINI_JUDGED, "utf8");
    const queued = await callApi(postImport, {
      path: "/api/v1/runs/import",
      token,
      json: { benchmark: "s", name: "gemini-text", filename: "gemini.json", content, reader: "gemini-2.5-flash" },
    });
    expect(queued.status, JSON.stringify(queued.json)).toBe(202);
    expect(queued.json.bytes).toBe(Buffer.byteLength(content.trim()));
    const before = await callApi(getJob, { path: "/api/v1/jobs/x", token, params: { id: queued.json.jobId } });
    expect(before.json.job).toMatchObject({ kind: "import-run", status: "queued" });

    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-run", workers });
    expect(job.status, job.error ?? "").toBe("completed");
    const after = await callApi(getJob, { path: "/api/v1/jobs/x", token, params: { id: queued.json.jobId } });
    expect(after.json.job).toMatchObject({
      status: "completed",
      progress: 1,
      total: 1,
      result: { run: "gemini-text", benchmark: "s", n: 500, correct: 443, accuracy: 0.886, replaced: false },
    });
    const runId = after.json.job.result.runId;
    const run = await callApi(getRun, { path: "/api/v1/runs/x", token, params: { id: runId } });
    expect(run.json.run).toMatchObject({ name: "gemini-text", kind: "imported", reader: "gemini-2.5-flash", summary: { n: 500, judged: 500, correct: 443 } });
    expect(await getDb().run.findFirst({ where: { id: runId }, select: { creatorId: true } })).toEqual({ creatorId: f.users.member.id });
  });

  it("fails a file it cannot read with a sentence naming the client's file name, not the server's path", async () => {
    const f = await createWorkspaceWithRoles();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: ["runs:write"] });
    const queued = await callApi(postImport, {
      path: "/api/v1/runs/import",
      token,
      json: { benchmark: "s", name: "broken", filename: "broken.json", content: '[{"question_id": "q1", "hypothesis": ' },
    });
    expect(queued.status).toBe(202);
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-run", workers });
    expect(job.status).toBe("failed");
    const read = await callApi(getJob, { path: "/api/v1/jobs/x", token, params: { id: queued.json.jobId } });
    expect(read.json.job.error).toMatch(/^broken\.json: /);
    expect(JSON.stringify(read.json)).not.toContain(dataDir);
    expect(await getDb().run.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  });

  it("refuses a token without runs:write, a viewer's token and a body that is not a run file, storing and queuing nothing", async () => {
    const f = await createWorkspaceWithRoles();
    const json = { benchmark: "s", name: "x", filename: "x.json", content: "[]" };
    const noScope = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [] });
    // A scope beyond the role, as a token keeps after its user is demoted: the role refuses.
    const viewer = { token: await tokenFor({ workspaceId: f.workspace.id, userId: f.users.viewer.id, scopes: ["runs:write"] }) };
    const member = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: ["runs:write"] });
    expect((await callApi(postImport, { path: "/api/v1/runs/import", token: noScope.token, json })).status).toBe(403);
    expect((await callApi(postImport, { path: "/api/v1/runs/import", token: viewer.token, json })).status).toBe(403);
    const missing = await callApi(postImport, { path: "/api/v1/runs/import", token: member.token, json: { ...json, content: undefined, name: "" } });
    expect(missing.status).toBe(422);
    expect(missing.json.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["content", "name"]);
    const notJson = await callApi(postImport, { path: "/api/v1/runs/import", token: member.token, json: { ...json, content: "question_id,hypothesis" } });
    expect(notJson.status).toBe(422);
    expect(stored(f.workspace.id).filter((name) => !name.endsWith(".part"))).toEqual([]);
    expect(await getDb().jobRun.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  });
});
