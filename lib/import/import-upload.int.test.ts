import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/imports/route";
import { GET as getJobs } from "@/app/api/jobs/route";
import { queueLongMemEvalImport } from "@/lib/actions/imports/queue-longmemeval-import";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import type { JobWorker } from "@/lib/jobs/worker";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { runQueuedJob } from "@/testing/run-queued-job";
import { freeBytes } from "@/lib/db/data-dir-check";
import { storeUpload } from "@/lib/import/store-upload";

// A real LongMemEval oracle question (see ../shared/data/longmemeval/SOURCES.md).
const FILE = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons/1_1903aded.json");
const bytes = readFileSync(FILE);

const workers: JobWorker[] = [];
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-uploads-"));
  process.env.LORE_DATA_DIR = dataDir;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

type Query = { workspace?: string; benchmark?: string; filename?: string };
const upload = (query: Query, body: BodyInit | null = bytes, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://localhost:3000/api/imports?${new URLSearchParams(query as Record<string, string>)}`, {
      method: "POST",
      body,
      headers: { host: "localhost:3000", ...headers },
      duplex: "half",
    } as RequestInit),
  );

const jobs = (workspaceId: string) => getDb().jobRun.findMany({ where: { workspaceId, kind: "import-longmemeval" } });
// Uploads live in the database (every app server and worker shares it), chunked.
const stored = async (workspaceId: string) => (await getDb().upload.findMany({ where: { workspaceId }, select: { id: true } })).map((u) => u.id);
const storedBytes = async (uploadId: string) =>
  Buffer.concat(
    (await getDb().uploadChunk.findMany({ where: { uploadId }, orderBy: { index: "asc" }, select: { data: true } })).map((c) => Buffer.from(c.data)),
  );

