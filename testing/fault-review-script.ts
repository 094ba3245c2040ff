// A reviewer's burst of decisions in its own process, for the fault-injection test. It opens
// Lore's database the way the CLI does (through `npm start` when one runs on LORE_DATA_DIR, else
// owning the embedded database itself) and decides through the decideProposal service, the path the inbox's
// server actions and the HTTP API share.
//   seed BATCHES PER_BATCH      one workspace, its admin, BATCHES x PER_BATCH pending proposals
//                               (bodies b<i>-p<j>); prints {"workspaceId","userId"}
//   burst WORKSPACE USER BATCH  decides every pending proposal of batch BATCH in body order:
//                               even j accepted, odd j rejected; prints "decided <body>" each
import { decideProposal } from "@/lib/services/proposals/decide-proposal";
import { withDatabase } from "@/lib/cli/context";
import { createOutput } from "@/lib/cli/output";
import { loadActor } from "@/lib/dal/users/load-actor";
import { getDb } from "@/lib/db/prisma";
import { groupExtendedProtocolMessages } from "@/lib/db/pglite-socket-grouping";

const [mode, ...args] = process.argv.slice(2);
const out = createOutput(true);
groupExtendedProtocolMessages();

async function seed(batches: number, perBatch: number) {
  const db = getDb();
  // One transaction, so a seed killed half-way leaves nothing and is simply run again.
  return db.$transaction(
    async (tx) => {
      const user = await tx.user.create({ data: { email: "reviewer@faults.lore", name: "Reviewer" }, select: { id: true } });
      const workspace = await tx.workspace.create({
        data: { name: "fault review", slug: "fault-review", memberships: { create: { userId: user.id, role: "admin" } } },
        select: { id: true },
      });
      const session = await tx.session.create({
        data: { workspaceId: workspace.id, externalId: "source", contentHash: "fault-source" },
        select: { id: true },
      });
      const observation = await tx.observation.create({
        data: {
          workspaceId: workspace.id,
          sessionId: session.id,
          position: 0,
          kind: "message",
          role: "user",
          content: "I moved to Porto in March.",
          contentHash: "fault-source-0",
        },
        select: { id: true },
      });
      for (let i = 0; i < batches; i++) {
        for (let j = 0; j < perBatch; j++) {
          await tx.proposal.create({
            data: {
              workspaceId: workspace.id,
              ownerId: user.id,
              proposerId: user.id,
              body: `b${i}-p${j}`,
              citations: { create: [{ observationId: observation.id }] },
            },
          });
        }
      }
      return { workspaceId: workspace.id, userId: user.id };
    },
    { timeout: 120_000 },
  );
}

async function burst(workspaceId: string, userId: string, batch: number) {
  const actor = await loadActor(userId);
  if (!actor) throw new Error(`no user ${userId}`);
  const pending = await getDb().proposal.findMany({
    where: { workspaceId, status: "pending", body: { startsWith: `b${batch}-` } },
    select: { id: true, body: true },
  });
  const index = (body: string) => Number(body.split("-p")[1]);
  pending.sort((a, b) => index(a.body) - index(b.body));
  for (const proposal of pending) {
    const j = index(proposal.body);
    const decision = j % 2 === 0 ? ({ kind: "accept" } as const) : ({ kind: "reject", reason: `not ${proposal.body}` } as const);
    await decideProposal({ actor, workspaceId, input: { proposalId: proposal.id, decision } });
    process.stdout.write(`decided ${proposal.body}\n`);
  }
  return { decided: pending.length };
}

await withDatabase(out, { migrate: true }, async () => {
  if (mode === "seed") out.result(await seed(Number(args[0]), Number(args[1])), "");
  else if (mode === "burst") out.result(await burst(args[0]!, args[1]!, Number(args[2])), "");
  else throw new Error(`unknown mode ${mode}`);
});
process.exit(0);
