import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
// Real LongMemEval-S questions (about 50 haystack sessions each) and oracle ones.
const FILES = ["43_caf9ead2.json", "52_bf659f65.json", "55_16c90bf4.json", "1_1903aded.json", "3_00ca467f.json", "2_gpt4_74aed68e.json"].map((f) =>
  path.join(LME, f),
);

const STOP = new Set(
  "the a an and or of to in on for with is are was were be been it this that i you my your me we our they them he she his her as at by from have has had do did does not no so if but can could would should will just about what which who when where how than then there their also very more most some any all into out up down over under".split(
    " ",
  ),
);

// A lossy "fact sheet" that keeps what a session is about (its most frequent content words, so
// search still finds it) and drops every specific detail, the way the seed's fact sheets did.
function topicSheet(turns: { role: string; content: string }[]): string {
  const counts = new Map<string, number>();
  for (const t of turns) for (const w of t.content.toLowerCase().match(/[a-z]{4,}/g) ?? []) if (!STOP.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const top = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([w]) => w);
  return `- The user talked about ${top.join(", ")}.`;
}

describe("the seed experiment, reproduced", () => {
  it("keeps session recall nearly unchanged with lossy fact sheets while evidence coverage falls", async () => {
    const ws = await createTestWorkspace();
    const w = ["--workspace", ws.id];
    runLoreJson(["import", "longmemeval", ...FILES, "--benchmark", "seed", ...w]);
    const sheets = new Map<string, string>();
    for (const f of FILES) {
      const q = JSON.parse(readFileSync(f, "utf8"));
      q.haystack_session_ids.forEach((id: string, i: number) => sheets.set(id, topicSheet(q.haystack_sessions[i])));
    }
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-seed-")), "topics.jsonl");
    writeFileSync(file, [...sheets].map(([session_id, text]) => JSON.stringify({ session_id, text })).join("\n"));
    runLoreJson(["import", "factsheets", file, "--benchmark", "seed", "--extractor", "topics@1", ...w]);

    const run = (representation: string, name: string) => {
      const { code, body, stderr } = runLoreJson([
        "experiment",
        "retrieval",
        "--benchmark",
        "seed",
        "--representation",
        representation,
        "--retriever",
        "fulltext",
        "--k",
        "10",
        "--name",
        name,
        ...w,
      ]);
      expect(code, stderr).toBe(0);
      return body;
    };
    const sessions = run("sessions", "sessions@10");
    const facts = run("factsheets:topics@1", "topics@10");

    for (const body of [sessions, facts]) {
      expect(body).toMatchObject({ n: FILES.length, k: 10 });
      expect(Object.keys(body.recallAny)).toEqual(expect.arrayContaining(["1", "3", "5", "10"]));
    }
    // What the seed saw: the right records are still found...
    expect(Math.abs(sessions.recallAny["10"] - facts.recallAny["10"])).toBeLessThanOrEqual(0.2);
    expect(facts.recallAny["10"]).toBeGreaterThanOrEqual(0.8);
    // ...but the reader no longer receives the answer-bearing details, for a fraction of the tokens.
    expect(sessions.evidenceCoverage).toBeGreaterThan(0.9);
    expect(facts.evidenceCoverage).toBeLessThan(sessions.evidenceCoverage - 0.5);
    expect(facts.answerInContext).toBeLessThan(sessions.answerInContext);
    expect(facts.readerTokensMean).toBeLessThan(sessions.readerTokensMean / 10);
  }, 180_000);
});
