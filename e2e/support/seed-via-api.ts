import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext } from "@playwright/test";

// Seeds a spec's own data the way an agent would: an API token from the CLI (which reaches the
// running server's database), then the HTTP API.
export function createToken(email: string, scopes: string[]): { token: string; workspaceId: string } {
  const stdout = execFileSync(
    process.execPath,
    ["bin/lore.mjs", "tokens", "create", "--email", email, "--workspace", "demo", "--scopes", scopes.join(","), "--json"],
    {
      encoding: "utf8",
      env: { ...process.env, LORE_DATA_DIR: process.env.LORE_E2E_DATA_DIR, DATABASE_URL: "" },
    },
  );
  return JSON.parse(stdout);
}

export async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json() as Promise<T>;
}

export function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "zq";
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

// A proposal must cite evidence: the helper first stores a one-turn session (the token needs
// sessions:write as well as proposals:create) and cites that turn. The turn does not repeat the
// proposal's words, so a search for them finds the proposal's fate, not its evidence.
export async function propose(
  request: APIRequestContext,
  token: string,
  input: { workspace: string; owner: string; body: string },
): Promise<{ proposal: { id: string } }> {
  const { session } = await post<{ session: { observationIds: string[] } }>(request, token, "/api/v1/sessions", {
    messages: [{ role: "user", content: `Evidence turn ${uniqueWord()}.` }],
  });
  return post(request, token, "/api/v1/proposals", { ...input, observationIds: session.observationIds });
}
