import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { POST as postLongMemEvalUpload } from "@/app/api/imports/route";
import { POST as postRunUpload } from "@/app/api/imports/runs/route";
import { POST as postRunImport } from "@/app/api/v1/runs/import/route";
import { extractFactSheets } from "@/lib/actions/extraction/extract-fact-sheets";
import { startStudy } from "@/lib/actions/studies/start-study";
import { createApiToken } from "@/lib/actions/tokens/create-api-token";
import { startJudgeRun } from "@/lib/actions/runs/start-judge-run";
import { startQaExperiment } from "@/lib/actions/runs/start-qa-experiment";
import { startRetrievalExperiment } from "@/lib/actions/runs/start-retrieval-experiment";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { startJobWorker, type JobWorker } from "@/lib/jobs/worker";
import { callApi, createTestToken } from "@/testing/api-client";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

// The use cases the command line shares with the browser (lib/services/entry-points-agree.int.test.ts
// covers the server actions against the HTTP API): the same bad input is refused with the same
// code by `lore` and by the server action, and neither stores anything.
async function setup() {
  const f = await createWorkspaceWithRoles();
  const benchmark = await getDb().benchmark.create({ data: { workspaceId: f.workspace.id, name: "cli-agree" }, select: { id: true } });
  const run = await getDb().run.create({
    data: {
      workspaceId: f.workspace.id,
      benchmarkId: benchmark.id,
      name: "answers",
      kind: "imported",
      results: { create: [{ questionExternalId: "q_1", questionType: "multi-session", hypothesis: "Lisbon" }] },
    },
    select: { id: true },
  });
  const admin = await getDb().user.findUniqueOrThrow({ where: { id: f.users.admin.id }, select: { email: true } });
  return { f, runId: run.id, benchmarkId: benchmark.id, adminEmail: admin.email };
}

const codeOf = (result: { ok: true } | { ok: false; code: string }) => (result.ok ? "OK" : result.code);
const stored = async (workspaceId: string) => ({
  tokens: await getDb().apiToken.count({ where: { workspaceId } }),
  jobs: await getDb().jobRun.count({ where: { workspaceId } }),
  runs: await getDb().run.count({ where: { workspaceId } }),
  benchmarks: await getDb().benchmark.count({ where: { workspaceId } }),
  questions: await getDb().question.count({ where: { benchmark: { workspaceId } } }),
  uploads: await getDb().upload.count({ where: { workspaceId } }),
  studies: await getDb().study.count({ where: { workspaceId } }),
});

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "lore-cli-agree-"));

// The Jobs page's uploads (cookie routes: the request body is the file, the fields are the query).
const upload = (handler: (request: Request) => Promise<Response>, route: string, query: Record<string, string | undefined>, body: string) =>
  handler(
    new Request(`http://localhost:3000${route}?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined))}`, {
      method: "POST",
      body,
      headers: { host: "localhost:3000" },
    }),
  );
const codeOfResponse = async (response: Response) => (response.status < 300 ? "OK" : ((await response.json()) as { error: { code: string } }).error.code);

