import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace, uniq } from "@/testing/factories";

// A benchmark whose one question's haystack holds `count` sessions; session i's user turn
// carries the marker S-<i> so a provider double can script its answer per session.
export async function createExtractionFixture(input: { count: number; workspaceId?: string; turnsPerSession?: number }) {
  const db = getDb();
  const workspaceId = input.workspaceId ?? (await createTestWorkspace("extract")).id;
  const benchmark = await db.benchmark.create({ data: { workspaceId, name: uniq("bench") }, select: { id: true, name: true } });
  const question = await db.question.create({
    data: { benchmarkId: benchmark.id, externalId: uniq("q"), type: "single-session-user", text: "Where?", answer: "Lisbon" },
    select: { id: true },
  });
  const sessions: { id: string; externalId: string; marker: string; text: string }[] = [];
  const perSession = input.turnsPerSession ?? 2;
  for (let i = 0; i < input.count; i++) {
    const marker = `S-${i}`;
    const session = await db.session.create({
      data: { workspaceId, externalId: `${marker}-${uniq("x")}`, contentHash: uniq("hash"), turnCount: perSession, dateText: "2023/05/20 (Sat) 02:21" },
      select: { id: true, externalId: true },
    });
    const turns = Array.from({ length: perSession }, (_, p) =>
      p % 2 === 0
        ? { role: "user", content: `I moved to Lisbon in 2021 with Priya. ${marker} turn ${p}` }
        : { role: "assistant", content: "Nice!\n- Visit Belem\n- Try pasteis" },
    );
    await db.observation.createMany({
      data: turns.map((t, position) => ({
        workspaceId,
        sessionId: session.id,
        kind: "message" as const,
        position,
        role: t.role,
        content: t.content,
        contentHash: uniq("h"),
      })),
    });
    await db.haystackSession.create({ data: { questionId: question.id, position: i, sessionId: session.id } });
    sessions.push({ ...session, marker, text: turns.map((t) => `${t.role}: ${t.content}`).join("\n\n") });
  }
  return { workspaceId, benchmark, sessions };
}

export async function sheetsFor(input: { workspaceId: string; extractor: string }) {
  const [name, version] = input.extractor.split("@");
  return getDb().factSheet.findMany({
    where: { workspaceId: input.workspaceId, extractor: { name, version } },
    select: { sessionId: true, text: true, passthrough: true },
  });
}
