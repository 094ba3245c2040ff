import type { z } from "zod";
import type { Permission } from "@/lib/permissions/permissions";

type Schema = z.ZodType | undefined;

// One HTTP API operation: what it accepts, what it answers and the permission it needs. The route
// handler validates with it and the OpenAPI document is built from it.
export type ApiRouteSpec<R extends z.ZodType = z.ZodType, B extends Schema = Schema, Q extends Schema = Schema, P extends Schema = Schema> = {
  name: string;
  method: "GET" | "POST" | "PATCH";
  path: string;
  summary: string;
  description: string;
  // null: any valid token may call it, because every token may read its own workspace.
  permission: Permission | null;
  maxBodyBytes?: number;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  statuses: Partial<Record<200 | 201 | 202, string>>;
};

export type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export function defineApiRoute<R extends z.ZodType, B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  spec: ApiRouteSpec<R, B, Q, P>,
): ApiRouteSpec<R, B, Q, P> {
  return spec;
}

// The error statuses an operation can answer with, derived from what it checks.
export function errorStatusesOf(spec: ApiRouteSpec): number[] {
  const statuses = new Set([401, 429, 500]);
  if (spec.permission) statuses.add(403);
  if (spec.body) [400, 413, 422].forEach((s) => statuses.add(s));
  if (spec.query || spec.params) statuses.add(422);
  if (spec.params || hasWorkspaceField(spec.body) || hasWorkspaceField(spec.query)) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

function hasWorkspaceField(schema: Schema): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && "workspace" in shape);
}
