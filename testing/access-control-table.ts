import { extractFactSheets } from "@/lib/actions/extraction/extract-fact-sheets";
import { queueLongMemEvalImport } from "@/lib/actions/imports/queue-longmemeval-import";
import { cancelJob } from "@/lib/actions/jobs/cancel-job";
import { addMember } from "@/lib/actions/members/add-member";
import { setMemberRole } from "@/lib/actions/members/set-member-role";
import { signOutMemberEverywhere } from "@/lib/actions/members/sign-out-member-everywhere";
import { archiveMemory } from "@/lib/actions/memories/archive-memory";
import { createMemory } from "@/lib/actions/memories/create-memory";
import { editMemory } from "@/lib/actions/memories/edit-memory";
import { restoreMemory } from "@/lib/actions/memories/restore-memory";
import { revertMemory } from "@/lib/actions/memories/revert-memory";
import { acceptProposal } from "@/lib/actions/proposals/accept-proposal";
import { bulkDecideProposals } from "@/lib/actions/proposals/bulk-decide-proposals";
import { createProposal } from "@/lib/actions/proposals/create-proposal";
import { mergeProposal } from "@/lib/actions/proposals/merge-proposal";
import { rejectProposal } from "@/lib/actions/proposals/reject-proposal";
import { supersedeMemory } from "@/lib/actions/proposals/supersede-memory";
import { undoDecision } from "@/lib/actions/proposals/undo-decision";
import { withdrawProposal } from "@/lib/actions/proposals/withdraw-proposal";
import { decideProposal as commitDecision } from "@/lib/dal/proposals/decide-proposal";
import { archiveRun } from "@/lib/actions/runs/archive-run";
import { labelVerdict } from "@/lib/actions/runs/label-verdict";
import { startJudgeRun } from "@/lib/actions/runs/start-judge-run";
import { startQaExperiment } from "@/lib/actions/runs/start-qa-experiment";
import { startRetrievalExperiment } from "@/lib/actions/runs/start-retrieval-experiment";
import { startStudy } from "@/lib/actions/studies/start-study";
import { tagRun } from "@/lib/actions/runs/tag-run";
import { unarchiveRun } from "@/lib/actions/runs/unarchive-run";
import { createApiToken } from "@/lib/actions/tokens/create-api-token";
import { revokeApiToken } from "@/lib/actions/tokens/revoke-api-token";
import { renameWorkspace } from "@/lib/actions/workspaces/rename-workspace";
import { switchWorkspace } from "@/lib/actions/workspaces/switch-workspace";
import { POST as postImports } from "@/app/api/imports/route";
import { POST as postRunImports } from "@/app/api/imports/runs/route";
import { GET as getInbox } from "@/app/api/inbox/route";
import { GET as getInboxSimilar } from "@/app/api/inbox/similar/route";
import { GET as getJobs } from "@/app/api/jobs/route";
import { GET as getRunsCompare } from "@/app/api/runs/compare/route";
import { GET as getStudyReportRoute } from "@/app/api/studies/[studyId]/report/route";
import { GET as getJob } from "@/app/api/v1/jobs/[id]/route";
import { PATCH as patchMember } from "@/app/api/v1/members/[userId]/route";
import { GET as getMembers } from "@/app/api/v1/members/route";
import { GET as getMemoryRoute } from "@/app/api/v1/memories/[id]/route";
import { GET as getMemories, POST as postMemories } from "@/app/api/v1/memories/route";
import { GET as getObservation } from "@/app/api/v1/observations/[id]/route";
import { POST as postObservations } from "@/app/api/v1/observations/route";
import { POST as postAccept } from "@/app/api/v1/proposals/[id]/accept/route";
import { POST as postMerge } from "@/app/api/v1/proposals/[id]/merge/route";
import { POST as postReject } from "@/app/api/v1/proposals/[id]/reject/route";
import { GET as getProposal } from "@/app/api/v1/proposals/[id]/route";
import { GET as getProposals, POST as postProposals } from "@/app/api/v1/proposals/route";
import { GET as getRunResults } from "@/app/api/v1/runs/[id]/results/route";
import { POST as postRunImport } from "@/app/api/v1/runs/import/route";
import { POST as postJudgeRun } from "@/app/api/v1/runs/[id]/judge/route";
import { POST as postQaExperiment } from "@/app/api/v1/runs/[id]/qa/route";
import { GET as getRun } from "@/app/api/v1/runs/[id]/route";
import { GET as getRuns } from "@/app/api/v1/runs/route";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { GET as getSession } from "@/app/api/v1/sessions/[id]/route";
import { GET as getSessions, POST as postSessions } from "@/app/api/v1/sessions/route";
import { getDb } from "@/lib/db/prisma";
import { storeUpload } from "@/lib/import/store-upload";
import type { ActionResult } from "@/lib/errors";
import type { Permission } from "@/lib/permissions/permissions";
import type { AccessFixture } from "@/testing/access-control-fixture";
import { callApi } from "@/testing/api-client";

