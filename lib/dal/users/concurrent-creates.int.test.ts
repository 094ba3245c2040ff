import { describe, expect, it } from "vitest";
import { ensureExtractorRow } from "@/lib/dal/extractors/ensure-extractor-row";
import { addMember } from "@/lib/dal/memberships/add-member";
import { createUser } from "@/lib/dal/users/create-user";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { createTestUser, createTestWorkspace, uniq } from "@/testing/factories";

const N = 6;
const conflicts = (settled: PromiseSettledResult<unknown>[]) =>
  settled.filter((r) => r.status === "rejected" && r.reason instanceof AppError && r.reason.code === "CONFLICT").length;

// Check-then-insert paths that race on a real server: the unique index decides, and the loser
// gets a clean answer, never a raw database error.
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("concurrent creations", () => {
  it("creates one user when the same email is registered several times at once; the others get CONFLICT", async () => {
    const email = `${uniq("race")}@test.lore`;
    const settled = await Promise.allSettled(Array.from({ length: N }, () => createUser({ email, password: "a long password" })));
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(conflicts(settled)).toBe(N - 1);
    expect(await getDb().user.count({ where: { email } })).toBe(1);
  });

  it("adds a person to a workspace once when added several times at once", async () => {
    const workspace = await createTestWorkspace();
    const user = await createTestUser("joiner");
    const settled = await Promise.allSettled(
      Array.from({ length: N }, () => addMember({ workspaceId: workspace.id, email: user.email, role: "member", actorId: null })),
    );
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(conflicts(settled)).toBe(N - 1);
    expect(await getDb().auditEvent.count({ where: { workspaceId: workspace.id, action: "member.added" } })).toBe(1);
  });

  it("creates every workspace of one name created at once, each with its own slug", async () => {
    const name = uniq("Same name");
    const created = await Promise.all(Array.from({ length: N }, () => createWorkspace({ name })));
    expect(new Set(created.map((w) => w.slug)).size).toBe(N);
  });

  it("returns one extractor row to every run that creates it at once", async () => {
    const workspace = await createTestWorkspace();
    const rows = await Promise.all(
      Array.from({ length: N }, () => ensureExtractorRow({ workspaceId: workspace.id, name: "racer", version: "1", prompt: "Extract facts.", parameters: {} })),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
  });
});
