import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/permissions/can";
import { mayDecide } from "@/lib/proposals/may-decide";

const actor = (role: "admin" | "member" | "viewer", userId = "u1"): Actor => ({ userId, email: "e", name: null, memberships: [{ workspaceId: "w", role }] });

describe("mayDecide", () => {
  it("lets the owner decide their own proposal", () => expect(mayDecide(actor("member"), "w", ["u1"])).toBe(true));
  it("refuses another member", () => expect(mayDecide(actor("member", "u2"), "w", ["u1"])).toBe(false));
  it("lets a workspace admin decide anyone's", () => expect(mayDecide(actor("admin", "u9"), "w", ["u1"])).toBe(true));
  it("needs the owner of the merge target too", () => expect(mayDecide(actor("member"), "w", ["u1", "u2"])).toBe(false));
});
