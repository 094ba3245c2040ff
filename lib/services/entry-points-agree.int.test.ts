import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchMember } from "@/app/api/v1/members/[userId]/route";
import { POST as postMemories } from "@/app/api/v1/memories/route";
import { POST as postAccept } from "@/app/api/v1/proposals/[id]/accept/route";
import { POST as postMerge } from "@/app/api/v1/proposals/[id]/merge/route";
import { POST as postReject } from "@/app/api/v1/proposals/[id]/reject/route";
import { POST as postProposals } from "@/app/api/v1/proposals/route";
import { POST as postJudgeRun } from "@/app/api/v1/runs/[id]/judge/route";
import { POST as postQaExperiment } from "@/app/api/v1/runs/[id]/qa/route";
import { setMemberRole } from "@/lib/actions/members/set-member-role";
import { createMemory } from "@/lib/actions/memories/create-memory";
import { acceptProposal } from "@/lib/actions/proposals/accept-proposal";
import { createProposal } from "@/lib/actions/proposals/create-proposal";
import { mergeProposal } from "@/lib/actions/proposals/merge-proposal";
import { rejectProposal } from "@/lib/actions/proposals/reject-proposal";
import { startJudgeRun } from "@/lib/actions/runs/start-judge-run";
import { startQaExperiment } from "@/lib/actions/runs/start-qa-experiment";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { callApi, createTestToken } from "@/testing/api-client";
import { actorFor, createTestSession } from "@/testing/factories";
import { createMemoryFixture, memoryState, type MemoryFixture } from "@/testing/memory-factories";
import { createTestProposal } from "@/testing/proposal-factories";

// Every use case reachable from more than one entry point (a server action and an HTTP API route)
// is one service: each entry point must refuse the same bad input with the same code and change
// nothing. A case lists the input once, in the service's terms, and how each adapter spells it.
type Setup = MemoryFixture & { token: string; foreignTurnId: string; proposalId: string; answersRunId: string; retrievalRunId: string };
type Case = { name: string; code: string; input: (s: Setup) => Record<string, unknown> };
type UseCase = {
  name: string;
  action: (raw: unknown) => Promise<ActionResult<unknown>>;
  actionInput: (s: Setup, input: Record<string, unknown>) => Record<string, unknown>;
  route: Parameters<typeof callApi>[0];
  path: (s: Setup, input?: Record<string, unknown>) => string;
  apiBody: (s: Setup, input: Record<string, unknown>) => Record<string, unknown>;
  // The route's method and path parameters, when not a POST about the setup's proposal.
  method?: "PATCH";
  params?: (s: Setup, input: Record<string, unknown>) => Record<string, string>;
  valid: (s: Setup) => Record<string, unknown>;
  refusals: Case[];
};

async function setup(): Promise<Setup> {
  const f = await createMemoryFixture();
  const { token } = await createTestToken({
    workspaceId: f.workspace.id,
    userId: f.users.admin.id,
    scopes: ["memories:write", "proposals:create", "proposals:review", "members:write", "runs:write"],
  });
  const foreign = await createTestSession(f.other.id, [{ role: "user", content: "Another workspace's turn." }]);
  const foreignTurn = await getDb().observation.findFirstOrThrow({ where: { sessionId: foreign.id }, select: { id: true } });
  const proposal = await createTestProposal({
    workspaceId: f.workspace.id,
    ownerId: f.users.admin.id,
    proposerId: f.users.member.id,
    body: "Walks the beagle at seven.",
  });
  // An imported run with an answer (for a judge run) and a retrieval run with a recorded context (for a QA run).
  const benchmark = await getDb().benchmark.create({ data: { workspaceId: f.workspace.id, name: "entry-points" }, select: { id: true } });
  const run = (name: string, kind: "imported" | "retrieval", result: { hypothesis?: string; readerContext?: string }) =>
    getDb().run.create({
      data: {
        workspaceId: f.workspace.id,
        benchmarkId: benchmark.id,
        name,
        kind,
        results: { create: [{ questionExternalId: "q_1", questionType: "multi-session", ...result }] },
      },
      select: { id: true },
    });
  const answers = await run("answers", "imported", { hypothesis: "Lisbon" });
  const retrieval = await run("ret", "retrieval", { readerContext: "user: I live in Lisbon." });
  return { ...f, token, foreignTurnId: foreignTurn.id, proposalId: proposal.id, answersRunId: answers.id, retrievalRunId: retrieval.id };
}