// The access-control matrix of issue #8: every server action and every API route handler, with
// what each kind of caller gets. The runner is access-control-matrix.int.test.ts.
//
// The columns. Lore's roles are admin | member | viewer (lib/permissions/permissions.ts); it has
// no workspace "owner" role: a workspace's creator is made its admin (`lore workspaces create
// --admin`). So "owner" means the owner of the record the call acts on (the memory's owner, the
// proposal's owner, the proposer for a withdrawal, the token's user) when the row is about such a
// record (`owner: "record"`; that owner is a *member*, so the cell proves ownership grants what
// the role alone does not), and the workspace's admin when the row is workspace-level
// (`owner: "workspace"`; those cells repeat the admin column by construction).
// "outsider" is an admin of another workspace only, acting on this workspace's id or records.
// How the user columns authenticate: for actions and session routes, a next-auth session cookie
// minted as sign-in mints it, read by getServerSession inside Next's request scope (no actor is
// injected); for token routes, a token of that user holding the row's scope. The viewer's token
// holds it although a viewer's role lacks it (as after a demotion), so the role is what refuses.
// Token columns: "tokenWithoutScope" is a valid token of this workspace's admin holding every
// admin scope except the one the row needs (for rows that need none: a token with no scopes),
// "revokedToken" a revoked token of the admin that held the scope. Server actions and the
// cookie routes authenticate only by the next-auth session cookie, so for them the token cells
// send that token as `Authorization: Bearer` with no cookie and must get UNAUTHENTICATED.
export const COLUMNS = ["owner", "admin", "member", "viewer", "outsider", "signedOut", "tokenWithoutScope", "revokedToken"] as const;
export type Column = (typeof COLUMNS)[number];

// "hidden": answered 200 but without the row's target (a listing scoped to the caller).
export type Outcome = "allow" | "hidden" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND";
export type Expectations = Record<Column, Outcome>;

export type Called = { status: number; json: unknown; setCookies?: string[] };

type RowBase = {
  name: string;
  // Where it is defined, for the guard that nothing is missing from the table.
  file: string;
  permission: Permission | null;
  owner: "record" | "workspace";
  expect: Expectations;
  // Puts the fixture in the state the call starts from.
  prepare?: (f: AccessFixture) => Promise<void>;
  // The tables an allowed call changes, exactly; `mayAlsoChange` names tables a worker of another
  // test file may write meanwhile (it runs jobs queued in any workspace).
  changes: string[];
  mayAlsoChange?: string[];
  // For an allowed call: did the intended thing happen? For a "hidden" one it must be false.
  sees?: (called: Called, f: AccessFixture) => boolean | Promise<boolean>;
};

export type ActionRow = RowBase & {
  kind: "action";
  call: (f: AccessFixture) => Promise<ActionResult<unknown>>;
  // For an action that names this workspace's records: the outsider also tries them through
  // their own workspace, where they are admin, so only the record's workspace scope stops them.
  acrossWorkspaces?: "NOT_FOUND" | "INVALID_INPUT";
};
export type RouteRow = RowBase & {
  kind: "session-route" | "token-route";
  method: "GET" | "POST" | "PATCH";
  // For a session route the headers decide who calls; for a token route, the bearer token.
  call: (f: AccessFixture, auth: { headers: Record<string, string>; token: string | null }) => Promise<Called>;
};
export type Row = ActionRow | RouteRow;

// The study the report route reads, by name (a route takes a study's id or name).
const ACCESS_STUDY = "access-study";

// The expectations, spelled out once per pattern.
const UNAUTH_TOKENS = { signedOut: "UNAUTHENTICATED", tokenWithoutScope: "UNAUTHENTICATED", revokedToken: "UNAUTHENTICATED" } as const;
const ADMIN_ONLY: Expectations = { owner: "allow", admin: "allow", member: "FORBIDDEN", viewer: "FORBIDDEN", outsider: "NOT_FOUND", ...UNAUTH_TOKENS };
const MEMBERS: Expectations = { owner: "allow", admin: "allow", member: "allow", viewer: "FORBIDDEN", outsider: "NOT_FOUND", ...UNAUTH_TOKENS };
const OWNER_OR_ADMIN: Expectations = { owner: "allow", admin: "allow", member: "FORBIDDEN", viewer: "FORBIDDEN", outsider: "NOT_FOUND", ...UNAUTH_TOKENS };
const READERS: Expectations = { owner: "allow", admin: "allow", member: "allow", viewer: "allow", outsider: "NOT_FOUND", ...UNAUTH_TOKENS };
const TOKEN_MEMBERS: Expectations = { ...MEMBERS, tokenWithoutScope: "FORBIDDEN", revokedToken: "UNAUTHENTICATED" };
const TOKEN_ADMIN_ONLY: Expectations = { ...ADMIN_ONLY, tokenWithoutScope: "FORBIDDEN", revokedToken: "UNAUTHENTICATED" };
const TOKEN_OWNER_OR_ADMIN: Expectations = { ...OWNER_OR_ADMIN, tokenWithoutScope: "FORBIDDEN", revokedToken: "UNAUTHENTICATED" };
// Any valid token may read its own workspace: no scope is needed, so "without the scope" reads.
const TOKEN_READERS: Expectations = { ...READERS, tokenWithoutScope: "allow", revokedToken: "UNAUTHENTICATED" };
// A list names no workspace: the outsider's token lists its own, which holds none of these rows.
const TOKEN_LIST_READERS: Expectations = { ...TOKEN_READERS, outsider: "hidden" };

