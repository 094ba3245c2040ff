import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DemoSeedRows, DemoUserIds } from "@/lib/demo/build-demo-seed-rows";
import { DEMO_AGENT_EMAIL, DEMO_OWNER, DEMO_USERS, DEMO_WORKSPACE_SLUG } from "@/lib/demo/generate-demo-data";
import type { DemoUser } from "@/lib/demo/demo-types";
import type { DemoStudyInputs, DemoStudyRows } from "@/lib/demo/plan-demo-study";
import { seedDemoStudy } from "./seed-demo-study";

export type DemoSeedSummary = {
  workspaceId: string;
  users: number;
  sessions: number;
  observations: number;
  questions: number;
  factSheets: number;
  proposals: number;
  runs: number;
};

// Writes the whole demo workspace in one transaction, so a crash or SIGKILL half-way leaves no
// partial workspace behind. Refuses when a demo workspace exists already: reset it first. The
// rows come from `rowsFor` (lib/demo/build-demo-seed-rows.ts, called by the seeding service)
// once the demo users' ids are known; this function only writes them.
export async function writeDemoWorkspace(
  db: PrismaClient = getDb(),
  input: { passwordHash: string; seed: number; rowsFor: (users: DemoUserIds) => DemoSeedRows; studyFor: (inputs: DemoStudyInputs) => DemoStudyRows },
): Promise<DemoSeedSummary> {
  const { passwordHash } = input;
  return db.$transaction(
    async (tx) => {
      if (await tx.workspace.findUnique({ where: { slug: DEMO_WORKSPACE_SLUG }, select: { id: true } })) {
        throw new Error(`a workspace with slug "${DEMO_WORKSPACE_SLUG}" exists already; reset the demo workspace first`);
      }
      // Upserting resets the demo users' names and password, so the printed credentials always work.
      const users: (DemoUser & { id: string })[] = [];
      for (const user of DEMO_USERS) {
        const row = await tx.user.upsert({
          where: { email: user.email },
          create: { email: user.email, name: user.name, passwordHash },
          update: { name: user.name, passwordHash },
          select: { id: true },
        });
        users.push({ ...user, id: row.id });
      }
      const idOf = (email: string) => users.find((user) => user.email === email)?.id as string;
      const owner = idOf(DEMO_OWNER.email);
      const rows = input.rowsFor({ owner, agent: idOf(DEMO_AGENT_EMAIL) });
      const workspaceId = rows.workspace.id;

      await tx.workspace.create({ data: rows.workspace });
      await tx.membership.createMany({ data: users.map((user) => ({ workspaceId, userId: user.id, role: user.role })) });
      await tx.session.createMany({ data: rows.sessions });
      await tx.observation.createMany({ data: rows.observations });
      await tx.benchmark.create({ data: rows.benchmark });
      await tx.question.createMany({ data: rows.questions });
      await tx.haystackSession.createMany({ data: rows.haystack });
      await tx.evidenceTurn.createMany({ data: rows.evidenceTurns });
      await tx.extractor.createMany({ data: rows.extractors });
      await tx.factSheet.createMany({ data: rows.factSheets });
      await tx.memory.createMany({ data: rows.memories });
      await tx.memoryRevision.createMany({ data: rows.memoryRevisions });
      await tx.memorySource.createMany({ data: rows.memorySources });
      await tx.proposal.createMany({ data: rows.proposals });
      await tx.proposalCitation.createMany({ data: rows.proposalCitations });
      await tx.run.createMany({ data: rows.runs });
      await tx.runResult.createMany({ data: rows.runResults });
      await seedDemoStudy(tx, {
        workspaceId,
        benchmarkId: rows.benchmark.id,
        benchmarkName: rows.benchmark.name,
        runIds: new Map(rows.runs.map((run) => [run.name, run.id!])),
        creatorId: owner,
        studyFor: input.studyFor,
      });

      const summary: DemoSeedSummary = {
        workspaceId,
        users: users.length,
        sessions: rows.sessions.length,
        observations: rows.observations.length,
        questions: rows.questions.length,
        factSheets: rows.factSheets.length,
        proposals: rows.proposals.length,
        runs: rows.runs.length,
      };
      await tx.auditEvent.create({
        data: { workspaceId, actorId: owner, action: "demo.seeded", targetType: "workspace", targetId: workspaceId, after: { ...summary, seed: input.seed } },
      });
      return summary;
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
}
