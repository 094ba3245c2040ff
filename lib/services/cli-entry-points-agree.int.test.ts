import { describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/actions/tokens/create-api-token";
import { startJudgeRun } from "@/lib/actions/runs/start-judge-run";
import { startQaExperiment } from "@/lib/actions/runs/start-qa-experiment";
import { startRetrievalExperiment } from "@/lib/actions/runs/start-retrieval-experiment";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
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
});

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
});
