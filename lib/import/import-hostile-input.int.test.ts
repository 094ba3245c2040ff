import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CliError } from "@/lib/cli/cli-error";
import { importFactSheetsCommand } from "@/lib/cli/commands/import-factsheets";
import { importFactSheets } from "@/lib/dal/fact-sheets/import-fact-sheets";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { importRun } from "@/lib/import/import-run";
import { createTestWorkspace } from "@/testing/factories";
import { ALL_PAYLOADS, bigString, deeplyNestedJson, invalidUtf8Json, LONE_SURROGATE_TEXT, MB, NUL_TEXT } from "@/testing/hostile-inputs";
import { runLoreJson } from "@/testing/run-lore-cli";
import { workspaceRowCounts } from "@/testing/workspace-row-counts";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const GOOD_FILE = path.join(LME, "3_00ca467f.json");
type Question = Record<string, unknown> & { question_id: string; haystack_session_ids: string[]; haystack_sessions: { role: string; content: string }[][] };
const question = (): Question => JSON.parse(readFileSync(GOOD_FILE, "utf8"));

type Case = { name: string; content: string | Buffer; problem: RegExp };

function tempFile(name: string, content: string | Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-hostile-")), name);
  writeFileSync(file, content);
  return file;
}

// Every importer gets the same kinds of damage; `valid` is one good record of its format and
// `text` the field that holds free text.
function damaged(valid: Record<string, unknown>, text: string, field: (name: string, value: unknown) => Record<string, unknown>): Case[] {
  const json = JSON.stringify(valid);
  const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
  const firstKey = Object.keys(valid)[0]!;
  return [
    { name: "truncated JSON", content: json.slice(0, Math.floor(json.length / 2)), problem: /invalid JSON|unexpected end|ends inside/i },
    { name: "invalid JSON", content: json.replace(/:/, ": ,"), problem: /invalid JSON.* at (line \d+, )?byte \d+/ },
    { name: "invalid UTF-8 bytes", content: invalidUtf8Json(valid, text), problem: /invalid UTF-8 at (line \d+, )?byte \d+/ },
    { name: "a NUL byte", content: JSON.stringify(field(text, NUL_TEXT)), problem: /NUL character/ },
    { name: "a lone surrogate", content: JSON.stringify(field(text, LONE_SURROGATE_TEXT)), problem: /unpaired (UTF-16 )?surrogate/ },
    { name: "a number for text", content: JSON.stringify(field(text, 42)), problem: new RegExp(`${text.replaceAll(/[[\]]/g, "\\$&")}.*(string|expected)`) },
    { name: "an object for the id", content: JSON.stringify({ ...valid, [firstKey]: { $gt: "" } }), problem: new RegExp(firstKey) },
    { name: `no ${firstKey}`, content: JSON.stringify(without(firstKey)), problem: new RegExp(firstKey) },
    { name: "JSON nested 10,000 deep", content: deeplyNestedJson(10_000), problem: /expected|object|array/i },
    {
      name: "a field nested 10,000 deep",
      content: JSON.stringify(field(text, "__DEEP__")).replace('"__DEEP__"', deeplyNestedJson(10_000)),
      problem: /expected|string/i,
    },
    { name: "a 10 MB string", content: JSON.stringify(field(text, bigString(10 * MB))), problem: /too big|characters|at most/i },
  ];
}

// The good data imported first: a bad import must leave it, and every other table, exactly as it was.
async function importGoodDataset(workspaceId: string) {
  await importLongMemEval({ workspaceId, benchmark: "good", paths: [GOOD_FILE] });
  const q = question();
  const benchmark = await getDb().benchmark.findFirstOrThrow({ where: { workspaceId, name: "good" } });
  await importFactSheets({
    workspaceId,
    benchmarkId: benchmark.id,
    extractor: { name: "terse", version: "1" },
    lines: q.haystack_session_ids.map((id) => ({ session_id: id, text: `- facts of ${id}`, passthrough: false })),
  });
  await importRun({
    workspaceId,
    benchmark: "good",
    name: "good-run",
    file: tempFile("run.jsonl", `${JSON.stringify({ question_id: q.question_id, hypothesis: "Tuesday." })}\n`),
  });
}