const MEMORY_WRITE = ["Memory", "MemoryRevision", "AuditEvent"];
const DECISION = ["Proposal", "Memory", "MemoryRevision", "MemorySource", "AuditEvent"];
// The proposal cites the turn the memory already rests on, so merging adds no new source.
const MERGE = ["Proposal", "Memory", "MemoryRevision", "AuditEvent"];
const JOB_QUEUED = ["JobRun", "pgboss.job", "AuditEvent"];
// An upload route also stores the file itself (in the database, for any worker to read).
const UPLOAD_QUEUED = [...JOB_QUEUED, "Upload", "UploadChunk"];
// A worker of another test file may run a queued import; the uploaded file holds no questions.
// RunSummary: a re-import that changes a question's answer sessions marks the runs that answered it out of date.
const IMPORT_MAY_WRITE = ["Benchmark", "Question", "Session", "Observation", "HaystackSession", "EvidenceTurn", "RunSummary"];
// Upload ids by fixture (keyed by its memory, which the outsider's copy of the fixture shares).
const uploads = new Map<string, string>();
// Retrieval runs made for the QA experiment's row, by fixture like the uploads.
const retrievalRuns = new Map<string, string>();
// The QA and judge services refuse without an LLM endpoint; nothing here reaches it (the job is only queued).
async function withLlmEndpoint<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.env.LORE_LLM_BASE_URL;
  process.env.LORE_LLM_BASE_URL = "http://127.0.0.1:9";
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.LORE_LLM_BASE_URL;
    else process.env.LORE_LLM_BASE_URL = before;
  }
}
const emptyUpload = (workspaceId: string) => storeUpload({ workspaceId, filename: "questions.json", body: new Blob(["[]"]).stream() });
const memoryStatus = async (f: AccessFixture) => (await getDb().memory.findUniqueOrThrow({ where: { id: f.memory.id }, select: { status: true } })).status;
const proposalStatus = async (f: AccessFixture) =>
  (await getDb().proposal.findUniqueOrThrow({ where: { id: f.proposal.id }, select: { status: true } })).status;
const archiveTheMemory = async (f: AccessFixture) => {
  await getDb().memory.update({ where: { id: f.memory.id }, data: { status: "archived" } });
};

