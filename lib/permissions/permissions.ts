import type { Role } from "@/lib/generated/prisma/enums";

export const PERMISSIONS = [
  "workspace:read",
  "workspace:manage",
  "members:manage",
  // Changing a member's role, from the settings page or with an API token (PATCH /api/v1/members/{userId}).
  "members:write",
  "tokens:manage",
  "sessions:write",
  "observations:write",
  "memories:write",
  "proposals:create",
  "proposals:review",
  "benchmarks:write",
  "runs:write",
  "extract:run",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const MEMBER: Permission[] = [
  "workspace:read",
  "tokens:manage",
  "sessions:write",
  "observations:write",
  "memories:write",
  "proposals:create",
  "proposals:review",
  "benchmarks:write",
  "runs:write",
];

// Viewers read; members work with data; admins also manage the workspace and run extraction.
export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  viewer: new Set<Permission>(["workspace:read"]),
  member: new Set<Permission>(MEMBER),
  admin: new Set<Permission>(PERMISSIONS),
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
