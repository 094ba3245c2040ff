import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const QUESTIONS = ["3_00ca467f.json", "1_1903aded.json"].map((f) => path.join(LME, f));

function sessionIds(): string[] {
  return QUESTIONS.flatMap((f) => JSON.parse(readFileSync(f, "utf8")).haystack_session_ids as string[]);
}

function writeJsonl(lines: object[]): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-fs-")), "sheets.jsonl");
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  return file;
}

describe("lore import factsheets", () => {
  it("links each fact sheet to its source session, and a second import changes nothing", async () => {
    const ws = await createTestWorkspace();
    runLoreJson(["import", "longmemeval", ...QUESTIONS, "--benchmark", "oracle", "--workspace", ws.id]);
    const ids = sessionIds();
    const file = writeJsonl(ids.map((id, i) => ({ session_id: id, text: `- fact ${i}`, passthrough: i === 0 })));
    const first = runLoreJson(["import", "factsheets", file, "--benchmark", "oracle", "--extractor", "terse@2", "--workspace", ws.id]);
    expect(first.code).toBe(0);
    expect(first.body).toMatchObject({ benchmark: "oracle", extractor: "terse@2", factSheets: ids.length, created: ids.length, passthrough: 1 });
    const sheets = await getDb().factSheet.findMany({
      where: { workspaceId: ws.id },
      select: { text: true, passthrough: true, session: { select: { externalId: true } } },
    });
    expect(sheets).toHaveLength(ids.length);
    expect(sheets.find((s) => s.session.externalId === ids[0])).toMatchObject({ text: "- fact 0", passthrough: true });
    const second = runLoreJson(["import", "factsheets", file, "--benchmark", "oracle", "--extractor", "terse@2", "--workspace", ws.id]);
    expect(second.body).toMatchObject({ created: 0, unchanged: ids.length });
  });

  it("lists unknown session ids and imports nothing", async () => {
    const ws = await createTestWorkspace();
    runLoreJson(["import", "longmemeval", QUESTIONS[1]!, "--benchmark", "oracle", "--workspace", ws.id]);
    const file = writeJsonl([
      { session_id: sessionIds().at(-1), text: "known" },
      { session_id: "ghost_1", text: "x" },
      { session_id: "ghost_2", text: "y" },
    ]);
    const { code, body } = runLoreJson(["import", "factsheets", file, "--benchmark", "oracle", "--extractor", "terse@2", "--workspace", ws.id]);
    expect(code).toBe(1);
    expect(body.error.message).toMatch(/2 session id\(s\) are not in this benchmark, nothing was imported: ghost_1, ghost_2/);
    expect(await getDb().factSheet.count({ where: { workspaceId: ws.id } })).toBe(0);
  });

  it("names the line and field of a malformed fact sheet and the extractor format", async () => {
    const ws = await createTestWorkspace();
    const bad = writeJsonl([{ session_id: "a", text: 5 }]);
    const typed = runLoreJson(["import", "factsheets", bad, "--benchmark", "oracle", "--extractor", "terse@2", "--workspace", ws.id]);
    expect(typed.body.error.message).toMatch(/line 1: text:/);
    const spec = runLoreJson(["import", "factsheets", bad, "--benchmark", "oracle", "--extractor", "terse", "--workspace", ws.id]);
    expect(spec.code).toBe(2);
    expect(spec.body.error.message).toMatch(/--extractor: give the extractor as NAME@VERSION/);
  });
});