export const ACTION_ROWS: ActionRow[] = [
  {
    kind: "action",
    name: "rename-workspace",
    file: "lib/actions/workspaces/rename-workspace.ts",
    permission: "workspace:manage",
    owner: "workspace",
    expect: ADMIN_ONLY,
    call: (f) => renameWorkspace({ workspaceId: f.workspace.id, name: "Renamed" }),
    changes: ["Workspace", "AuditEvent"],
  },
  {
    kind: "action",
    name: "add-member",
    file: "lib/actions/members/add-member.ts",
    permission: "members:manage",
    owner: "workspace",
    expect: ADMIN_ONLY,
    call: (f) => addMember({ workspaceId: f.workspace.id, email: f.users.invitee.email, role: "member" }),
    changes: ["Membership", "AuditEvent"],
  },
  {
    kind: "action",
    name: "set-member-role",
    file: "lib/actions/members/set-member-role.ts",
    permission: "members:write",
    owner: "workspace",
    expect: ADMIN_ONLY,
    call: (f) => setMemberRole({ workspaceId: f.workspace.id, userId: f.users.viewer.id, role: "member" }),
    changes: ["Membership", "AuditEvent"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "sign-out-member-everywhere",
    file: "lib/actions/members/sign-out-member-everywhere.ts",
    permission: "members:manage",
    owner: "workspace",
    expect: ADMIN_ONLY,
    call: (f) => signOutMemberEverywhere({ workspaceId: f.workspace.id, userId: f.users.viewer.id }),
    changes: ["User", "AuditEvent"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "switch-workspace",
    file: "lib/actions/workspaces/switch-workspace.ts",
    permission: "workspace:read",
    owner: "workspace",
    expect: READERS,
    call: (f) => switchWorkspace({ workspaceId: f.workspace.id }),
    // Only a cookie: the choice of workspace to show is the browser's, not the database's.
    changes: [],
    sees: (called, f) => (called.setCookies ?? []).some((c) => c.startsWith(`lore-workspace=${f.workspace.id};`)),
  },
  {
    kind: "action",
    name: "create-api-token",
    file: "lib/actions/tokens/create-api-token.ts",
    permission: "tokens:manage",
    owner: "workspace",
    expect: MEMBERS,
    call: (f) => createApiToken({ workspaceId: f.workspace.id, name: "agent", scopes: [] }),
    changes: ["ApiToken", "AuditEvent"],
  },
  {
    kind: "action",
    name: "revoke-api-token",
    file: "lib/actions/tokens/revoke-api-token.ts",
    permission: "tokens:manage",
    owner: "record",
    // Someone else's token is answered like a missing one, so a member cannot probe for it.
    expect: { ...OWNER_OR_ADMIN, member: "NOT_FOUND" },
    call: (f) => revokeApiToken({ workspaceId: f.workspace.id, tokenId: f.ownerToken.id }),
    changes: ["ApiToken", "AuditEvent"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "create-memory",
    file: "lib/actions/memories/create-memory.ts",
    permission: "memories:write",
    owner: "workspace",
    expect: MEMBERS,
    call: (f) => createMemory({ workspaceId: f.workspace.id, body: "Prefers tea to coffee.", observationIds: [f.turnId] }),
    changes: ["Memory", "MemoryRevision", "MemorySource", "AuditEvent"],
    acrossWorkspaces: "INVALID_INPUT",
  },
  {
    kind: "action",
    name: "edit-memory",
    file: "lib/actions/memories/edit-memory.ts",
    permission: "memories:write",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: "Has a beagle and a cat.", reason: "Adopted a cat.", baseRevision: 2 }),
    changes: MEMORY_WRITE,
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "revert-memory",
    file: "lib/actions/memories/revert-memory.ts",
    permission: "memories:write",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 1 }),
    changes: MEMORY_WRITE,
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "archive-memory",
    file: "lib/actions/memories/archive-memory.ts",
    permission: "memories:write",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => archiveMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }),
    changes: ["Memory", "AuditEvent"],
    sees: async (_, f) => (await memoryStatus(f)) === "archived",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "restore-memory",
    file: "lib/actions/memories/restore-memory.ts",
    permission: "memories:write",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    prepare: archiveTheMemory,
    call: (f) => restoreMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }),
    changes: ["Memory", "AuditEvent"],
    sees: async (_, f) => (await memoryStatus(f)) === "active",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "create-proposal",
    file: "lib/actions/proposals/create-proposal.ts",
    permission: "proposals:create",
    owner: "workspace",
    expect: MEMBERS,
    call: (f) => createProposal({ workspaceId: f.workspace.id, body: "Runs on Sundays.", observationIds: [f.turnId] }),
    changes: ["Proposal", "ProposalCitation", "AuditEvent"],
    acrossWorkspaces: "INVALID_INPUT",
  },
  {
    kind: "action",
    name: "accept-proposal",
    file: "lib/actions/proposals/accept-proposal.ts",
    permission: "proposals:review",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => acceptProposal({ workspaceId: f.workspace.id, proposalId: f.proposal.id }),
    changes: DECISION,
    sees: async (_, f) => (await proposalStatus(f)) === "accepted",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "reject-proposal",
    file: "lib/actions/proposals/reject-proposal.ts",
    permission: "proposals:review",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => rejectProposal({ workspaceId: f.workspace.id, proposalId: f.proposal.id, reason: "Not true any more." }),
    changes: ["Proposal", "AuditEvent"],
    sees: async (_, f) => (await proposalStatus(f)) === "rejected",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "merge-proposal",
    file: "lib/actions/proposals/merge-proposal.ts",
    permission: "proposals:review",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => mergeProposal({ workspaceId: f.workspace.id, proposalId: f.proposal.id, memoryId: f.memory.id }),
    changes: MERGE,
    sees: async (_, f) => (await proposalStatus(f)) === "accepted",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "supersede-memory",
    file: "lib/actions/proposals/supersede-memory.ts",
    permission: "proposals:review",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => supersedeMemory({ workspaceId: f.workspace.id, proposalId: f.proposal.id, memoryId: f.memory.id }),
    changes: MERGE,
    sees: async (_, f) => (await proposalStatus(f)) === "accepted",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "undo-decision",
    file: "lib/actions/proposals/undo-decision.ts",
    permission: "proposals:review",
    owner: "record",
    // The admin accepted the owner's proposal just now: the decider and the owner may undo it.
    expect: OWNER_OR_ADMIN,
    prepare: async (f) => {
      await commitDecision({ proposalId: f.proposal.id, workspaceId: f.workspace.id, actorId: f.users.admin.id, decision: { kind: "accept" } });
    },
    call: (f) => undoDecision({ workspaceId: f.workspace.id, proposalId: f.proposal.id }),
    changes: DECISION,
    sees: async (_, f) => (await proposalStatus(f)) === "pending",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "withdraw-proposal",
    file: "lib/actions/proposals/withdraw-proposal.ts",
    permission: "proposals:create",
    owner: "record",
    // Only the proposer withdraws: an admin decides a proposal but does not take back someone's words.
    expect: { ...OWNER_OR_ADMIN, admin: "FORBIDDEN" },
    call: (f) => withdrawProposal({ workspaceId: f.workspace.id, proposalId: f.proposal.id }),
    changes: ["Proposal", "AuditEvent"],
    sees: async (_, f) => (await proposalStatus(f)) === "withdrawn",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "bulk-decide-proposals",
    file: "lib/actions/proposals/bulk-decide-proposals.ts",
    permission: "proposals:review",
    owner: "record",
    expect: OWNER_OR_ADMIN,
    call: (f) => bulkDecideProposals({ workspaceId: f.workspace.id, proposalIds: [f.proposal.id], decision: "reject", reason: "Duplicate." }),
    changes: ["Proposal", "AuditEvent"],
    sees: async (_, f) => (await proposalStatus(f)) === "rejected",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "tag-run",
    file: "lib/actions/runs/tag-run.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    call: (f) => tagRun({ workspaceId: f.workspace.id, runId: f.runs[0]!.id, tags: ["k=10"] }),
    changes: ["Run", "AuditEvent"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "archive-run",
    file: "lib/actions/runs/archive-run.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    call: (f) => archiveRun({ workspaceId: f.workspace.id, runId: f.runs[0]!.id }),
    changes: ["Run", "AuditEvent"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "unarchive-run",
    file: "lib/actions/runs/unarchive-run.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    prepare: async (f) => {
      await getDb().run.update({ where: { id: f.runs[0]!.id }, data: { archivedAt: new Date() } });
    },
    call: (f) => unarchiveRun({ workspaceId: f.workspace.id, runId: f.runs[0]!.id }),
    changes: ["Run", "AuditEvent"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "label-verdict",
    file: "lib/actions/runs/label-verdict.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    // A judged question of the run, for a person to check the judge's verdict.
    prepare: async (f) => {
      await getDb().runResult.create({
        data: { runId: f.runs[0]!.id, questionExternalId: "q_judged", questionType: "multi-session", hypothesis: "Lisbon", correct: true },
      });
    },
    call: (f) => labelVerdict({ workspaceId: f.workspace.id, runId: f.runs[0]!.id, questionId: "q_judged", label: "incorrect" }),
    changes: ["VerdictLabel", "AuditEvent"],
    sees: async (_, f) => (await getDb().verdictLabel.findFirst({ where: { runId: f.runs[0]!.id }, select: { label: true } }))?.label === "incorrect",
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "start-retrieval-experiment",
    file: "lib/actions/runs/start-retrieval-experiment.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    call: (f) =>
      startRetrievalExperiment({
        workspaceId: f.workspace.id,
        benchmarkId: f.benchmark.id,
        name: "from-matrix",
        representation: "sessions",
        retriever: "fulltext",
        k: 5,
      }),
    changes: JOB_QUEUED,
    mayAlsoChange: ["Run", "RunResult", "RunSummary"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "start-qa-experiment",
    file: "lib/actions/runs/start-qa-experiment.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    // A retrieval run with a recorded reader context, for the reader to read from.
    prepare: async (f) => {
      const run = await getDb().run.create({
        data: { workspaceId: f.workspace.id, benchmarkId: f.benchmark.id, name: `retrieval-${f.memory.id}`, kind: "retrieval" },
        select: { id: true },
      });
      await getDb().runResult.create({
        data: { runId: run.id, questionExternalId: "q_ctx", questionType: "multi-session", readerContext: "user: I live in Lisbon." },
      });
      retrievalRuns.set(f.memory.id, run.id);
    },
    call: (f) =>
      withLlmEndpoint(() =>
        startQaExperiment({ workspaceId: f.workspace.id, runId: retrievalRuns.get(f.memory.id) ?? "none", reader: "reader", judge: "judge", prompt: "typed" }),
      ),
    changes: JOB_QUEUED,
    mayAlsoChange: ["Run", "RunResult", "RunSummary"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "start-judge-run",
    file: "lib/actions/runs/start-judge-run.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    // An answered question of the run, for the judge to grade.
    prepare: async (f) => {
      await getDb().runResult.create({ data: { runId: f.runs[0]!.id, questionExternalId: "q_answered", questionType: "multi-session", hypothesis: "Lisbon" } });
    },
    call: (f) => withLlmEndpoint(() => startJudgeRun({ workspaceId: f.workspace.id, runId: f.runs[0]!.id, judge: "judge" })),
    changes: JOB_QUEUED,
    mayAlsoChange: ["Run", "RunResult", "RunSummary"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "start-study",
    file: "lib/actions/studies/start-study.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    // The fixture's study file again: re-planned (its steps stay) and queued.
    call: (f) => startStudy({ workspaceId: f.workspace.id, fileName: "study.yaml", text: f.study.fileText, name: f.study.name }),
    changes: [...JOB_QUEUED, "Study", "StudyStep"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "extract-fact-sheets",
    file: "lib/actions/extraction/extract-fact-sheets.ts",
    permission: "extract:run",
    owner: "workspace",
    expect: ADMIN_ONLY,
    call: (f) => extractFactSheets({ workspaceId: f.workspace.id, benchmarkId: f.benchmark.id, extractor: "lore-baseline@1" }),
    changes: JOB_QUEUED,
    mayAlsoChange: ["Extractor", "FactSheet"],
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "queue-longmemeval-import",
    file: "lib/actions/imports/queue-longmemeval-import.ts",
    permission: "benchmarks:write",
    owner: "workspace",
    expect: MEMBERS,
    // The upload is stored in the fixture's workspace first (a file, not rows); the outsider's
    // second try names it through their own workspace, where no such upload exists.
    prepare: async (f) => {
      uploads.set(f.memory.id, (await emptyUpload(f.workspace.id)).uploadId);
    },
    call: (f) => queueLongMemEvalImport({ workspaceId: f.workspace.id, benchmark: "uploaded", uploadId: uploads.get(f.memory.id)! }),
    changes: JOB_QUEUED,
    mayAlsoChange: IMPORT_MAY_WRITE,
    acrossWorkspaces: "NOT_FOUND",
  },
  {
    kind: "action",
    name: "cancel-job",
    file: "lib/actions/jobs/cancel-job.ts",
    permission: "workspace:manage",
    owner: "workspace",
    expect: ADMIN_ONLY,
    call: (f) => cancelJob({ workspaceId: f.workspace.id, jobId: f.job.id }),
    changes: ["JobRun", "AuditEvent"],
    acrossWorkspaces: "NOT_FOUND",
  },
];

const json = (called: Called) => JSON.stringify(called.json);

export const ROUTE_ROWS: RouteRow[] = [
  // Cookie-authenticated reads behind the react-query views.
  {
    kind: "session-route",
    method: "GET",
    name: "GET /api/inbox",
    file: "app/api/inbox/route.ts",
    permission: null,
    owner: "record",
    // A listing of the caller's own pending proposals: everyone else signed in gets their own
    // (empty) inbox, never the owner's proposal.
    expect: { owner: "allow", admin: "hidden", member: "hidden", viewer: "hidden", outsider: "hidden", ...UNAUTH_TOKENS },
    call: (_, auth) => callApi(getInbox, { path: "/api/inbox", headers: auth.headers }),
    changes: [],
    sees: (called, f) => json(called).includes(f.proposal.id),
  },
  {
    kind: "session-route",
    method: "GET",
    name: "GET /api/inbox/similar",
    file: "app/api/inbox/similar/route.ts",
    permission: null,
    owner: "record",
    expect: READERS,
    call: (f, auth) => callApi(getInboxSimilar, { path: `/api/inbox/similar?proposalId=${f.proposal.id}`, headers: auth.headers }),
    changes: [],
    sees: (called) => Array.isArray((called.json as { candidates?: unknown }).candidates),
  },
  {
    kind: "session-route",
    method: "GET",
    name: "GET /api/jobs",
    file: "app/api/jobs/route.ts",
    permission: "workspace:read",
    owner: "workspace",
    expect: READERS,
    call: (f, auth) => callApi(getJobs, { path: `/api/jobs?workspace=${f.workspace.id}`, headers: auth.headers }),
    changes: [],
    sees: (called, f) => json(called).includes(f.job.id),
  },
  {
    kind: "session-route",
    method: "GET",
    name: "GET /api/runs/compare",
    file: "app/api/runs/compare/route.ts",
    permission: "workspace:read",
    owner: "workspace",
    expect: READERS,
    call: (f, auth) =>
      callApi(getRunsCompare, { path: `/api/runs/compare?workspace=${f.workspace.id}&runs=${f.runs.map((r) => r.id).join(",")}`, headers: auth.headers }),
    changes: [],
    sees: (called, f) => f.runs.every((r) => json(called).includes(r.name)),
  },
  {
    kind: "session-route",
    method: "GET",
    name: "GET /api/studies/[studyId]/report",
    file: "app/api/studies/[studyId]/report/route.ts",
    permission: "workspace:read",
    owner: "workspace",
    expect: READERS,
    prepare: async (f) => {
      await getDb().study.create({
        data: {
          workspaceId: f.workspace.id,
          benchmarkId: f.benchmark.id,
          name: ACCESS_STUDY,
          fileName: "access.study.yaml",
          fileText: `name: ${ACCESS_STUDY}\n`,
          plan: {
            version: 1,
            study: ACCESS_STUDY,
            benchmark: { name: "b", fingerprint: "0".repeat(64), questions: 0 },
            setups: [],
            steps: [],
            baseline: "a",
            fixed: [],
            varied: [],
          },
        },
      });
    },
    call: (f, auth) =>
      callApi((request) => getStudyReportRoute(request, { params: Promise.resolve({ studyId: ACCESS_STUDY }) }), {
        path: `/api/studies/${ACCESS_STUDY}/report?workspace=${f.workspace.id}&format=html`,
        headers: auth.headers,
      }),
    changes: [],
    sees: (called) => typeof called.json === "string" && called.json.includes(`<h1>Study ${ACCESS_STUDY}</h1>`),
  },
  {
    kind: "session-route",
    method: "POST",
    name: "POST /api/imports",
    file: "app/api/imports/route.ts",
    permission: "benchmarks:write",
    owner: "workspace",
    expect: MEMBERS,
    call: (f, auth) =>
      callApi(postImports, {
        path: `/api/imports?workspace=${f.workspace.id}&benchmark=uploaded&filename=questions.json`,
        method: "POST",
        rawBody: "[]",
        headers: auth.headers,
      }),
    changes: UPLOAD_QUEUED,
    mayAlsoChange: IMPORT_MAY_WRITE,
    sees: (called) => called.status === 202 && typeof (called.json as { jobId?: unknown }).jobId === "string",
  },
  {
    kind: "session-route",
    method: "POST",
    name: "POST /api/imports/runs",
    file: "app/api/imports/runs/route.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: MEMBERS,
    call: (f, auth) =>
      callApi(postRunImports, {
        path: `/api/imports/runs?workspace=${f.workspace.id}&benchmark=uploaded&name=uploaded-run&filename=answers.jsonl`,
        method: "POST",
        rawBody: "[]",
        headers: auth.headers,
      }),
    changes: UPLOAD_QUEUED,
    mayAlsoChange: [...IMPORT_MAY_WRITE, "Run", "RunResult"],
    sees: (called) => called.status === 202 && typeof (called.json as { jobId?: unknown }).jobId === "string",
  },
  // The agents' HTTP API, by bearer token.
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/sessions",
    file: "app/api/v1/sessions/route.ts",
    permission: "sessions:write",
    owner: "workspace",
    expect: TOKEN_MEMBERS,
    call: (f, auth) =>
      callApi(postSessions, {
        path: "/api/v1/sessions",
        token: auth.token,
        headers: auth.headers,
        json: { workspace: f.workspace.id, messages: [{ role: "user", content: "I moved to Lisbon." }] },
      }),
    changes: ["Session", "Observation"],
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/observations",
    file: "app/api/v1/observations/route.ts",
    permission: "observations:write",
    owner: "workspace",
    expect: TOKEN_MEMBERS,
    call: (f, auth) =>
      callApi(postObservations, {
        path: "/api/v1/observations",
        token: auth.token,
        headers: auth.headers,
        json: { workspace: f.workspace.id, fragments: [{ content: "A design note." }] },
      }),
    changes: ["Observation"],
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/memories",
    file: "app/api/v1/memories/route.ts",
    permission: "memories:write",
    owner: "workspace",
    expect: TOKEN_MEMBERS,
    call: (f, auth) =>
      callApi(postMemories, { path: "/api/v1/memories", token: auth.token, headers: auth.headers, json: { workspace: f.workspace.id, body: "Prefers tea." } }),
    changes: ["Memory", "MemoryRevision", "AuditEvent"],
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/memories/[id]",
    file: "app/api/v1/memories/[id]/route.ts",
    permission: null,
    owner: "record",
    expect: TOKEN_READERS,
    call: (f, auth) =>
      callApi(getMemoryRoute, { path: `/api/v1/memories/${f.memory.id}`, token: auth.token, headers: auth.headers, params: { id: f.memory.id } }),
    changes: [],
    sees: (called, f) => json(called).includes(f.word),
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/proposals",
    file: "app/api/v1/proposals/route.ts",
    permission: "proposals:create",
    owner: "workspace",
    expect: TOKEN_MEMBERS,
    call: (f, auth) =>
      callApi(postProposals, {
        path: "/api/v1/proposals",
        token: auth.token,
        headers: auth.headers,
        json: { workspace: f.workspace.id, owner: f.users.owner.email, body: "Prefers coffee.", observationIds: [f.turnId] },
      }),
    changes: ["Proposal", "ProposalCitation", "AuditEvent"],
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/proposals/[id]/accept",
    file: "app/api/v1/proposals/[id]/accept/route.ts",
    permission: "proposals:review",
    owner: "record",
    expect: TOKEN_OWNER_OR_ADMIN,
    call: (f, auth) =>
      callApi(postAccept, {
        path: `/api/v1/proposals/${f.proposal.id}/accept`,
        token: auth.token,
        headers: auth.headers,
        params: { id: f.proposal.id },
        json: {},
      }),
    changes: DECISION,
    sees: async (_, f) => (await proposalStatus(f)) === "accepted",
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/proposals/[id]/reject",
    file: "app/api/v1/proposals/[id]/reject/route.ts",
    permission: "proposals:review",
    owner: "record",
    expect: TOKEN_OWNER_OR_ADMIN,
    call: (f, auth) =>
      callApi(postReject, {
        path: `/api/v1/proposals/${f.proposal.id}/reject`,
        token: auth.token,
        headers: auth.headers,
        params: { id: f.proposal.id },
        json: { reason: "Not true." },
      }),
    changes: ["Proposal", "AuditEvent"],
    sees: async (_, f) => (await proposalStatus(f)) === "rejected",
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/proposals/[id]/merge",
    file: "app/api/v1/proposals/[id]/merge/route.ts",
    permission: "proposals:review",
    owner: "record",
    expect: TOKEN_OWNER_OR_ADMIN,
    call: (f, auth) =>
      callApi(postMerge, {
        path: `/api/v1/proposals/${f.proposal.id}/merge`,
        token: auth.token,
        headers: auth.headers,
        params: { id: f.proposal.id },
        json: { memoryId: f.memory.id },
      }),
    changes: MERGE,
    sees: async (_, f) => (await proposalStatus(f)) === "accepted",
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/search",
    file: "app/api/v1/search/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_READERS,
    call: (f, auth) => callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=${f.word}&k=5`, token: auth.token, headers: auth.headers }),
    changes: [],
    sees: (called, f) => json(called).includes(f.memory.id),
  },
  // The agents' reads (issue #18 point 7): any valid token of the workspace.
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/proposals/[id]",
    file: "app/api/v1/proposals/[id]/route.ts",
    permission: null,
    owner: "record",
    expect: TOKEN_READERS,
    call: (f, auth) =>
      callApi(getProposal, { path: `/api/v1/proposals/${f.proposal.id}`, token: auth.token, headers: auth.headers, params: { id: f.proposal.id } }),
    changes: [],
    sees: (called, f) => json(called).includes(f.word),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/proposals",
    file: "app/api/v1/proposals/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_LIST_READERS,
    call: (f, auth) => callApi(getProposals, { path: `/api/v1/proposals?status=pending`, token: auth.token, headers: auth.headers }),
    changes: [],
    sees: (called, f) => json(called).includes(f.proposal.id),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/memories",
    file: "app/api/v1/memories/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_LIST_READERS,
    call: (_, auth) => callApi(getMemories, { path: "/api/v1/memories", token: auth.token, headers: auth.headers }),
    changes: [],
    sees: (called, f) => json(called).includes(f.memory.id),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/sessions",
    file: "app/api/v1/sessions/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_LIST_READERS,
    call: (_, auth) => callApi(getSessions, { path: "/api/v1/sessions", token: auth.token, headers: auth.headers }),
    changes: [],
    sees: (called, f) => json(called).includes(f.session.id),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/sessions/[id]",
    file: "app/api/v1/sessions/[id]/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_READERS,
    call: (f, auth) =>
      callApi(getSession, { path: `/api/v1/sessions/${f.session.id}`, token: auth.token, headers: auth.headers, params: { id: f.session.id } }),
    changes: [],
    sees: (called, f) => json(called).includes(f.word),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/observations/[id]",
    file: "app/api/v1/observations/[id]/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_READERS,
    call: (f, auth) =>
      callApi(getObservation, { path: `/api/v1/observations/${f.turnId}`, token: auth.token, headers: auth.headers, params: { id: f.turnId } }),
    changes: [],
    sees: (called, f) => json(called).includes(f.word),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/runs",
    file: "app/api/v1/runs/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_LIST_READERS,
    call: (_, auth) => callApi(getRuns, { path: "/api/v1/runs", token: auth.token, headers: auth.headers }),
    changes: [],
    sees: (called, f) => f.runs.every((r) => json(called).includes(r.id)),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/runs/[id]",
    file: "app/api/v1/runs/[id]/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_READERS,
    call: (f, auth) => callApi(getRun, { path: `/api/v1/runs/${f.runs[0]!.id}`, token: auth.token, headers: auth.headers, params: { id: f.runs[0]!.id } }),
    changes: [],
    sees: (called, f) => json(called).includes(f.runs[0]!.name),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/runs/[id]/results",
    file: "app/api/v1/runs/[id]/results/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_READERS,
    // A result whose hypothesis carries the fixture's word, so a refusal's body is checked for it.
    prepare: async (f) => {
      await getDb().runResult.create({ data: { runId: f.runs[0]!.id, questionExternalId: "q-1", hypothesis: `A beagle named ${f.word}.` } });
    },
    call: (f, auth) =>
      callApi(getRunResults, { path: `/api/v1/runs/${f.runs[0]!.id}/results`, token: auth.token, headers: auth.headers, params: { id: f.runs[0]!.id } }),
    changes: [],
    sees: (called, f) => json(called).includes(f.word),
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/jobs/[id]",
    file: "app/api/v1/jobs/[id]/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_READERS,
    call: (f, auth) => callApi(getJob, { path: `/api/v1/jobs/${f.job.id}`, token: auth.token, headers: auth.headers, params: { id: f.job.id } }),
    changes: [],
    sees: (called, f) => json(called).includes(f.job.id) && (called.json as { job?: { status?: string } }).job?.status === "queued",
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/runs/import",
    file: "app/api/v1/runs/import/route.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: TOKEN_MEMBERS,
    call: (f, auth) =>
      callApi(postRunImport, {
        path: "/api/v1/runs/import",
        token: auth.token,
        headers: auth.headers,
        json: { workspace: f.workspace.id, benchmark: "uploaded", name: "agent-run", filename: "run.json", content: "[]" },
      }),
    changes: UPLOAD_QUEUED,
    // A worker of another test file may run the queued import: an empty run of a new benchmark.
    mayAlsoChange: ["Benchmark", "Run"],
    sees: (called) => called.status === 202 && typeof (called.json as { jobId?: unknown }).jobId === "string",
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/runs/[id]/judge",
    file: "app/api/v1/runs/[id]/judge/route.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: TOKEN_MEMBERS,
    // An answered question of the run, for the judge to grade.
    prepare: async (f) => {
      await getDb().runResult.create({
        data: { runId: f.runs[0]!.id, questionExternalId: "q_answered_api", questionType: "multi-session", hypothesis: "Lisbon" },
      });
    },
    call: (f, auth) =>
      withLlmEndpoint(() =>
        callApi(postJudgeRun, {
          path: `/api/v1/runs/${f.runs[0]!.id}/judge`,
          token: auth.token,
          headers: auth.headers,
          params: { id: f.runs[0]!.id },
          json: { judge: "judge" },
        }),
      ),
    changes: JOB_QUEUED,
    mayAlsoChange: ["Run", "RunResult"],
    sees: (called) => called.status === 202 && typeof (called.json as { jobId?: unknown }).jobId === "string",
  },
  {
    kind: "token-route",
    method: "POST",
    name: "POST /api/v1/runs/[id]/qa",
    file: "app/api/v1/runs/[id]/qa/route.ts",
    permission: "runs:write",
    owner: "workspace",
    expect: TOKEN_MEMBERS,
    // A retrieval run with a recorded reader context, for the reader to read from.
    prepare: async (f) => {
      const run = await getDb().run.create({
        data: { workspaceId: f.workspace.id, benchmarkId: f.benchmark.id, name: `retrieval-api-${f.memory.id}`, kind: "retrieval" },
        select: { id: true },
      });
      await getDb().runResult.create({
        data: { runId: run.id, questionExternalId: "q_ctx", questionType: "multi-session", readerContext: "user: I live in Lisbon." },
      });
      retrievalRuns.set(`api-${f.memory.id}`, run.id);
    },
    call: (f, auth) => {
      const runId = retrievalRuns.get(`api-${f.memory.id}`) ?? "none";
      return withLlmEndpoint(() =>
        callApi(postQaExperiment, {
          path: `/api/v1/runs/${runId}/qa`,
          token: auth.token,
          headers: auth.headers,
          params: { id: runId },
          json: { reader: "reader", judge: "judge", prompt: "typed" },
        }),
      );
    },
    changes: JOB_QUEUED,
    mayAlsoChange: ["Run", "RunResult"],
    sees: (called) => called.status === 202 && typeof (called.json as { jobId?: unknown }).jobId === "string",
  },
  {
    kind: "token-route",
    method: "GET",
    name: "GET /api/v1/members",
    file: "app/api/v1/members/route.ts",
    permission: null,
    owner: "workspace",
    expect: TOKEN_LIST_READERS,
    call: (_, auth) => callApi(getMembers, { path: "/api/v1/members", token: auth.token, headers: auth.headers }),
    changes: [],
    sees: (called, f) => json(called).includes(f.users.viewer.id),
  },
  {
    kind: "token-route",
    method: "PATCH",
    name: "PATCH /api/v1/members/[userId]",
    file: "app/api/v1/members/[userId]/route.ts",
    permission: "members:write",
    owner: "workspace",
    expect: TOKEN_ADMIN_ONLY,
    call: (f, auth) =>
      callApi(patchMember, {
        path: `/api/v1/members/${f.users.viewer.id}`,
        method: "PATCH",
        token: auth.token,
        headers: auth.headers,
        params: { userId: f.users.viewer.id },
        json: { role: "member" },
      }),
    changes: ["Membership", "AuditEvent"],
    sees: async (_, f) =>
      (await getDb().membership.findUniqueOrThrow({ where: { workspaceId_userId: { workspaceId: f.workspace.id, userId: f.users.viewer.id } } })).role ===
      "member",
  },
];

// Routes anyone may call, each with the reason; the matrix calls them signed out.
export const PUBLIC_ROUTES: { name: string; file: string; reason: string }[] = [
  { name: "GET /api/health", file: "app/api/health/route.ts", reason: "readiness and database status for probes; names no workspace data" },
  { name: "GET /api/health/live", file: "app/api/health/live/route.ts", reason: "liveness for probes: the process answers; touches no data" },
  { name: "GET /api/v1/openapi.json", file: "app/api/v1/openapi.json/route.ts", reason: "describes the API; grants nothing" },
  {
    name: "GET /api/auth/[...nextauth]",
    file: "app/api/auth/[...nextauth]/route.ts",
    reason: "next-auth's own endpoints (providers, CSRF token, session): how a session starts",
  },
  {
    name: "POST /api/auth/[...nextauth]",
    file: "app/api/auth/[...nextauth]/route.ts",
    reason: "next-auth's sign-in and sign-out: how a session starts and ends",
  },
];

export const ROWS: Row[] = [...ACTION_ROWS, ...ROUTE_ROWS];