// A queued import, run to its end by a real worker.
const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
async function finishedJob(jobId: string) {
  if (workers.length === 0) workers.push(await startJobWorker({ connectionString: process.env.DATABASE_URL!, pollingIntervalSeconds: 0.5, log: () => {} }));
  const started = Date.now();
  for (;;) {
    const job = await getDb().jobRun.findUniqueOrThrow({ where: { id: jobId } });
    if (!["queued", "running"].includes(job.status) || Date.now() - started > 60_000) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("the command line and the server actions refuse the same inputs with the same code", () => {
  it("creating an API token: an unknown scope, an empty or over-long name", async () => {
    const { f, adminEmail } = await setup();
    const before = await stored(f.workspace.id);
    const cases = [
      { name: "an unknown scope", scopes: ["memories:write", "everything"], tokenName: "agent" },
      { name: "an empty name", scopes: ["memories:write"], tokenName: "   " },
      { name: "an over-long name", scopes: ["memories:write"], tokenName: "n".repeat(81) },
    ];
    for (const c of cases) {
      const cli = runLoreJson([
        "tokens",
        "create",
        "--email",
        adminEmail,
        "--workspace",
        f.workspace.id,
        "--scopes",
        c.scopes.join(","),
        "--name",
        c.tokenName,
      ]);
      const action = await runAsActor(await actorFor(f.users.admin.id), () =>
        createApiToken({ workspaceId: f.workspace.id, name: c.tokenName, scopes: c.scopes }),
      );
      expect({ case: c.name, cli: cli.body.error?.code ?? "OK" }).toEqual({ case: c.name, cli: "INVALID_INPUT" });
      expect({ case: c.name, action: codeOf(action) }).toEqual({ case: c.name, action: "INVALID_INPUT" });
    }
    expect(await stored(f.workspace.id)).toEqual(before);

    // And a valid one is made by both.
    const cli = runLoreJson(["tokens", "create", "--email", adminEmail, "--workspace", f.workspace.id, "--scopes", "memories:write", "--name", "agent"]);
    expect(cli.code, cli.stderr).toBe(0);
    const action = await runAsActor(await actorFor(f.users.admin.id), () =>
      createApiToken({ workspaceId: f.workspace.id, name: "agent", scopes: ["memories:write"] }),
    );
    expect(codeOf(action)).toBe("OK");
    expect((await stored(f.workspace.id)).tokens).toBe(before.tokens + 2);
  }, 120_000);

  it("judging a run: no judge model, an over-long one", async () => {
    const { f, runId } = await setup();
    const before = await stored(f.workspace.id);
    const env = { LORE_LLM_BASE_URL: "http://127.0.0.1:9" };
    for (const judge of ["  ", "m".repeat(201)]) {
      const cli = runLoreJson(["judge", "answers", "--judge", judge, "--workspace", f.workspace.id], env);
      expect(cli.body.error?.code, cli.stdout).toBe("INVALID_INPUT");
      process.env.LORE_LLM_BASE_URL = env.LORE_LLM_BASE_URL;
      try {
        const action = await runAsActor(await actorFor(f.users.member.id), () => startJudgeRun({ workspaceId: f.workspace.id, runId, judge }));
        expect(codeOf(action)).toBe("INVALID_INPUT");
      } finally {
        delete process.env.LORE_LLM_BASE_URL;
      }
    }
    expect(await stored(f.workspace.id)).toEqual(before);
  }, 120_000);

  it("starting a retrieval experiment: k of 0 or over 200, a budget of 0, no name", async () => {
    const { f, benchmarkId } = await setup();
    const before = await stored(f.workspace.id);
    const cases = [
      { name: "k of 0", k: "0", budget: undefined, runName: "r" },
      { name: "k over 200", k: "201", budget: undefined, runName: "r" },
      { name: "a budget of 0", k: "10", budget: "0", runName: "r" },
      { name: "no name", k: "10", budget: undefined, runName: "   " },
    ];
    for (const c of cases) {
      const args = [
        "experiment",
        "retrieval",
        "--benchmark",
        "cli-agree",
        "--representation",
        "sessions",
        "--retriever",
        "fulltext",
        "--k",
        c.k,
        "--name",
        c.runName,
      ];
      const cli = runLoreJson([...args, ...(c.budget ? ["--budget", c.budget] : []), "--workspace", f.workspace.id]);
      const action = await runAsActor(await actorFor(f.users.member.id), () =>
        startRetrievalExperiment({
          workspaceId: f.workspace.id,
          benchmarkId,
          name: c.runName,
          representation: "sessions",
          retriever: "fulltext",
          k: c.k,
          ...(c.budget ? { budget: c.budget } : {}),
        }),
      );
      expect({ case: c.name, cli: cli.body.error?.code ?? "OK" }).toEqual({ case: c.name, cli: "INVALID_INPUT" });
      expect({ case: c.name, action: codeOf(action) }).toEqual({ case: c.name, action: "INVALID_INPUT" });
    }
    expect(await stored(f.workspace.id)).toEqual(before);
  }, 120_000);

  it("starting a QA experiment: no reader model, an over-long judge, an unknown prompt", async () => {
    const { f, runId } = await setup();
    const before = await stored(f.workspace.id);
    const env = { LORE_LLM_BASE_URL: "http://127.0.0.1:9" };
    const cases = [
      { name: "no reader model", reader: "  ", judge: "gpt-4o", prompt: "typed" },
      { name: "an over-long judge", reader: "gpt-4o", judge: "j".repeat(201), prompt: "typed" },
      { name: "an unknown prompt", reader: "gpt-4o", judge: "gpt-4o", prompt: "chatty" },
    ];
    for (const c of cases) {
      const cli = runLoreJson(
        ["experiment", "qa", "--from-run", "answers", "--reader", c.reader, "--judge", c.judge, "--prompt", c.prompt, "--workspace", f.workspace.id],
        env,
      );
      process.env.LORE_LLM_BASE_URL = env.LORE_LLM_BASE_URL;
      try {
        const action = await runAsActor(await actorFor(f.users.member.id), () =>
          startQaExperiment({ workspaceId: f.workspace.id, runId, reader: c.reader, judge: c.judge, prompt: c.prompt }),
        );
        expect({ case: c.name, cli: cli.body.error?.code ?? "OK" }).toEqual({ case: c.name, cli: "INVALID_INPUT" });
        expect({ case: c.name, action: codeOf(action) }).toEqual({ case: c.name, action: "INVALID_INPUT" });
      } finally {
        delete process.env.LORE_LLM_BASE_URL;
      }
    }
    expect(await stored(f.workspace.id)).toEqual(before);
  }, 120_000);
  it("importing a run: an empty benchmark, an over-long name, reader or notes; a malformed file names the same problem", async () => {
    const { f } = await setup();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: ["runs:write"] });
    const dir = tmp();
    const file = path.join(dir, "answers.jsonl");
    const content = '{"question_id": "q_1", "hypothesis": "Lisbon"}\n';
    writeFileSync(file, content);
    const before = await stored(f.workspace.id);
    const cases = [
      { name: "an empty benchmark", benchmark: "   ", runName: "r", reader: undefined, notes: undefined },
      { name: "an over-long benchmark", benchmark: "b".repeat(101), runName: "r", reader: undefined, notes: undefined },
      { name: "an empty name", benchmark: "cli-agree", runName: "  ", reader: undefined, notes: undefined },
      { name: "an over-long name", benchmark: "cli-agree", runName: "n".repeat(201), reader: undefined, notes: undefined },
      { name: "an over-long reader", benchmark: "cli-agree", runName: "r", reader: "m".repeat(201), notes: undefined },
      // `lore import run` took 5,000 characters of notes where the Jobs page and the API take 2,000.
      { name: "over-long notes", benchmark: "cli-agree", runName: "r", reader: undefined, notes: "n".repeat(2001) },
    ];
    for (const c of cases) {
      const flags = ["--benchmark", c.benchmark, "--name", c.runName, ...(c.reader ? ["--reader", c.reader] : []), ...(c.notes ? ["--notes", c.notes] : [])];
      const cli = runLoreJson(["import", "run", file, ...flags, "--workspace", f.workspace.id]);
      const fields = { benchmark: c.benchmark, name: c.runName, reader: c.reader, notes: c.notes };
      const page = await runAsActor(await actorFor(f.users.admin.id), () =>
        upload(postRunUpload, "/api/imports/runs", { workspace: f.workspace.id, filename: "answers.jsonl", ...fields }, content),
      );
      const api = await callApi(postRunImport, { path: "/api/v1/runs/import", token, json: { ...fields, filename: "answers.jsonl", content } });
      expect({ case: c.name, cli: cli.body.error?.code ?? "OK" }).toEqual({ case: c.name, cli: "INVALID_INPUT" });
      expect({ case: c.name, page: await codeOfResponse(page) }).toEqual({ case: c.name, page: "INVALID_INPUT" });
      expect({ case: c.name, api: api.status < 300 ? "OK" : api.json.error.code }).toEqual({ case: c.name, api: "INVALID_INPUT" });
    }
    expect(await stored(f.workspace.id)).toEqual(before);

    // A malformed file: the CLI refuses it at once; the page and the API queue it, and the job
    // fails naming the same line and problem (and the client's file name, never a server path).
    const broken = '{"question_id": "q_1", "hypothesis": "Lisbon"}\n{"question_id": "q_2", "hypothesis": \n';
    writeFileSync(file, broken);
    const cli = runLoreJson(["import", "run", file, "--benchmark", "cli-agree", "--name", "broken", "--workspace", f.workspace.id]);
    expect(cli.body.error.code).toBe("INPUT");
    const problem = (cli.body.error.message as string).replaceAll(file, "answers.jsonl");
    expect(problem).toMatch(/^answers\.jsonl\b/);
    const page = await runAsActor(await actorFor(f.users.admin.id), () =>
      upload(postRunUpload, "/api/imports/runs", { workspace: f.workspace.id, filename: "answers.jsonl", benchmark: "cli-agree", name: "broken" }, broken),
    );
    expect(page.status).toBe(202);
    const api = await callApi(postRunImport, {
      path: "/api/v1/runs/import",
      token,
      json: { benchmark: "cli-agree", name: "broken", filename: "answers.jsonl", content: broken },
    });
    expect(api.status).toBe(202);
    for (const jobId of [((await page.json()) as { jobId: string }).jobId, api.json.jobId as string]) {
      expect(await finishedJob(jobId)).toMatchObject({ status: "failed", errorCode: "BAD_INPUT_FILE", error: problem });
    }
    expect(await getDb().run.count({ where: { workspaceId: f.workspace.id, name: "broken" } })).toBe(0);
    expect(await getDb().upload.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  }, 180_000);

  it("importing LongMemEval questions: an empty or over-long benchmark name; a malformed file names the same problem", async () => {
    const { f } = await setup();
    const dir = tmp();
    const file = path.join(dir, "questions.json");
    const broken = '[{"question_id": "q_9", "question_type": "single-session-user", "question": "Where?", "answer": "Lisbon", ';
    writeFileSync(file, broken);
    const before = await stored(f.workspace.id);
    for (const c of [
      { name: "an empty benchmark name", benchmark: "  " },
      { name: "an over-long benchmark name", benchmark: "b".repeat(101) },
    ]) {
      const cli = runLoreJson(["import", "longmemeval", file, "--benchmark", c.benchmark, "--workspace", f.workspace.id]);
      const page = await runAsActor(await actorFor(f.users.admin.id), () =>
        upload(postLongMemEvalUpload, "/api/imports", { workspace: f.workspace.id, benchmark: c.benchmark, filename: "questions.json" }, broken),
      );
      expect({ case: c.name, cli: cli.body.error?.code ?? "OK" }).toEqual({ case: c.name, cli: "INVALID_INPUT" });
      expect({ case: c.name, page: await codeOfResponse(page) }).toEqual({ case: c.name, page: "INVALID_INPUT" });
    }
    expect(await stored(f.workspace.id)).toEqual(before);

    const cli = runLoreJson(["import", "longmemeval", file, "--benchmark", "lme-broken", "--workspace", f.workspace.id]);
    expect(cli.body.error.code).toBe("INPUT");
    const problem = (cli.body.error.message as string).replaceAll(file, "questions.json");
    expect(problem).toMatch(/^questions\.json\b/);
    const page = await runAsActor(await actorFor(f.users.admin.id), () =>
      upload(postLongMemEvalUpload, "/api/imports", { workspace: f.workspace.id, benchmark: "lme-broken", filename: "questions.json" }, broken),
    );
    expect(page.status).toBe(202);
    const job = await finishedJob(((await page.json()) as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: "failed", errorCode: "BAD_INPUT_FILE" });
    // The job names the client's file, the line and the problem as the CLI does.
    expect(job.error).toBe(problem);
    expect(await getDb().question.count({ where: { benchmark: { workspaceId: f.workspace.id } } })).toBe(before.questions);
  }, 180_000);

  it("extracting fact sheets: no version, an unknown provider, the offline extractor's name with a model, an unknown benchmark", async () => {
    const { f, benchmarkId } = await setup();
    const before = await stored(f.workspace.id);
    const cases = [
      { name: "an extractor without a version", extractor: "terse-facts", provider: undefined, benchmark: "cli-agree", code: "INVALID_INPUT" },
      { name: "an unknown provider", extractor: "lore-baseline@1", provider: "gpt", benchmark: "cli-agree", code: "INVALID_INPUT" },
      { name: "the offline extractor's name with a model", extractor: "lore-baseline@1", provider: "openai", benchmark: "cli-agree", code: "INVALID_INPUT" },
      { name: "a model extractor offline", extractor: "terse-facts@2", provider: "offline", benchmark: "cli-agree", code: "INVALID_INPUT" },
      { name: "an unknown benchmark", extractor: "lore-baseline@1", provider: undefined, benchmark: "no-such-benchmark", code: "NOT_FOUND" },
    ];
    for (const c of cases) {
      const cli = runLoreJson([
        "extract",
        "--benchmark",
        c.benchmark,
        "--extractor",
        c.extractor,
        ...(c.provider ? ["--provider", c.provider] : []),
        "--workspace",
        f.workspace.id,
      ]);
      const action = await runAsActor(await actorFor(f.users.admin.id), () =>
        extractFactSheets({
          workspaceId: f.workspace.id,
          benchmarkId: c.benchmark === "cli-agree" ? benchmarkId : "no-such-benchmark",
          extractor: c.extractor,
          ...(c.provider ? { provider: c.provider } : {}),
        }),
      );
      expect({ case: c.name, cli: cli.body.error?.code ?? "OK" }).toEqual({ case: c.name, cli: c.code });
      expect({ case: c.name, action: codeOf(action) }).toEqual({ case: c.name, action: c.code });
    }
    expect(await stored(f.workspace.id)).toEqual(before);
  }, 120_000);

  it("running a study: a name the page refuses, an empty or malformed file, an unknown benchmark", async () => {
    const { f } = await setup();
    const dir = tmp();
    const studyFile = (benchmark: string) =>
      `name: agree\nbenchmark: ${benchmark}\nfactors:\n  representation: sessions\n  retriever: fulltext\n  k: 3\n  reader: r\n  prompt: typed\n  judge: j\n  judgeProtocol: lore\nruns:\n  - { label: Sessions top 3, representation: sessions, k: 3 }\nfixed: [reader, judge, judgeProtocol, retriever, questions]\nbaseline: Sessions top 3\n`;
    const cases = [
      // `lore study run --name` took any 80 characters; the Runs page takes letters, digits, . _ -.
      { name: "a name with a slash", text: studyFile("cli-agree"), studyName: "../agree", code: "INVALID_INPUT", names: /study name is letters/ },
      { name: "a name starting with a dash", text: studyFile("cli-agree"), studyName: "-agree", code: "INVALID_INPUT", names: /study name is letters/ },
      { name: "an empty file", text: "", studyName: undefined, code: "INVALID_INPUT", names: /study file/ },
      { name: "a malformed file", text: "name: agree\nbenchmark: [cli-agree\n", studyName: undefined, code: "INVALID_INPUT", names: /line \d/ },
      { name: "an unknown factor", text: studyFile("cli-agree").replace("k: 3", "kk: 3"), studyName: undefined, code: "INVALID_INPUT", names: /kk/ },
      { name: "an unknown benchmark", text: studyFile("no-such-benchmark"), studyName: undefined, code: "NOT_FOUND", names: /no benchmark no-such-benchmark/ },
    ];
    const before = await stored(f.workspace.id);
    for (const [i, c] of cases.entries()) {
      const file = path.join(dir, `study-${i}.yaml`);
      writeFileSync(file, c.text);
      const cli = runLoreJson(["study", "run", file, ...(c.studyName ? ["--name", c.studyName] : []), "--workspace", f.workspace.id]);
      const action = await runAsActor(await actorFor(f.users.member.id), () =>
        startStudy({ workspaceId: f.workspace.id, fileName: `study-${i}.yaml`, text: c.text, ...(c.studyName ? { name: c.studyName } : {}) }),
      );
      expect({ case: c.name, cli: cli.body.error?.code ?? "OK" }).toEqual({ case: c.name, cli: c.code });
      expect({ case: c.name, action: codeOf(action) }).toEqual({ case: c.name, action: c.code });
      // Refused for the reason the case is about (the benchmark here has no questions, which is refused too, later).
      expect({ case: c.name, cli: cli.body.error.message }).toEqual({ case: c.name, cli: expect.stringMatching(c.names) });
      expect({ case: c.name, action: action.ok ? "" : [action.message, ...(action.issues ?? []).map((i) => `${i.path}: ${i.message}`)].join("; ") }).toEqual({
        case: c.name,
        action: expect.stringMatching(c.names),
      });
    }
    expect(await stored(f.workspace.id)).toEqual(before);
  }, 120_000);
});
