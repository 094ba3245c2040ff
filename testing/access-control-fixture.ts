import { createApiToken } from "@/lib/dal/tokens/create-api-token";
import { revokeApiToken } from "@/lib/dal/tokens/revoke-api-token";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseStudyFile } from "@/lib/studies/parse-study-file";
import { planStudy } from "@/lib/studies/plan-study";
import type { Permission } from "@/lib/permissions/permissions";
import type { SnapshotScope } from "@/testing/data-snapshot";
import { createTestSession, createTestUser, createWorkspaceWithRoles, uniq } from "@/testing/factories";

export type AccessFixture = Awaited<ReturnType<typeof createAccessFixture>>;

// One cell's world, fresh per cell so that no allowed call can disturb another cell: a workspace
// with an admin, a viewer, two members (`owner`, who owns the records below, and `member`, who
// owns nothing), an outsider who is admin of another workspace only, and someone not yet in any
// workspace (`invitee`). The records: a session, a memory of the owner with two revisions, the
// owner's pending proposal, two runs of a benchmark, a queued job and an API token of the owner.
export async function createAccessFixture() {
  const f = await createWorkspaceWithRoles();
  const db = getDb();
  const workspaceId = f.workspace.id;
  const owner = await createTestUser("owner");
  const invitee = await createTestUser("invitee");
  await db.membership.create({ data: { workspaceId, userId: owner.id, role: "member" } });
  const word = uniq("marigold").replace("-", "");
  const session = await createTestSession(workspaceId, [
    { role: "user", content: `I adopted a beagle named ${word} last month.` },
    { role: "assistant", content: `Congratulations on ${word}!` },
  ]);
  const turns = await db.observation.findMany({ where: { sessionId: session.id }, orderBy: { position: "asc" }, select: { id: true } });
  const turnId = turns[0]!.id;
  const memory = await db.memory.create({
    data: {
      workspaceId,
      ownerId: owner.id,
      body: `Has a beagle named ${word}.`,
      currentRevision: 2,
      revisions: {
        create: [
          { number: 1, body: "Has a dog.", authorId: owner.id },
          { number: 2, body: `Has a beagle named ${word}.`, authorId: owner.id },
        ],
      },
      sources: { create: [{ observationId: turnId }] },
    },
    select: { id: true },
  });
  const proposal = await db.proposal.create({
    data: { workspaceId, ownerId: owner.id, proposerId: owner.id, body: `Walks ${word} every morning.`, citations: { create: [{ observationId: turnId }] } },
    select: { id: true },
  });
  const benchmark = await db.benchmark.create({ data: { workspaceId, name: uniq("bench") }, select: { id: true, name: true } });
  await db.question.create({
    data: { benchmarkId: benchmark.id, externalId: "q1", type: "single-session-user", text: `Where does ${word} walk?`, answer: "the park" },
  });
  const studyFile = `benchmark: ${benchmark.name}\nfactors:\n  representation: sessions\n  retriever: fulltext\n  k: [1, 2]\n`;
  const study = await db.study.create({
    data: {
      workspaceId,
      benchmarkId: benchmark.id,
      name: uniq("study"),
      fileName: "study.yaml",
      fileText: studyFile,
      plan: planStudy(parseStudyFile(studyFile, "study.yaml"), {
        study: "study",
        benchmark: { name: benchmark.name, fingerprint: "0".repeat(64), questions: 1 },
        extractors: {},
        memories: null,
        judgeProtocols: { lore: "lore", official: null },
        embedder: "lore-local-hash-v1",
        encoding: "o200k_base",
      }) as unknown as Prisma.InputJsonObject,
    },
    select: { id: true, name: true, fileText: true },
  });
  const runs = await Promise.all(
    ["baseline", "candidate"].map((name) =>
      db.run.create({
        data: { workspaceId, benchmarkId: benchmark.id, name: uniq(name), kind: "imported", tags: ["baseline"] },
        select: { id: true, name: true },
      }),
    ),
  );
  const job = await db.jobRun.create({ data: { workspaceId, kind: "extract", payload: { benchmarkId: benchmark.id } }, select: { id: true } });
  const ownerToken = await createApiToken({ workspaceId, userId: owner.id, name: "owner's agent", scopes: [], actorId: owner.id });
  const users = { ...f.users, owner, invitee };
  const scope: SnapshotScope = {
    workspaceIds: [f.workspace.id, f.other.id],
    userIds: Object.values(users).map((u) => u.id),
    emails: Object.values(users).map((u) => u.email),
  };
  return { workspace: f.workspace, other: f.other, users, word, session, turnId, memory, proposal, benchmark, runs, job, study, ownerToken, scope };
}

// A bearer token of a user in a workspace. A scope beyond the user's role is written to the row
// directly, as a token keeps its scopes when its user is later demoted; can() must still refuse.
export async function tokenFor(input: { workspaceId: string; userId: string; scopes: Permission[]; revoked?: boolean }) {
  const created = await createApiToken({ workspaceId: input.workspaceId, userId: input.userId, name: "cell token", scopes: [], actorId: input.userId });
  if (input.scopes.length > 0) await getDb().apiToken.update({ where: { id: created.id }, data: { scopes: input.scopes } });
  if (input.revoked) await revokeApiToken({ workspaceId: input.workspaceId, tokenId: created.id, ownerId: null, actorId: input.userId });
  return created.token;
}
