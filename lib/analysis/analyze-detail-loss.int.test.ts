import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["1_1903aded.json", "1_118b2229.json", "3_00ca467f.json", "2_gpt4_74aed68e.json"].map((f) => path.join(LME, f));

type Raw = { haystack_session_ids: string[]; haystack_sessions: { role: string; content: string }[][] };

function writeSheets(name: string, make: (turns: { role: string; content: string }[]) => string): string {
  const lines = new Map<string, string>();
  for (const file of FILES) {
    const q: Raw = JSON.parse(readFileSync(file, "utf8"));
    q.haystack_session_ids.forEach((id, i) => lines.set(id, make(q.haystack_sessions[i]!)));
  }
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-sheets-")), `${name}.jsonl`);
  writeFileSync(out, [...lines].map(([session_id, text]) => JSON.stringify({ session_id, text })).join("\n"));
  return out;
}

describe("lore analyze detail-loss", () => {
  it("reports per-session coverage and answer-bearing loss, lower for a lossy extractor", async () => {
    const ws = await createTestWorkspace();
    runLoreJson(["import", "longmemeval", ...FILES, "--benchmark", "oracle", "--workspace", ws.id]);
    // Faithful: the session itself. Lossy: only the first five words of each user turn.
    const faithful = writeSheets("faithful", (turns) => turns.map((t) => `- ${t.role}: ${t.content}`).join("\n"));
    const lossy = writeSheets("lossy", (turns) =>
      turns
        .filter((t) => t.role === "user")
        .map((t) => `- User ${t.content.split(/\s+/).slice(0, 5).join(" ")}`)
        .join("\n"),
    );
    runLoreJson(["import", "factsheets", faithful, "--benchmark", "oracle", "--extractor", "faithful@1", "--workspace", ws.id]);
    runLoreJson(["import", "factsheets", lossy, "--benchmark", "oracle", "--extractor", "lossy@1", "--workspace", ws.id]);

    const good = runLoreJson(["analyze", "detail-loss", "--benchmark", "oracle", "--extractor", "faithful@1", "--workspace", ws.id]);
    const bad = runLoreJson(["analyze", "detail-loss", "--benchmark", "oracle", "--extractor", "lossy@1", "--workspace", ws.id]);
    expect(good.code).toBe(0);
    expect(good.body.summary.sessions).toBe(good.body.sessions.length);
    expect(good.body.sessions[0]).toEqual(
      expect.objectContaining({
        sessionId: expect.any(String),
        coverage: expect.any(Number),
        answerBearingLost: expect.any(Boolean),
        lostDetails: expect.any(Array),
      }),
    );
    expect(good.body.summary.meanCoverage).toBeGreaterThan(0.95);
    expect(good.body.summary.answerBearingLostRate).toBe(0);
    expect(bad.body.summary.meanCoverage).toBeLessThan(good.body.summary.meanCoverage - 0.3);
    expect(bad.body.summary.answerBearingLostRate).toBeGreaterThan(0.5);
    expect(Object.keys(bad.body.summary.byQuestionType)).toEqual(expect.arrayContaining(["single-session-assistant", "multi-session"]));
    expect(bad.body.summary.byQuestionType["single-session-assistant"].answerBearingLostRate).toBe(1);

    const stored = await getDb().factSheet.findMany({
      where: { workspaceId: ws.id, extractor: { name: "lossy" } },
      select: { coverage: true, analyzedAt: true },
    });
    expect(stored.every((s) => s.coverage !== null && s.analyzedAt !== null)).toBe(true);
  }, 120_000);

  it("names an unknown extractor", async () => {
    const ws = await createTestWorkspace();
    runLoreJson(["import", "longmemeval", FILES[0]!, "--benchmark", "oracle", "--workspace", ws.id]);
    const { code, body } = runLoreJson(["analyze", "detail-loss", "--benchmark", "oracle", "--extractor", "ghost@9", "--workspace", ws.id]);
    expect(code).toBe(1);
    expect(body.error.message).toMatch(/no extractor ghost@9/);
  });
});
