import { defineApiRoute } from "@/lib/api/api-route-spec";
import {
  createMemoryRequest,
  createObservationsRequest,
  createProposalRequest,
  createSessionRequest,
  importRunRequest,
  memoryParams,
  acceptProposalRequest,
  decisionResponse,
  mergeProposalRequest,
  proposalParams,
  rejectProposalRequest,
  memoryResponse,
  observationsResponse,
  proposalResponse,
  searchQuery,
  searchResponse,
  sessionResponse,
} from "@/lib/schemas/api";
import {
  jobResponse,
  queuedJobResponse,
  queuedRunJobResponse,
  listMemoriesInput,
  listProposalsInput,
  listRunsInput,
  listSessionsInput,
  memoryPageResponse,
  observationResponse,
  proposalDetailResponse,
  proposalPageResponse,
  readByIdInput,
  runPageResponse,
  runResponse,
  runResultPageResponse,
  runResultsQuery,
  sessionDetailResponse,
  sessionPageResponse,
} from "@/lib/schemas/api-reads";
import { judgeRunRequest, qaExperimentRequest } from "@/lib/schemas/experiment";
import { listMembersInput, memberPageResponse, memberParams, memberRoleResponse, setMemberRoleRequest } from "@/lib/schemas/members";

export const createSessionRoute = defineApiRoute({
  name: "createSession",
  method: "POST",
  path: "/api/v1/sessions",
  summary: "Store a conversation session and its messages",
  description:
    "Each message becomes an immutable observation. A session is stored once per workspace by content (external id, roles and texts): sending the same session again returns the stored one with status 200.",
  permission: "sessions:write",
  maxBodyBytes: 10 * 1024 * 1024,
  body: createSessionRequest,
  response: sessionResponse,
  statuses: { 201: "The session was stored.", 200: "The same session was already stored; nothing was written." },
});

export const createObservationsRoute = defineApiRoute({
  name: "createObservations",
  method: "POST",
  path: "/api/v1/observations",
  summary: "Store document fragments as observations",
  description: "Each fragment becomes an immutable observation of kind document_fragment.",
  permission: "observations:write",
  body: createObservationsRequest,
  response: observationsResponse,
  statuses: { 201: "The fragments were stored." },
});

export const createMemoryRoute = defineApiRoute({
  name: "createMemory",
  method: "POST",
  path: "/api/v1/memories",
  summary: "Write a canonical memory directly",
  description:
    "Writes a memory owned by the token's user, with revision 1 and its cited observations, without a proposal. Cited observations must be in the workspace (else 422 naming them).",
  permission: "memories:write",
  body: createMemoryRequest,
  response: memoryResponse,
  statuses: { 201: "The memory was written." },
});

export const getMemoryRoute = defineApiRoute({
  name: "getMemory",
  method: "GET",
  path: "/api/v1/memories/{id}",
  summary: "Read one memory",
  description: "Any valid token may read its own workspace. A memory of another workspace is answered with 404.",
  permission: null,
  params: memoryParams,
  response: memoryResponse,
  statuses: { 200: "The memory." },
});

export const createProposalRoute = defineApiRoute({
  name: "createProposal",
  method: "POST",
  path: "/api/v1/proposals",
  summary: "Propose a memory to a member's inbox",
  description:
    "The owner (a member who may review proposals, by id or email) accepts or rejects it in their inbox. A pending proposal is never searched. Cited observations must be in the workspace (else 422 naming them).",
  permission: "proposals:create",
  body: createProposalRequest,
  response: proposalResponse,
  statuses: { 201: "The proposal is pending in the owner's inbox." },
});

export const searchRoute = defineApiRoute({
  name: "search",
  method: "GET",
  path: "/api/v1/search",
  summary: "Search the workspace",
  description:
    "Hybrid search over active memories, observations and fact sheets of the workspace: ranked as the default retriever ranks: Okapi BM25 of each hit and of its session (plain words match any of them; a question is searched without its scaffolding), vector similarity where pgvector is present, the time the query names, and its session's best user turn by words and by meaning, added with weights. Each hit explains its ranks, scores and signals. A proposal that is not accepted is never searched. Any valid token may read its own workspace.",
  permission: null,
  query: searchQuery,
  response: searchResponse,
  statuses: { 200: "The hits, best first." },
});

const DECISION_RULES =
  "The token needs the proposals:review scope and must belong to the proposal's owner or a workspace admin (403 otherwise); a proposal of another workspace is 404; one already decided is 409 with who decided it and when.";

export const acceptProposalRoute = defineApiRoute({
  name: "acceptProposal",
  method: "POST",
  path: "/api/v1/proposals/{id}/accept",
  summary: "Accept a proposal, optionally with an edited text",
  description: `Creates the memory (revision 1) with the proposal's citations. ${DECISION_RULES}`,
  permission: "proposals:review",
  params: proposalParams,
  body: acceptProposalRequest,
  response: decisionResponse,
  statuses: { 200: "Accepted; the new memory's id is returned." },
});

