import { describe, expect, it } from "vitest";
import { GET as getInbox } from "@/app/api/inbox/route";
import { GET as getSimilar } from "@/app/api/inbox/similar/route";
import { GET as getJobs } from "@/app/api/jobs/route";
import { GET as getCompare } from "@/app/api/runs/compare/route";
import { runAsActor } from "@/lib/auth/actor-context";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { NUL_TEXT, SCRIPT_TEXT, SQL_TEXT } from "@/testing/hostile-inputs";
import { createTestProposal } from "@/testing/proposal-factories";

type Get = (request: Request) => Promise<Response>;

async function get(handler: Get, userId: string, path: string, query: Record<string, string>) {
  const request = new Request(`http://localhost${path}?${new URLSearchParams(query)}`);
  const response = await runAsActor(await actorFor(userId), () => handler(request));
  return { status: response.status, text: await response.text() };
}

const HOSTILE = [NUL_TEXT, SQL_TEXT, SCRIPT_TEXT, "x".repeat(10_000), "%00", "../../etc/passwd"];

// The signed-in (cookie) GET routes the pages poll: a hostile query value is a 4xx, or a filter
// that is ignored, never a 500, and an error never echoes it.
describe("cookie-authenticated GET routes with hostile query parameters", () => {
  it("answer with a 4xx or ignore the bad filter, never 500, never echoing the value", async () => {
    const f = await createWorkspaceWithRoles();
    const proposal = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.admin.id, proposerId: f.users.member.id, body: "Tea at four." });
    const user = f.users.admin.id;
    for (const value of HOSTILE) {
      const label = JSON.stringify(value).slice(0, 40);
      // Inbox filters come from the page URL: an unusable one is dropped, as the page does.
      for (const key of ["q", "workspace", "proposer", "cursor", "age", "sort"]) {
        const inbox = await get(getInbox, user, "/api/inbox", { [key]: value });
        expect(inbox.status, `inbox ${key}=${label}`).toBe(200);
        expect(JSON.parse(inbox.text).items, `inbox ${key}=${label}`).toEqual(expect.any(Array));
      }
      const similar = await get(getSimilar, user, "/api/inbox/similar", { proposalId: value });
      expect([404, 422], `similar ${label}`).toContain(similar.status);
      const jobs = await get(getJobs, user, "/api/jobs", { workspace: value });
      expect([404, 422], `jobs ${label}`).toContain(jobs.status);
      const compareQueries: Record<string, string>[] = [
        { workspace: value, runs: "a,b" },
        { workspace: f.workspace.id, runs: `${value},b` },
        { workspace: f.workspace.id, runs: "a,b", format: value },
      ];
      for (const query of compareQueries) {
        const compare = await get(getCompare, user, "/api/runs/compare", query);
        expect([404, 422], `compare ${JSON.stringify(query).slice(0, 60)}`).toContain(compare.status);
        expect(compare.text.length).toBeLessThan(2000);
      }
      for (const res of [similar, jobs]) {
        expect(res.text.length).toBeLessThan(2000);
        expect(res.text).not.toContain(value.slice(0, 200));
      }
    }
    // The same routes still answer good requests.
    expect((await get(getSimilar, user, "/api/inbox/similar", { proposalId: proposal.id })).status).toBe(200);
    expect((await get(getJobs, user, "/api/jobs", { workspace: f.workspace.id })).status).toBe(200);
  });
});
