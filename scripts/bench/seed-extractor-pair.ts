import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { refreshPlannerStatistics } from "@/lib/db/refresh-planner-statistics";
import { getDb } from "@/lib/db/prisma";

const KINDS = ["name", "number", "date", "duration", "qualifier", "attribution"];

// A benchmark of `sessions` sessions, each with a sheet from two extractors and the sheets' stored
// detail-loss analyses (as `lore analyze detail-loss` leaves them): a faithful sheet of 30 lines
// and a terse one of 8, the terse one sharing some lines and rewording others.
export async function seedExtractorPair(workspaceName: string, sessions = 500) {
  const db = getDb();
  const workspace = await createWorkspace({ name: workspaceName });
  const workspaceId = workspace.id;
  const benchmark = await db.benchmark.create({ data: { workspaceId, name: "x-bench" }, select: { id: true } });
  const question = await db.question.create({
    data: { benchmarkId: benchmark.id, externalId: "q0", type: "multi-session", text: "?", answer: "!" },
    select: { id: true },
  });
  const ids = Array.from({ length: sessions }, (_, i) => `xs-${workspaceId}-${i}`);
  await db.session.createMany({ data: ids.map((id, i) => ({ id, workspaceId, externalId: `s_${String(i).padStart(4, "0")}`, contentHash: id })) });
  await db.haystackSession.createMany({ data: ids.map((sessionId, position) => ({ questionId: question.id, position, sessionId })) });
  const [a, b] = await Promise.all(
    ["faithful", "terse"].map((name) => db.extractor.create({ data: { workspaceId, name, version: "1", promptHash: name }, select: { id: true } })),
  );
  const line = (i: number, k: number) => `- User mentioned detail ${k} of session ${i}: moved to Lisbon in 2021 with Priya, ${k * 3} km from the coast`;
  const kinds = (i: number, scale: number) => Object.fromEntries(KINDS.map((kind, k) => [kind, ((i + k) % 4) * scale]));
  await db.factSheet.createMany({
    data: ids.flatMap((sessionId, i) => [
      {
        workspaceId,
        sessionId,
        extractorId: a!.id,
        text: Array.from({ length: 30 }, (_, k) => line(i, k)).join("\n"),
        coverage: 0.9 + (i % 10) / 100,
        lostDetailCount: 6,
        lostDetailsByKind: kinds(i, 1),
        sheetTokens: 900,
        sourceTokens: 2_400,
        analyzedAt: new Date(),
      },
      {
        workspaceId,
        sessionId,
        extractorId: b!.id,
        text: Array.from({ length: 8 }, (_, k) => (k % 2 ? line(i, k) : `- User moved to Lisbon (detail ${k})`)).join("\n"),
        coverage: 0.3 + (i % 40) / 100,
        lostDetailCount: 40,
        lostDetailsByKind: kinds(i, 5),
        sheetTokens: 160,
        sourceTokens: 2_400,
        analyzedAt: new Date(),
      },
    ]),
  });
  await refreshPlannerStatistics(["Session", "HaystackSession", "Question", "FactSheet"]);
  return { workspaceId, benchmarkId: benchmark.id, aId: a!.id, bId: b!.id };
}