describe("importers refuse hostile files, naming the file and the problem, storing nothing", () => {
  let workspace: { id: string };
  let before: Awaited<ReturnType<typeof workspaceRowCounts>>;
  beforeAll(async () => {
    workspace = await createTestWorkspace();
    await importGoodDataset(workspace.id);
    before = await workspaceRowCounts(workspace.id);
    expect(before).toMatchObject({ questions: 1, factSheets: question().haystack_session_ids.length, runResults: 1 });
  });

  const expectUnchanged = async () => expect(await workspaceRowCounts(workspace.id)).toEqual(before);

  it("lore import longmemeval", async () => {
    const q = question();
    const cases = damaged(q, "question", (name, value) => ({ ...q, [name]: value }));
    cases.push({
      name: "a NUL in a turn",
      content: JSON.stringify({ ...q, haystack_sessions: [[{ role: "user", content: NUL_TEXT }], ...q.haystack_sessions.slice(1)] }),
      problem: /haystack_sessions\[0\]\[0\]\.content: contains a NUL/,
    });
    for (const c of cases) {
      const file = tempFile("questions.json", c.content);
      const error = await importLongMemEval({ workspaceId: workspace.id, benchmark: "hostile", paths: [file] }).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message, c.name).toMatch(file);
      expect(error?.message, c.name).toMatch(c.problem);
      expect(error!.message.length, c.name).toBeLessThan(2000);
    }
    await expectUnchanged();
  });

  it("lore import run", async () => {
    const valid = { question_id: question().question_id, hypothesis: "Tuesday." };
    for (const c of damaged(valid, "hypothesis", (name, value) => ({ ...valid, [name]: value }))) {
      const file = tempFile("run.jsonl", c.content);
      const error = await importRun({ workspaceId: workspace.id, benchmark: "good", name: "hostile-run", file }).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message, c.name).toMatch(file);
      expect(error?.message, c.name).toMatch(c.problem);
      expect(error!.message.length, c.name).toBeLessThan(2000);
    }
    await expectUnchanged();
  });

  it("lore import factsheets", async () => {
    const valid = { session_id: question().haystack_session_ids[0], text: "- a fact" };
    const out = { json: true, log: () => {}, result: () => {} };
    for (const c of damaged(valid, "text", (name, value) => ({ ...valid, [name]: value }))) {
      const file = tempFile("sheets.jsonl", c.content);
      const error = await importFactSheetsCommand([file], { benchmark: "good", extractor: "hostile@1", workspace: workspace.id }, out).then(
        () => null,
        (e: Error) => e,
      );
      expect(error, c.name).toBeInstanceOf(CliError);
      expect(error?.message, c.name).toMatch(file);
      expect(error?.message, c.name).toMatch(c.problem);
      expect(error!.message.length, c.name).toBeLessThan(2000);
    }
    await expectUnchanged();
  });

  it("the CLI exits non-zero with one JSON error naming the file, for each importer", async () => {
    const q = question();
    const runs: [string[], RegExp][] = [
      [
        ["import", "longmemeval", tempFile("cut.json", JSON.stringify([q]).slice(0, 5000)), "--benchmark", "hostile"],
        /cut\.json: (invalid JSON|the file ends inside a value).* at byte \d+/,
      ],
      [
        ["import", "run", tempFile("nul.jsonl", JSON.stringify({ question_id: q.question_id, hypothesis: NUL_TEXT })), "--benchmark", "good", "--name", "x"],
        /nul\.jsonl: line 1: hypothesis: contains a NUL/,
      ],
      [
        ["import", "factsheets", tempFile("bytes.jsonl", invalidUtf8Json({ session_id: "s", text: "t" }, "text")), "--benchmark", "good", "--extractor", "x@1"],
        /bytes\.jsonl: invalid UTF-8 at line 1, byte \d+/,
      ],
    ];
    for (const [args, problem] of runs) {
      const { code, body, stderr } = runLoreJson([...args, "--workspace", workspace.id]);
      expect(code, args[1]).not.toBe(0);
      expect(body.error.code, args[1]).toBe("INPUT");
      expect(body.error.message, args[1]).toMatch(problem);
      expect(stderr, args[1]).not.toMatch(/\n\s+at /);
    }
    await expectUnchanged();
  });
});

describe("SQL-looking and HTML text in import files", () => {
  it("is stored verbatim", async () => {
    const ws = await createTestWorkspace();
    const q = question();
    const hostile = {
      ...q,
      question: ALL_PAYLOADS,
      answer: ALL_PAYLOADS,
      haystack_sessions: [[{ role: "user", content: ALL_PAYLOADS }], ...q.haystack_sessions.slice(1)],
    };
    await importLongMemEval({ workspaceId: ws.id, benchmark: `'); DROP TABLE "Benchmark";--`, paths: [tempFile("q.json", JSON.stringify(hostile))] });
    const stored = await getDb().question.findFirstOrThrow({ where: { benchmark: { workspaceId: ws.id } }, include: { benchmark: true } });
    expect([stored.text, stored.answer, stored.benchmark.name]).toEqual([ALL_PAYLOADS, ALL_PAYLOADS, `'); DROP TABLE "Benchmark";--`]);
    expect(await getDb().observation.count({ where: { workspaceId: ws.id, content: ALL_PAYLOADS } })).toBe(1);
    await importRun({
      workspaceId: ws.id,
      benchmark: stored.benchmark.name,
      name: "<script>run</script>",
      file: tempFile("r.jsonl", JSON.stringify({ question_id: q.question_id, hypothesis: ALL_PAYLOADS })),
    });
    const result = await getDb().runResult.findFirstOrThrow({ where: { run: { workspaceId: ws.id } }, include: { run: true } });
    expect([result.hypothesis, result.run.name]).toEqual([ALL_PAYLOADS, "<script>run</script>"]);
  });
});
