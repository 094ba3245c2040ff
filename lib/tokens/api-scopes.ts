import type { Permission } from "@/lib/permissions/permissions";

// The scopes the HTTP API checks today, offered in the settings UI: every permission a route of
// lib/api/api-routes.ts requires (api-scopes.test.ts derives them from that table). Any
// permission name is a valid scope; these are the ones that change what a token can do. Reading
// the token's workspace (GET routes) needs no scope.
export const API_SCOPES: ReadonlyArray<{ scope: Permission; label: string }> = [
  { scope: "sessions:write", label: "Write sessions (POST /api/v1/sessions)" },
  { scope: "observations:write", label: "Write document fragments (POST /api/v1/observations)" },
  { scope: "memories:write", label: "Write memories directly (POST /api/v1/memories)" },
  { scope: "proposals:create", label: "Propose memories (POST /api/v1/proposals)" },
  {
    scope: "proposals:review",
    label: "Review proposals (POST /api/v1/proposals/{id}/accept, POST /api/v1/proposals/{id}/reject, POST /api/v1/proposals/{id}/merge)",
  },
  {
    scope: "runs:write",
    label: "Import runs and start judge runs and QA experiments (POST /api/v1/runs/import, POST /api/v1/runs/{id}/judge, POST /api/v1/runs/{id}/qa)",
  },
  { scope: "members:write", label: "Change members' roles, admins only (PATCH /api/v1/members/{userId})" },
];
