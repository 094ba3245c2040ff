import { describe, expect, it } from "vitest";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { CliError } from "@/lib/cli/cli-error";
import { tokensCommand } from "@/lib/cli/commands/tokens";
import type { Output } from "@/lib/cli/output";
import { getDb } from "@/lib/db/prisma";
import { hashApiToken } from "@/lib/tokens/api-token";
import { callApi } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";

// `lore tokens create` in-process (main.ts wires the command; the spawned-bin tests live in
// cli.int.test.ts).
function capture(json: boolean) {
  const results: unknown[] = [];
  const human: string[] = [];
  const out: Output = { json, log: () => {}, result: (data, text) => void (results.push(data), human.push(text)) };
  return { out, results, human };
}

describe("lore tokens create", () => {
  it("prints {token, id, scopes, workspaceId} with --json and stores only the hash", async () => {
    const f = await createWorkspaceWithRoles();
    const { out, results } = capture(true);
    const slug = (await getDb().workspace.findUniqueOrThrow({ where: { id: f.workspace.id } })).slug;
    await tokensCommand("create", { email: f.users.member.email, workspace: slug, scopes: "sessions:write, proposals:create", name: "agent" }, out);
    expect(results).toHaveLength(1);
    const printed = results[0] as { token: string; id: string; scopes: string[]; workspaceId: string };
    expect(Object.keys(printed).sort()).toEqual(["id", "scopes", "token", "workspaceId"]);
    expect(printed).toMatchObject({ scopes: ["sessions:write", "proposals:create"], workspaceId: f.workspace.id });
    const row = await getDb().apiToken.findUniqueOrThrow({ where: { id: printed.id } });
    expect(row).toMatchObject({ name: "agent", userId: f.users.member.id, tokenHash: hashApiToken(printed.token) });
    const res = await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=tea`, token: printed.token });
    expect(res.status).toBe(200);
  });

  it("prints only the token without --json", async () => {
    const f = await createWorkspaceWithRoles();
    const { out, human } = capture(false);
    await tokensCommand("create", { email: f.users.admin.email, workspace: f.workspace.id, scopes: "memories:write" }, out);
    expect(human).toEqual([expect.stringMatching(/^lore_[A-Za-z0-9_-]{43}$/)]);
  });

  it("names an unknown scope, and refuses a user outside the workspace or a scope beyond the role", async () => {
    const f = await createWorkspaceWithRoles();
    const { out } = capture(true);
    await expect(tokensCommand("create", { email: f.users.admin.email, workspace: f.workspace.id, scopes: "memories:write,everything" }, out)).rejects.toThrow(
      /--scopes\.1/,
    );
    await expect(tokensCommand("create", { email: f.users.outsider.email, workspace: f.workspace.id, scopes: "" }, out)).rejects.toThrow(/not a member/);
    await expect(tokensCommand("create", { email: f.users.viewer.email, workspace: f.workspace.id, scopes: "memories:write" }, out)).rejects.toThrow(
      /viewer cannot/,
    );
    await expect(tokensCommand("create", { email: f.users.admin.email, workspace: "no-such-workspace", scopes: "" }, out)).rejects.toThrow(/no workspace/);
    expect(await getDb().apiToken.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  });

  it("explains its usage for an unknown subcommand", async () => {
    const { out } = capture(true);
    await expect(tokensCommand("list", {}, out)).rejects.toBeInstanceOf(CliError);
  });
});
