import { z } from "@/lib/zod";
import { DEFAULT_MAX_BODY_BYTES, errorStatusesOf, type ApiRouteSpec } from "@/lib/api/api-route-spec";
import { API_ROUTES } from "@/lib/api/api-routes";
import { apiErrorResponse } from "@/lib/schemas/api";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "The body is not valid JSON (details give the position).",
  401: "The bearer token is missing, malformed, unknown, revoked or expired.",
  403: "The token lacks the scope, or its user's role no longer allows it.",
  404: "Not found in the token's workspace (another workspace's ids are never revealed).",
  409: "A conflicting change.",
  413: "The body is over the size limit.",
  422: "The input is not valid; details name each field.",
  429: "Too many requests for this token; retry after the Retry-After seconds.",
  500: "An unexpected error; it was logged.",
};

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Each schema is embedded in the document, which already says which dialect it uses.
  const converted = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === "path" || (object.required ?? []).includes(name), description, schema: rest };
  });
}

function operation(route: ApiRouteSpec) {
  const json = (schema: z.ZodType, io: "input" | "output") => ({ "application/json": { schema: jsonSchema(schema, io) } });
  const responses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(route.statuses)) {
    responses[status] = { description, content: json(route.response, "output") };
  }
  for (const status of errorStatusesOf(route)) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      ...(status === 429 ? { headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } } } : {}),
    };
  }
  const permission = route.permission
    ? `Needs the \`${route.permission}\` scope (and a role that allows it).`
    : "Needs no scope: every valid token may read its own workspace.";
  return {
    operationId: route.name,
    summary: route.summary,
    description: `${route.description}\n\n${permission}`,
    security: [{ bearerToken: [] }],
    "x-lore-permission": route.permission,
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body
      ? {
          requestBody: { required: true, content: json(route.body, "input") },
          "x-lore-max-body-bytes": route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
        }
      : {}),
    responses,
  };
}

// OpenAPI 3.1 uses JSON Schema 2020-12, which is what z.toJSONSchema writes by default.
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {
    "/api/v1/openapi.json": {
      get: {
        operationId: "getOpenApiDocument",
        summary: "This document",
        security: [],
        responses: { 200: { description: "The OpenAPI 3.1 document of the HTTP API v1.", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  };
  for (const route of API_ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: "Lore HTTP API",
      version: "1.0.0",
      description:
        "For agents: store sessions and document fragments as observations, write memories or propose them to a member's inbox, and search. Authenticate with `Authorization: Bearer lore_…` (create a token in Settings or with `lore tokens create`). A token acts as its user, in its workspace only, limited to its scopes and its user's current role; every valid token may read its workspace. Requests are rate limited per token.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { bearerToken: { type: "http", scheme: "bearer", description: "An API token: lore_ followed by 43 characters." } },
      schemas: { Error: jsonSchema(apiErrorResponse, "output") },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