export const rejectProposalRoute = defineApiRoute({
  name: "rejectProposal",
  method: "POST",
  path: "/api/v1/proposals/{id}/reject",
  summary: "Reject a proposal with a reason",
  description: DECISION_RULES,
  permission: "proposals:review",
  params: proposalParams,
  body: rejectProposalRequest,
  response: decisionResponse,
  statuses: { 200: "Rejected." },
});

export const mergeProposalRoute = defineApiRoute({
  name: "mergeProposal",
  method: "POST",
  path: "/api/v1/proposals/{id}/merge",
  summary: "Merge a proposal into an existing memory",
  description: `Adds a revision to the memory and links the proposal's citations to it. The memory's owner must agree too. ${DECISION_RULES}`,
  permission: "proposals:review",
  params: proposalParams,
  body: mergeProposalRequest,
  response: decisionResponse,
  statuses: { 200: "Merged; the memory's new revision number is returned." },
});

const READS = "Any valid token may read its own workspace; an id of another workspace is answered with 404.";
const PAGES =
  "A page of at most `limit` items (1 to 100, default 50). Pass `nextCursor` back as `cursor` for the next page; it is null on the last page. A cursor this list did not return is a 422 naming `cursor`.";

export const getProposalRoute = defineApiRoute({
  name: "getProposal",
  method: "GET",
  path: "/api/v1/proposals/{id}",
  summary: "Read one proposal and what became of it",
  description: `Its state (pending, accepted, rejected, withdrawn), owner, proposer, text, cited observations, who decided it, when and why, and the memory it created or was merged into. Pending proposals are readable here although they are never searched. ${READS}`,
  permission: null,
  params: readByIdInput,
  response: proposalDetailResponse,
  statuses: { 200: "The proposal." },
});

export const listProposalsRoute = defineApiRoute({
  name: "listProposals",
  method: "GET",
  path: "/api/v1/proposals",
  summary: "List proposals, newest first",
  description: `Filter by status, proposer or owner (a member's id or email). ${PAGES} ${READS}`,
  permission: null,
  query: listProposalsInput,
  response: proposalPageResponse,
  statuses: { 200: "A page of proposals." },
});

export const listMemoriesRoute = defineApiRoute({
  name: "listMemories",
  method: "GET",
  path: "/api/v1/memories",
  summary: "List memories, newest first",
  description: `Filter by status or owner (a member's id or email). ${PAGES} ${READS}`,
  permission: null,
  query: listMemoriesInput,
  response: memoryPageResponse,
  statuses: { 200: "A page of memories." },
});

export const listSessionsRoute = defineApiRoute({
  name: "listSessions",
  method: "GET",
  path: "/api/v1/sessions",
  summary: "List sessions, newest first",
  description: `${PAGES} ${READS}`,
  permission: null,
  query: listSessionsInput,
  response: sessionPageResponse,
  statuses: { 200: "A page of sessions." },
});

export const getSessionRoute = defineApiRoute({
  name: "getSession",
  method: "GET",
  path: "/api/v1/sessions/{id}",
  summary: "Read one session and its messages in order",
  description: READS,
  permission: null,
  params: readByIdInput,
  response: sessionDetailResponse,
  statuses: { 200: "The session." },
});

export const getObservationRoute = defineApiRoute({
  name: "getObservation",
  method: "GET",
  path: "/api/v1/observations/{id}",
  summary: "Read one observation",
  description: `A session's message or a document fragment. ${READS}`,
  permission: null,
  params: readByIdInput,
  response: observationResponse,
  statuses: { 200: "The observation." },
});

export const listRunsRoute = defineApiRoute({
  name: "listRuns",
  method: "GET",
  path: "/api/v1/runs",
  summary: "List experiment runs, newest first",
  description: `Each run with its benchmark, reader, judge, status and headline figures (n, judged, correct, accuracy, mean reader tokens, mean evidence coverage); archived runs included. ${PAGES} ${READS}`,
  permission: null,
  query: listRunsInput,
  response: runPageResponse,
  statuses: { 200: "A page of runs." },
});

export const getRunRoute = defineApiRoute({
  name: "getRun",
  method: "GET",
  path: "/api/v1/runs/{id}",
  summary: "Read one run and its headline figures",
  description: READS,
  permission: null,
  params: readByIdInput,
  response: runResponse,
  statuses: { 200: "The run." },
});

