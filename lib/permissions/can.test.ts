import { describe, expect, it } from "vitest";
import { can, type Actor } from "@/lib/permissions/can";
import { PERMISSIONS } from "@/lib/permissions/permissions";

const actor = (role: "admin" | "member" | "viewer", token?: Actor["token"]): Actor => ({
  userId: "u1",
  email: "u1@example.com",
  name: null,
  memberships: [{ workspaceId: "w1", role }],
  token,
});

describe("can", () => {
  it("gives admins every permission in their workspace", () => {
    for (const p of PERMISSIONS) expect(can(actor("admin"), p, "w1")).toBe(true);
  });

  it("lets viewers read and refuses them every write", () => {
    for (const p of PERMISSIONS) expect(can(actor("viewer"), p, "w1")).toBe(p === "workspace:read");
  });

  it("refuses members workspace management but allows work on data", () => {
    expect(can(actor("member"), "workspace:manage", "w1")).toBe(false);
    expect(can(actor("member"), "members:manage", "w1")).toBe(false);
    expect(can(actor("member"), "proposals:create", "w1")).toBe(true);
  });

  it("refuses everything in a workspace the actor does not belong to", () => {
    for (const p of PERMISSIONS) expect(can(actor("admin"), p, "w2")).toBe(false);
  });

  it("refuses a signed-out caller", () => {
    expect(can(null, "workspace:read", "w1")).toBe(false);
  });

  it("limits a token to its scopes, its workspace and its user's role", () => {
    const token = { id: "t", workspaceId: "w1", scopes: ["memories:write", "workspace:manage"] };
    expect(can(actor("member", token), "memories:write", "w1")).toBe(true);
    expect(can(actor("member", token), "proposals:create", "w1")).toBe(false);
    expect(can(actor("member", token), "workspace:manage", "w1")).toBe(false);
  });
});
