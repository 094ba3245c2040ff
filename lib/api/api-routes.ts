import { defineApiRoute } from "@/lib/api/api-route-spec";
import {
  createMemoryRequest,
  createObservationsRequest,
  createProposalRequest,
  createSessionRequest,
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
    "Hybrid search over active memories, observations and fact sheets of the workspace: full text (plain words match any of them) fused with vector similarity by reciprocal rank where pgvector is present, full text alone otherwise. Each hit explains its ranks and scores. A proposal that is not accepted is never searched. Any valid token may read its own workspace.",
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
] as const;
