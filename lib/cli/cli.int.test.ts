import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { uniq } from "@/testing/factories";
import { runLore } from "@/testing/run-lore-cli";

function lore(args: string[], env: Record<string, string> = {}) {
  return runLore(args, env);
}

describe("lore CLI", () => {
  it("creates a workspace and prints exactly {id, name} with --json", () => {
    const name = uniq("Research");
    const { code, stdout } = lore(["workspaces", "create", "--name", name, "--json"]);
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const body = JSON.parse(lines[0]!);
    expect(Object.keys(body).sort()).toEqual(["id", "name"]);
    expect(body.name).toBe(name);
  });

  it("creates a user with a role in a workspace", () => {
    const ws = JSON.parse(lore(["workspaces", "create", "--name", uniq("Team"), "--json"]).stdout);
    const email = `${uniq("ana")}@example.com`;
    const { code, stdout } = lore([
      "users",
      "create",
      "--email",
      email,
      "--password",
      "long-enough-pw",
      "--name",
      "Ana",
      "--workspace",
      ws.id,
      "--role",
      "viewer",
      "--json",
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ email, name: "Ana", workspace: { id: ws.id, role: "viewer" } });
    const again = lore(["users", "create", "--email", email, "--password", "long-enough-pw", "--name", "Ana", "--json"]);
    expect(again.code).not.toBe(0);
    expect(JSON.parse(again.stdout).error.message).toContain("already exists");
  });

  it("names the bad field and exits non-zero on invalid input", () => {
    const { code, stdout } = lore(["users", "create", "--email", "not-an-email", "--password", "x", "--name", "A", "--json"]);
    expect(code).toBe(2);
    const { error } = JSON.parse(stdout);
    expect(error.code).toBe("INVALID_INPUT");
    expect(error.message).toMatch(/--email/);
    expect(error.message).toMatch(/--password/);
  });

  it("reports migration status as JSON", () => {
    const { code, stdout } = lore(["db", "status", "--json"]);
    expect(code).toBe(0);
    const folders = readdirSync("prisma/migrations", { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(JSON.parse(stdout)).toMatchObject({ pending: [], modified: [], applied: folders, latest: folders.at(-1) });
  });

  it("explains a malformed DATABASE_URL in one line, without a stack trace", () => {
    const { code, stderr, stdout } = lore(["db", "status"], { DATABASE_URL: "postgres//oops" });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/DATABASE_URL is not a valid URL/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("rejects an unknown option by name", () => {
    const { code, stderr } = lore(["workspaces", "create", "--nmae", "x"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--nmae/);
  });
});