describe("importing LongMemEval from the browser", () => {
  for (const [caller, status] of [
    ["admin", 202],
    ["member", 202],
    ["viewer", 403],
    ["outsider", 404],
    ["signedOut", 401],
  ] as const) {
    it(`${caller}: ${status === 202 ? "stores the file and queues its import" : `refused with ${status}, nothing stored or queued`}`, async () => {
      const f = await createWorkspaceWithRoles();
      const actor = caller === "signedOut" ? null : await actorFor(f.users[caller].id);
      const response = await runAsActor(actor, () => upload({ workspace: f.workspace.id, benchmark: "lme", filename: "1_1903aded.json" }));
      expect(response.status).toBe(status);
      if (status !== 202) {
        expect(await jobs(f.workspace.id)).toHaveLength(0);
        expect(await stored(f.workspace.id)).toEqual([]);
        return;
      }
      const body = await response.json();
      const [job] = await jobs(f.workspace.id);
      expect(job).toMatchObject({ id: body.jobId, status: "queued", payload: { benchmark: "lme", uploadId: body.uploadId, filename: "1_1903aded.json" } });
      expect(await stored(f.workspace.id)).toEqual([body.uploadId]);
      expect((await storedBytes(body.uploadId)).equals(bytes)).toBe(true);
      expect(body.bytes).toBe(bytes.length);
      // Nothing of it on this server's disk: another server's worker reads it from the database.
      expect(JSON.stringify(job!.payload)).not.toContain(dataDir);
    });
  }

  it("names what is wrong and keeps nothing of a refused upload", async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    const as = (fn: () => Promise<Response>) => runAsActor(actor, fn);
    const missing = await as(() => upload({ workspace: f.workspace.id, filename: "a.json" }));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: { code: "INVALID_INPUT", details: [{ path: "benchmark" }] } });
    const notJson = await as(() => upload({ workspace: f.workspace.id, benchmark: "lme", filename: "notes.txt" }, "question,answer\n"));
    expect(notJson.status).toBe(422);
    expect((await notJson.json()).error.message).toMatch(/notes\.txt is not a LongMemEval JSON/);
    const empty = await as(() => upload({ workspace: f.workspace.id, benchmark: "lme", filename: "a.json" }, ""));
    expect(empty.status).toBeGreaterThanOrEqual(400);
    const crossSite = await as(() => upload({ workspace: f.workspace.id, benchmark: "lme", filename: "a.json" }, bytes, { origin: "https://evil.example" }));
    expect(crossSite.status).toBe(403);
    expect(await stored(f.workspace.id)).toEqual([]);
    expect(await jobs(f.workspace.id)).toHaveLength(0);
  });

  it("refuses Origin: null and an unparsable Origin with 403, never 500; its own origin is accepted", async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    for (const origin of ["null", "not a url", "http://", "https://localhost:3000.evil.test"]) {
      const refused = await runAsActor(actor, () => upload({ workspace: f.workspace.id, benchmark: "lme", filename: "a.json" }, bytes, { origin }));
      expect(refused.status, `Origin: ${origin}`).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    }
    expect(await stored(f.workspace.id)).toEqual([]);
    expect(await jobs(f.workspace.id)).toHaveLength(0);
    const own = await runAsActor(actor, () =>
      upload({ workspace: f.workspace.id, benchmark: "lme", filename: "1_1903aded.json" }, bytes, { origin: "http://localhost:3000" }),
    );
    expect(own.status).toBe(202);
  });

  it("shows a failed import's error and files by base name, never the server's data dir", { timeout: 90_000 }, async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
    expect((await runAsActor(actor, () => upload({ workspace: f.workspace.id, benchmark: "broken", filename: "half.json" }, truncated))).status).toBe(202);
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-longmemeval", workers });
    expect(job.status).toBe("failed");
    // The worker read a private copy under the user's file name: the error names that name.
    expect(job.error).toContain("half.json");
    const response = await runAsActor(actor, () => getJobs(new Request(`http://localhost:3000/api/jobs?workspace=${f.workspace.id}`)));
    const [shown] = await response.json();
    expect(shown.status).toBe("failed");
    expect(shown.error).toMatch(/^half\.json: /);
    expect(shown.error).not.toContain(dataDir);
    expect(shown.error).not.toContain(os.tmpdir());
    expect(shown.payload).toMatchObject({ benchmark: "broken", filename: "half.json" });
    // A file refused for its content is not kept.
    expect(await stored(f.workspace.id)).toEqual([]);
  });

  it("reaches only the workspace's own uploads", async () => {
    const f = await createWorkspaceWithRoles();
    const admin = await actorFor(f.users.admin.id);
    const response = await runAsActor(admin, () => upload({ workspace: f.workspace.id, benchmark: "lme", filename: "1_1903aded.json" }));
    const { uploadId } = await response.json();
    // The outsider administers the other workspace: its actions cannot name this upload.
    const outsider = await actorFor(f.users.outsider.id);
    expect(await runAsActor(outsider, () => queueLongMemEvalImport({ workspaceId: f.other.id, benchmark: "stolen", uploadId }))).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(
      await runAsActor(admin, () => queueLongMemEvalImport({ workspaceId: f.workspace.id, benchmark: "lme", uploadId: "../../etc/passwd" })),
    ).toMatchObject({ ok: false, code: "INVALID_INPUT", issues: [{ path: "uploadId" }] });
  });

  it("imports the uploaded file on a worker, with progress", { timeout: 90_000 }, async () => {
    const f = await createWorkspaceWithRoles();
    const response = await runAsActor(await actorFor(f.users.member.id), () =>
      upload({ workspace: f.workspace.id, benchmark: "from-browser", filename: "1_1903aded.json" }),
    );
    expect(response.status).toBe(202);
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "import-longmemeval", workers });
    expect(job).toMatchObject({ status: "completed", progress: Math.ceil(bytes.length / 1024), total: Math.ceil(bytes.length / 1024) });
    const benchmark = await getDb().benchmark.findFirstOrThrow({
      where: { workspaceId: f.workspace.id, name: "from-browser" },
      select: { _count: { select: { questions: true } } },
    });
    expect(benchmark._count.questions).toBe(1);
    // Imported: the upload is deleted.
    expect(await stored(f.workspace.id)).toEqual([]);
  });

  it("stores a file larger than one chunk whole, and refuses one over the free space before storing a byte", { timeout: 90_000 }, async () => {
    const f = await createWorkspaceWithRoles();
    const actor = await actorFor(f.users.admin.id);
    // 2.5 MiB of JSON Lines: three chunks.
    const big = Buffer.from(Array.from({ length: 2600 }, (_, i) => JSON.stringify({ question_id: `q${i}`, padding: "x".repeat(1000) })).join("\n"));
    const accepted = await runAsActor(actor, () => upload({ workspace: f.workspace.id, benchmark: "big", filename: "big.jsonl" }, big));
    expect(accepted.status).toBe(202);
    const { uploadId } = await accepted.json();
    expect(await getDb().uploadChunk.count({ where: { uploadId } })).toBe(3);
    expect((await storedBytes(uploadId)).equals(big)).toBe(true);
    // On the embedded database Lore sees its disk: a declared size beyond its free space is
    // refused before a byte is stored.
    if (process.env.LORE_DATABASE_MODE === "embedded") {
      const before = await stored(f.workspace.id);
      const limit = process.env.LORE_UPLOAD_MAX_BYTES;
      process.env.LORE_UPLOAD_MAX_BYTES = String(2 ** 52);
      try {
        const tooBig = freeBytes(dataDir) + 1;
        await expect(
          storeUpload({ workspaceId: f.workspace.id, filename: "huge.json", body: new Blob([bytes]).stream(), expectedBytes: tooBig }),
        ).rejects.toThrow(
          /^There is no room to store this upload: the disk holding Lore's database has \d+ MB free and this file needs about \d+ MB\. Free some space/,
        );
      } finally {
        if (limit === undefined) delete process.env.LORE_UPLOAD_MAX_BYTES;
        else process.env.LORE_UPLOAD_MAX_BYTES = limit;
      }
      expect(await stored(f.workspace.id)).toEqual(before);
    }
  });
});
