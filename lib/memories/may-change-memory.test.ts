import { describe, expect, it } from "vitest";
import { mayChangeMemory } from "@/lib/memories/may-change-memory";
import type { Actor } from "@/lib/permissions/can";

const actor = (role: "admin" | "member" | "viewer", userId = "u1"): Actor => ({ userId, email: "e", name: null, memberships: [{ workspaceId: "w", role }] });

describe("mayChangeMemory", () => {
  it("lets the owner change their memory", () => expect(mayChangeMemory(actor("member"), "w", "u1")).toBe(true));
  it("refuses a member who does not own it", () => expect(mayChangeMemory(actor("member", "u2"), "w", "u1")).toBe(false));
  it("lets a workspace admin change anyone's", () => expect(mayChangeMemory(actor("admin", "u9"), "w", "u1")).toBe(true));
  it("does not let an admin of another workspace in", () => expect(mayChangeMemory(actor("admin", "u9"), "other", "u1")).toBe(false));
});
