import { describe, expect, it } from "vitest";
import { buildDemoSeedRows } from "@/lib/demo/build-demo-seed-rows";
import { generateDemoData } from "@/lib/demo/generate-demo-data";
import { extractOffline, OFFLINE_EXTRACTOR, OFFLINE_RULES } from "@/lib/extraction/offline-extractor";

const data = generateDemoData();
const rows = buildDemoSeedRows(data, { owner: "owner-id", agent: "agent-id" }, new Date("2026-01-01T00:00:00Z"));

describe("buildDemoSeedRows (pure: the seeder's DAL only writes what it returns)", () => {
  it("runs Lore's real offline extractor for its own extractor's sheets and keeps the generated ones for the others", () => {
    const offline = rows.extractors.find((e) => e.name === OFFLINE_EXTRACTOR.name && e.version === OFFLINE_EXTRACTOR.version);
    expect(offline).toMatchObject({ parameters: { provider: "offline" }, prompt: OFFLINE_RULES });
    const externalIdOf = new Map(rows.sessions.map((s) => [s.id, s.externalId]));
    const turnsOf = new Map(data.sessions.map((s) => [s.externalId, s.turns]));
    const offlineSheets = rows.factSheets.filter((f) => f.extractorId === offline!.id);
    expect(offlineSheets.length).toBeGreaterThan(0);
    for (const sheet of offlineSheets) {
      const turns = turnsOf.get(externalIdOf.get(sheet.sessionId)!)!;
      expect(sheet.text).toBe(extractOffline({ turns: turns.map((t) => ({ role: t.role, content: t.content })) }));
      expect(sheet.passthrough).toBe(false);
    }
    const generated = new Set(data.extractors.filter((e) => e.name !== OFFLINE_EXTRACTOR.name).flatMap((e) => e.factSheets.map((f) => f.text)));
    for (const sheet of rows.factSheets.filter((f) => f.extractorId !== offline!.id)) expect(generated.has(sheet.text)).toBe(true);
  });

  it("refers only to ids it defines, one row per generated item", () => {
    const sessionIds = new Set(rows.sessions.map((s) => s.id));
    const observationIds = new Set(rows.observations.map((o) => o.id));
    expect(rows.sessions).toHaveLength(data.sessions.length);
    expect(rows.questions).toHaveLength(data.questions.length);
    expect(rows.factSheets).toHaveLength(data.extractors.reduce((n, e) => n + e.factSheets.length, 0));
    expect(rows.factSheets.every((f) => sessionIds.has(f.sessionId))).toBe(true);
    expect(rows.observations.every((o) => sessionIds.has(o.sessionId ?? "") && o.workspaceId === rows.workspace.id)).toBe(true);
    expect(rows.evidenceTurns.every((e) => e.observationId !== null && e.observationId !== undefined && observationIds.has(e.observationId))).toBe(true);
    expect(rows.memories.every((m) => m.ownerId === "owner-id")).toBe(true);
    expect(rows.proposals.every((p) => p.proposerId === "agent-id")).toBe(true);
  });
});
