import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/imports/runs/route";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import type { JobWorker } from "@/lib/jobs/worker";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { runQueuedJob } from "@/testing/run-queued-job";

// A real evaluate_qa.py judge log: 166 oracle questions answered by llama3.1-8b, judged by gpt-4o-mini.
const LOG = path.resolve(
  "../shared/data/longmemeval/hunk0724_LongMemEval/generation_logs/fullhistory_stella_userfact/llama3.1-8b-128k/con/longmemeval_oracle_bc_only.json_testlog_top1000context_jsonformat_useronlyfalse_con500_1k_20251217-0615.jsonl.eval-results-gpt-4o-mini",
);
const bytes = readFileSync(LOG);
// Counted by hand, independently of the importer.
const rows = bytes
  .toString("utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as { autoeval_label: { label: boolean } });
const yes = rows.filter((r) => r.autoeval_label.label).length;

const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

const upload = (query: Record<string, string>, body: BodyInit = bytes) =>
  POST(
    new Request(`http://localhost:3000/api/imports/runs?${new URLSearchParams(query)}`, {
      method: "POST",
      body,
      headers: { host: "localhost:3000" },
      duplex: "half",
    } as RequestInit),
  );
const jobs = (workspaceId: string) => getDb().jobRun.findMany({ where: { workspaceId, kind: "import-run" } });
const stored = async (workspaceId: string) => (await getDb().upload.findMany({ where: { workspaceId }, select: { id: true } })).map((u) => u.id);

describe("importing a run file from the Jobs page", () => {
  it("stores the judge log, imports it in a worker and the job names the new run and its accuracy", async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.member.id);
    const filename = "con500.eval-results-gpt-4o-mini";
    const response = await runAsActor(actor, () =>
      upload({ workspace: f.workspace.id, benchmark: "oracle-bc", name: "llama con500", filename, reader: "llama3.1-8b", notes: "from the browser" }),
    );
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body.bytes).toBe(bytes.length);
    const [queued] = await jobs(f.workspace.id);
    expect(queued).toMatchObject({
      id: body.jobId,
      status: "queued",
      payload: { benchmark: "oracle-bc", name: "llama con500", filename, reader: "llama3.1-8b" },
    });

    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-run", workers });
    expect(job.status).toBe("completed");
    const run = await getDb().run.findFirstOrThrow({
      where: { workspaceId: f.workspace.id, name: "llama con500" },
      include: { _count: { select: { results: true } } },
    });
    expect(job.result).toMatchObject({ runId: run.id, run: "llama con500", n: rows.length, correct: yes });
    expect((job.result as { accuracy: number }).accuracy).toBeCloseTo(yes / rows.length, 6);
    expect(run).toMatchObject({ reader: "llama3.1-8b", notes: "from the browser" });
    expect(run._count.results).toBe(rows.length);
    // The upload is gone once imported.
    expect(await stored(f.workspace.id)).toEqual([]);
  }, 120_000);

  for (const [caller, status] of [
    ["viewer", 403],
    ["outsider", 404],
    ["signedOut", 401],
  ] as const) {
    it(`${caller}: refused with ${status}, nothing stored or queued`, async () => {
      const f = await createWorkspaceWithRoles();
      const actor = caller === "signedOut" ? null : await actorFor(f.users[caller].id);
      const response = await runAsActor(actor, () => upload({ workspace: f.workspace.id, benchmark: "b", name: "r", filename: "a.jsonl" }));
      expect(response.status).toBe(status);
      expect(await jobs(f.workspace.id)).toHaveLength(0);
      expect(await stored(f.workspace.id)).toEqual([]);
    });
  }

  it("names a missing run name, and keeps nothing", async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    const response = await runAsActor(actor, () => upload({ workspace: f.workspace.id, benchmark: "b", name: " ", filename: "a.jsonl" }));
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toBe("Invalid name: Name the run.");
    expect(await stored(f.workspace.id)).toEqual([]);
  });

  it("fails a file that is no run with a reason naming the user's file, not the server's path", async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    const response = await runAsActor(actor, () =>
      upload({ workspace: f.workspace.id, benchmark: "b", name: "r", filename: "notes.json" }, JSON.stringify([{ hello: "world" }])),
    );
    expect(response.status).toBe(202);
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-run", workers });
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/^notes\.json/);
    expect(job.error).not.toMatch(/\/tmp|lore-upload|\d{13}-/);
    expect(await getDb().run.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
    expect(await stored(f.workspace.id)).toEqual([]);
  });
});

describe("importing a hypotheses file with its judge log from the Jobs page", () => {
  // The hypotheses (answers) and evaluate_qa.py's verdicts on them, as `lore import run --eval`.
  const HYPOTHESES = LOG.replace(/\.eval-results-gpt-4o-mini$/, "");

  it("stores the judge log first, then imports both into one run with the log's verdicts, and removes both uploads", async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.member.id);
    const query = { workspace: f.workspace.id, benchmark: "oracle-bc", name: "con500 joined", filename: "con500.jsonl" };
    const evalResponse = await runAsActor(actor, () => upload({ ...query, filename: "con500.eval", part: "eval" }, bytes));
    expect(evalResponse.status).toBe(201);
    const evalBody = await evalResponse.json();
    // Stored, nothing queued yet.
    expect(await jobs(f.workspace.id)).toHaveLength(0);
    expect(await stored(f.workspace.id)).toEqual([evalBody.uploadId]);

    const response = await runAsActor(actor, () => upload({ ...query, evalUpload: evalBody.uploadId }, readFileSync(HYPOTHESES)));
    expect(response.status).toBe(202);
    const [queued] = await jobs(f.workspace.id);
    expect(queued!.payload).toMatchObject({ evalUploadId: evalBody.uploadId, evalFilename: "con500.eval", filename: "con500.jsonl" });
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-run", workers });
    expect(job.status).toBe("completed");
    expect(job.result).toMatchObject({ run: "con500 joined", n: rows.length, correct: yes });
    const run = await getDb().run.findFirstOrThrow({ where: { workspaceId: f.workspace.id, name: "con500 joined" }, select: { judge: true } });
    expect(run.judge).toBe("gpt-4o-mini-2024-07-18");
    expect(await stored(f.workspace.id)).toEqual([]);
  }, 120_000);

  it("refuses a judge log upload id of another workspace, and removes the file just stored", async () => {
    const f = await createWorkspaceWithRoles();
    const g = await createWorkspaceWithRoles();
    const other = await runAsActor(await actorFor(g.users.admin.id), () =>
      upload({ workspace: g.workspace.id, benchmark: "b", name: "r", filename: "e.jsonl", part: "eval" }, bytes),
    );
    const { uploadId } = await other.json();
    const response = await runAsActor(await actorFor(f.users.admin.id), () =>
      upload({ workspace: f.workspace.id, benchmark: "b", name: "r", filename: "h.jsonl", evalUpload: uploadId }, readFileSync(HYPOTHESES)),
    );
    expect(response.status).toBe(404);
    expect(await stored(f.workspace.id)).toEqual([]);
    expect(await jobs(f.workspace.id)).toHaveLength(0);
  });
});
