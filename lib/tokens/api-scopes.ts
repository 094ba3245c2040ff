import type { Permission } from "@/lib/permissions/permissions";

// The scopes the HTTP API checks today, offered in the settings UI. Any permission name is a
// valid scope; these are the ones that change what a token can do. Reading the token's workspace
// (GET routes) needs no scope.
export const API_SCOPES: ReadonlyArray<{ scope: Permission; label: string }> = [
  { scope: "sessions:write", label: "Write sessions (POST /api/v1/sessions)" },
  { scope: "observations:write", label: "Write document fragments (POST /api/v1/observations)" },
  { scope: "memories:write", label: "Write memories directly (POST /api/v1/memories)" },
  { scope: "proposals:create", label: "Propose memories (POST /api/v1/proposals)" },
];