const LONG = "x".repeat(20_001);
// A decision's proposal is in the API's path, not its body.
const withoutProposalId = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([key]) => key !== "proposalId"));
const cite = (s: Setup) => [s.turns[2]!.id];
// A role change names the member in the API's path and the role in its body.
const roleOnly = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([key]) => key !== "userId"));
// A judge or QA start names its source run in the API's path.
const withoutRunId = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([key]) => key !== "runId"));
const LONG_MODEL = "m".repeat(201);

const USE_CASES: UseCase[] = [
  {
    name: "create a proposal",
    action: createProposal,
    // The inbox's form names the owner by id; the API takes an id or an email.
    actionInput: (s, { owner, ...rest }) => ({ workspaceId: s.workspace.id, ownerId: owner, ...rest }),
    route: postProposals,
    path: () => "/api/v1/proposals",
    apiBody: (s, input) => ({ workspace: s.workspace.id, ...input }),
    valid: (s) => ({ owner: s.users.member.id, body: "Walks the beagle daily.", observationIds: cite(s) }),
    refusals: [
      { name: "cites nothing", code: "INVALID_INPUT", input: (s) => ({ owner: s.users.member.id, body: "Uncited." }) },
      { name: "cites an empty list", code: "INVALID_INPUT", input: (s) => ({ owner: s.users.member.id, body: "Uncited.", observationIds: [] }) },
      { name: "has an empty body", code: "INVALID_INPUT", input: (s) => ({ owner: s.users.member.id, body: "   ", observationIds: cite(s) }) },
      { name: "has an over-long body", code: "INVALID_INPUT", input: (s) => ({ owner: s.users.member.id, body: LONG, observationIds: cite(s) }) },
      {
        name: "cites another workspace's turn",
        code: "INVALID_INPUT",
        input: (s) => ({ owner: s.users.member.id, body: "x", observationIds: [s.foreignTurnId] }),
      },
      {
        name: "cites 101 turns",
        code: "INVALID_INPUT",
        input: (s) => ({ owner: s.users.member.id, body: "x", observationIds: Array.from({ length: 101 }, (_, i) => `obs-${i}`) }),
      },
      { name: "names a viewer as owner", code: "INVALID_INPUT", input: (s) => ({ owner: s.users.viewer.id, body: "x", observationIds: cite(s) }) },
      { name: "names an outsider as owner", code: "INVALID_INPUT", input: (s) => ({ owner: s.users.outsider.id, body: "x", observationIds: cite(s) }) },
      {
        name: "cites a fact-sheet line that does not exist",
        code: "INVALID_INPUT",
        input: (s) => ({ owner: s.users.member.id, body: "x", factSheet: { factSheetId: s.factSheet.id, line: 9 } }),
      },
      {
        name: "cites an unknown fact sheet",
        code: "NOT_FOUND",
        input: (s) => ({ owner: s.users.member.id, body: "x", factSheet: { factSheetId: "no-such-sheet", line: 1 } }),
      },
    ],
  },
  {
    name: "write a memory",
    action: createMemory,
    actionInput: (s, input) => ({ workspaceId: s.workspace.id, ...input }),
    route: postMemories,
    path: () => "/api/v1/memories",
    apiBody: (s, input) => ({ workspace: s.workspace.id, ...input }),
    valid: (s) => ({ body: "Feeds the beagle at six.", observationIds: cite(s) }),
    refusals: [
      { name: "has an empty body", code: "INVALID_INPUT", input: () => ({ body: "" }) },
      { name: "has an over-long body", code: "INVALID_INPUT", input: () => ({ body: LONG }) },
      { name: "cites another workspace's turn", code: "INVALID_INPUT", input: (s) => ({ body: "x", observationIds: [s.foreignTurnId] }) },
      { name: "has an empty reason", code: "INVALID_INPUT", input: () => ({ body: "x", reason: " " }) },
    ],
  },
  {
    name: "accept a proposal",
    action: acceptProposal,
    actionInput: (s, { proposalId, ...rest }) => ({ workspaceId: s.workspace.id, proposalId, ...rest }),
    route: postAccept,
    path: (s) => `/api/v1/proposals/${s.proposalId}/accept`,
    apiBody: (_, input) => withoutProposalId(input),
    valid: (s) => ({ proposalId: s.proposalId }),
    refusals: [
      { name: "has an empty edited body", code: "INVALID_INPUT", input: (s) => ({ proposalId: s.proposalId, body: "  " }) },
      { name: "has an over-long edited body", code: "INVALID_INPUT", input: (s) => ({ proposalId: s.proposalId, body: LONG }) },
    ],
  },
  {
    name: "reject a proposal",
    action: rejectProposal,
    actionInput: (s, { proposalId, ...rest }) => ({ workspaceId: s.workspace.id, proposalId, ...rest }),
    route: postReject,
    path: (s) => `/api/v1/proposals/${s.proposalId}/reject`,
    apiBody: (_, input) => withoutProposalId(input),
    valid: (s) => ({ proposalId: s.proposalId, reason: "Not true any more." }),
    refusals: [
      { name: "gives no reason", code: "INVALID_INPUT", input: (s) => ({ proposalId: s.proposalId, reason: " " }) },
      { name: "gives an over-long reason", code: "INVALID_INPUT", input: (s) => ({ proposalId: s.proposalId, reason: "r".repeat(2001) }) },
    ],
  },
  {
    name: "merge a proposal",
    action: mergeProposal,
    actionInput: (s, { proposalId, ...rest }) => ({ workspaceId: s.workspace.id, proposalId, ...rest }),
    route: postMerge,
    path: (s) => `/api/v1/proposals/${s.proposalId}/merge`,
    apiBody: (_, input) => withoutProposalId(input),
    valid: (s) => ({ proposalId: s.proposalId, memoryId: s.memory.id }),
    refusals: [
      { name: "names an unknown memory", code: "NOT_FOUND", input: (s) => ({ proposalId: s.proposalId, memoryId: "no-such-memory" }) },
      { name: "has an empty merged body", code: "INVALID_INPUT", input: (s) => ({ proposalId: s.proposalId, memoryId: s.memory.id, body: "" }) },
    ],
  },
  {
    name: "change a member's role",
    action: setMemberRole,
    actionInput: (s, input) => ({ workspaceId: s.workspace.id, ...input }),
    route: patchMember,
    method: "PATCH",
    path: (_, input = {}) => `/api/v1/members/${String(input.userId)}`,
    params: (_, input) => ({ userId: String(input.userId) }),
    apiBody: (_, input) => roleOnly(input),
    valid: (s) => ({ userId: s.users.viewer.id, role: "member" }),
    refusals: [
      { name: "names a role that does not exist", code: "INVALID_INPUT", input: (s) => ({ userId: s.users.viewer.id, role: "owner" }) },
      { name: "names no role", code: "INVALID_INPUT", input: (s) => ({ userId: s.users.viewer.id }) },
      { name: "names an over-long user id", code: "INVALID_INPUT", input: () => ({ userId: "u".repeat(65), role: "member" }) },
      { name: "names a user who is not a member", code: "NOT_FOUND", input: (s) => ({ userId: s.users.outsider.id, role: "member" }) },
      { name: "demotes the workspace's last admin", code: "CONFLICT", input: (s) => ({ userId: s.users.admin.id, role: "member" }) },
    ],
  },
  {
    name: "judge a run's answers",
    action: startJudgeRun,
    actionInput: (s, input) => ({ workspaceId: s.workspace.id, ...input }),
    route: postJudgeRun,
    path: (_, input = {}) => `/api/v1/runs/${String(input.runId)}/judge`,
    params: (_, input) => ({ id: String(input.runId) }),
    apiBody: (_, input) => withoutRunId(input),
    valid: (s) => ({ runId: s.answersRunId, judge: "judge-model" }),
    refusals: [
      { name: "names no judge", code: "INVALID_INPUT", input: (s) => ({ runId: s.answersRunId }) },
      { name: "names an over-long judge", code: "INVALID_INPUT", input: (s) => ({ runId: s.answersRunId, judge: LONG_MODEL }) },
      { name: "names a run without answers", code: "INVALID_INPUT", input: (s) => ({ runId: s.retrievalRunId, judge: "j" }) },
      { name: "names the source run as the new run", code: "INVALID_INPUT", input: (s) => ({ runId: s.answersRunId, judge: "j", name: "answers" }) },
      { name: "names an unknown run", code: "NOT_FOUND", input: () => ({ runId: "no-such-run", judge: "j" }) },
    ],
  },
  {
    name: "start a QA experiment",
    action: startQaExperiment,
    actionInput: (s, input) => ({ workspaceId: s.workspace.id, ...input }),
    route: postQaExperiment,
    path: (_, input = {}) => `/api/v1/runs/${String(input.runId)}/qa`,
    params: (_, input) => ({ id: String(input.runId) }),
    apiBody: (_, input) => withoutRunId(input),
    valid: (s) => ({ runId: s.retrievalRunId, reader: "reader-model", judge: "judge-model", prompt: "typed" }),
    refusals: [
      { name: "names no reader", code: "INVALID_INPUT", input: (s) => ({ runId: s.retrievalRunId, judge: "j", prompt: "typed" }) },
      {
        name: "names a prompt that does not exist",
        code: "INVALID_INPUT",
        input: (s) => ({ runId: s.retrievalRunId, reader: "r", judge: "j", prompt: "chatty" }),
      },
      {
        name: "names a run that is not a retrieval run",
        code: "INVALID_INPUT",
        input: (s) => ({ runId: s.answersRunId, reader: "r", judge: "j", prompt: "typed" }),
      },
      { name: "names an unknown run", code: "NOT_FOUND", input: () => ({ runId: "no-such-run", reader: "r", judge: "j", prompt: "typed" }) },
    ],
  },
];

