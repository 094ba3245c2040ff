import { defineApiRoute } from "@/lib/api/api-route-spec";
import {
  createMemoryRequest,
  createObservationsRequest,
  createProposalRequest,
  createSessionRequest,
  memoryParams,
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
    "Full-text search over active memories, observations and fact sheets, best first. Pending proposals are never searched. Any valid token may read its own workspace.",
  permission: null,
  query: searchQuery,
  response: searchResponse,
  statuses: { 200: "The hits, best first." },
});

export const API_ROUTES = [
  createSessionRoute,
  createObservationsRoute,
  createMemoryRoute,
  getMemoryRoute,
  createProposalRoute,
  searchRoute,
] as const;