export const listRunResultsRoute = defineApiRoute({
  name: "listRunResults",
  method: "GET",
  path: "/api/v1/runs/{id}/results",
  summary: "List a run's per-question results",
  description: `Ordered by question id. ${PAGES} ${READS}`,
  permission: null,
  params: readByIdInput,
  query: runResultsQuery,
  response: runResultPageResponse,
  statuses: { 200: "A page of results." },
});

export const getJobRoute = defineApiRoute({
  name: "getJob",
  method: "GET",
  path: "/api/v1/jobs/{id}",
  summary: "Read a background job's state and progress",
  description: `An import or experiment job: its status (queued, running, completed, failed, cancelled), progress and total, its summary once completed and, when it failed, why. ${READS}`,
  permission: null,
  params: readByIdInput,
  response: jobResponse,
  statuses: { 200: "The job." },
});

export const importRunRoute = defineApiRoute({
  name: "importRun",
  method: "POST",
  path: "/api/v1/runs/import",
  summary: "Queue the import of a run file",
  description:
    "The file (a reader's answers, optionally with a judge's verdicts, as a JSON array or JSON Lines) is stored and imported by a worker as a run of the benchmark; importing the same name again replaces it. Follow the job with GET /api/v1/jobs/{id}: once completed its result names the run.",
  permission: "runs:write",
  maxBodyBytes: 60 * 1024 * 1024,
  body: importRunRequest,
  response: queuedJobResponse,
  statuses: { 202: "Queued; follow the job." },
});

export const judgeRunRoute = defineApiRoute({
  name: "judgeRun",
  method: "POST",
  path: "/api/v1/runs/{id}/judge",
  summary: "Queue a judge run over a run's answers",
  description:
    "`lore judge RUN --judge MODEL` over HTTP: a worker judges the run's hypotheses (an imported run or a QA run) into a new run, named `RUN+judge:MODEL` unless a name is given, with the judge protocol the server is configured with. Needs the server's LLM endpoint (LORE_LLM_BASE_URL); without it, or for a run without answers, the answer is 422 and nothing is queued. Follow the job with GET /api/v1/jobs/{id}.",
  permission: "runs:write",
  params: readByIdInput,
  body: judgeRunRequest,
  response: queuedRunJobResponse,
  statuses: { 202: "Queued; follow the job." },
});

export const qaExperimentRoute = defineApiRoute({
  name: "startQaExperiment",
  method: "POST",
  path: "/api/v1/runs/{id}/qa",
  summary: "Queue a QA experiment over a retrieval run's recorded contexts",
  description:
    "`lore experiment qa --from-run RUN` over HTTP: a worker has the reader answer each question from the context the retrieval run recorded and the judge grade it, into a new run (named `RUN+READER+PROMPT` unless a name is given). Needs the server's LLM endpoint (LORE_LLM_BASE_URL); without it, or for a run that is not a retrieval run with recorded contexts, the answer is 422 and nothing is queued. Follow the job with GET /api/v1/jobs/{id}.",
  permission: "runs:write",
  params: readByIdInput,
  body: qaExperimentRequest,
  response: queuedRunJobResponse,
  statuses: { 202: "Queued; follow the job." },
});

export const listMembersRoute = defineApiRoute({
  name: "listMembers",
  method: "GET",
  path: "/api/v1/members",
  summary: "List the workspace's members and their roles, newest member first",
  description: `Each member's user id, email, name, role (admin, member or viewer) and when they joined. ${PAGES} ${READS}`,
  permission: null,
  query: listMembersInput,
  response: memberPageResponse,
  statuses: { 200: "A page of members." },
});

export const setMemberRoleRoute = defineApiRoute({
  name: "setMemberRole",
  method: "PATCH",
  path: "/api/v1/members/{userId}",
  summary: "Change a member's role",
  description:
    "Gives the member the role admin, member or viewer, as an admin does on the settings page, and records it in the audit log. The token needs the members:write scope and an admin's role (403 otherwise). A user who is not a member of the token's workspace is 404. Demoting the last admin is 409: a workspace always keeps one admin, also when two admins demote each other at the same moment through different app servers.",
  permission: "members:write",
  params: memberParams,
  body: setMemberRoleRequest,
  response: memberRoleResponse,
  statuses: { 200: "The member now has the role." },
});

export const API_ROUTES = [
  createSessionRoute,
  createObservationsRoute,
  createMemoryRoute,
  getMemoryRoute,
  createProposalRoute,
  acceptProposalRoute,
  rejectProposalRoute,
  mergeProposalRoute,
  searchRoute,
  getProposalRoute,
  listProposalsRoute,
  listMemoriesRoute,
  listSessionsRoute,
  getSessionRoute,
  getObservationRoute,
  listRunsRoute,
  getRunRoute,
  listRunResultsRoute,
  getJobRoute,
  importRunRoute,
  judgeRunRoute,
  qaExperimentRoute,
  listMembersRoute,
  setMemberRoleRoute,
] as const;