// The QA and judge starts need an LLM endpoint; nothing here reaches it (the job is only queued).
const llmBefore = process.env.LORE_LLM_BASE_URL;
beforeAll(() => {
  process.env.LORE_LLM_BASE_URL = "http://127.0.0.1:9";
});
afterAll(() => {
  if (llmBefore === undefined) delete process.env.LORE_LLM_BASE_URL;
  else process.env.LORE_LLM_BASE_URL = llmBefore;
});

// What a refused call must leave as it was: the memories, proposals and audit log, who has which
// role, and the workspace's jobs and runs.
async function stateOf(s: Setup) {
  const memberships = await getDb().membership.findMany({
    where: { workspaceId: s.workspace.id },
    orderBy: { userId: "asc" },
    select: { userId: true, role: true },
  });
  const jobs = await getDb().jobRun.count({ where: { workspaceId: s.workspace.id } });
  const runs = await getDb().run.count({ where: { workspaceId: s.workspace.id } });
  return { ...(await memoryState(s)), memberships, jobs, runs };
}

async function viaAction(s: Setup, useCase: UseCase, input: Record<string, unknown>) {
  const result = await runAsActor(await actorFor(s.users.admin.id), () => useCase.action(useCase.actionInput(s, input)));
  return result.ok ? "OK" : result.code;
}

