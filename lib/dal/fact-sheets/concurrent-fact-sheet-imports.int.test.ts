import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importFactSheets } from "@/lib/dal/fact-sheets/import-fact-sheets";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const QUESTION = path.join(LME, "3_00ca467f.json");
const IMPORTS = 10;

// Ten imports of the same fact-sheet file under one new extractor at the same moment (two
// operators, or a retried job): each would create the extractor and the sheets. Runs on a real
// PostgreSQL, where they interleave; the embedded database runs one statement at a time.
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("concurrent fact-sheet imports", () => {
  it(`${IMPORTS} concurrent imports of one file create one extractor and each sheet once, without an error`, async () => {
    const db = getDb();
    const ws = await createTestWorkspace("factsheets-race");
    expect(runLoreJson(["import", "longmemeval", QUESTION, "--benchmark", "oracle", "--workspace", ws.id]).code).toBe(0);
    const benchmark = await db.benchmark.findFirstOrThrow({ where: { workspaceId: ws.id, name: "oracle" }, select: { id: true } });
    const ids = [...new Set(JSON.parse(readFileSync(QUESTION, "utf8")).haystack_session_ids as string[])];
    const lines = ids.map((id, i) => ({ session_id: id, text: `- fact ${i}`, passthrough: false }));

    const settled = await Promise.allSettled(
      Array.from({ length: IMPORTS }, () =>
        importFactSheets({ workspaceId: ws.id, benchmarkId: benchmark.id, extractor: { name: "racer", version: "1" }, lines }),
      ),
    );
    const errors = settled.flatMap((s) => (s.status === "rejected" ? [String(s.reason).slice(0, 300)] : []));
    expect(errors).toEqual([]);

    const extractors = await db.extractor.findMany({ where: { workspaceId: ws.id, name: "racer", version: "1" }, select: { id: true } });
    expect(extractors).toHaveLength(1);
    const sessions = await db.session.count({ where: { workspaceId: ws.id, externalId: { in: ids } } });
    expect(await db.factSheet.count({ where: { extractorId: extractors[0]!.id } })).toBe(sessions);
    // One import created the sheets; every other found them unchanged.
    const counts = settled.map((s) => (s.status === "fulfilled" ? s.value : null))!;
    expect(counts.reduce((n, c) => n + (c?.created ?? 0), 0)).toBe(sessions);
    expect(counts.filter((c) => c?.unchanged === sessions)).toHaveLength(IMPORTS - 1);
    expect(await db.auditEvent.count({ where: { workspaceId: ws.id, action: "factsheets.imported" } })).toBe(IMPORTS);
  });
});