async function viaApi(s: Setup, useCase: UseCase, input: Record<string, unknown>) {
  const response = await callApi(useCase.route, {
    path: useCase.path(s, input),
    method: useCase.method,
    token: s.token,
    json: useCase.apiBody(s, input),
    params: useCase.params ? useCase.params(s, input) : { id: s.proposalId },
  });
  return response.status < 300 ? "OK" : (response.json.error.code as string);
}

describe("every entry point of a use case refuses the same inputs with the same code", () => {
  for (const useCase of USE_CASES) {
    for (const refusal of useCase.refusals) {
      it(`${useCase.name}: ${refusal.name} → ${refusal.code} from the server action and the HTTP API, changing nothing`, async () => {
        const s = await setup();
        const before = await stateOf(s);
        const input = refusal.input(s);
        expect(await viaAction(s, useCase, input), "server action").toBe(refusal.code);
        expect(await viaApi(s, useCase, input), "HTTP API").toBe(refusal.code);
        expect(await stateOf(s)).toEqual(before);
      });
    }

    it(`${useCase.name}: a valid input succeeds from both, and a repeat gets the same answer from both`, async () => {
      const s = await setup();
      expect(await viaAction(s, useCase, useCase.valid(s)), "server action").toBe("OK");
      // Decisions are single-use: the second entry point then meets an already-decided proposal.
      const second = await viaApi(s, useCase, useCase.valid(s));
      const decides = useCase.path(s).includes("/proposals/") && useCase.path(s) !== "/api/v1/proposals";
      expect(second, "HTTP API").toBe(decides ? "ALREADY_DECIDED" : "OK");
      if (decides) expect(await viaAction(s, useCase, useCase.valid(s)), "server action, again").toBe("ALREADY_DECIDED");
    });
  }
});
