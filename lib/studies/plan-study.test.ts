import { refusedWith } from "@/lib/studies/refused-with.test-support";
import { describe, expect, it } from "vitest";
import { parseStudyFile } from "@/lib/studies/parse-study-file";
import { planStudy, StudyPlanError, type PlanInputs } from "@/lib/studies/plan-study";

const SEED = `benchmark: longmemeval-s
factors:
  representation: [sessions, "factsheets:lore-baseline@1"]
  k: [10, 5]
  reader: gpt-4o-mini
  prompt: [typed, static]
  judge: gpt-4o-2024-08-06
  judgeProtocol: official
runs:
  - { label: Sessions top 10, representation: sessions, k: 10, prompt: typed }
  - { label: Sessions top 5, representation: sessions, k: 5, prompt: typed }
  - { label: Fact sheets top 10, representation: "factsheets:lore-baseline@1", k: 10, prompt: typed }
  - { label: Static prompt, representation: sessions, k: 10, prompt: static }
fixed: [reader, judge, judgeProtocol, questions]
`;

const INPUTS: PlanInputs = {
  study: "seed",
  benchmark: { name: "longmemeval-s", fingerprint: "f".repeat(64), questions: 500 },
  extractors: { "lore-baseline@1": "e".repeat(64) },
  memories: null,
  judgeProtocols: { lore: "lore", official: "longmemeval-official@0123456789ab" },
  embedder: "lore-local-hash-v1",
  encoding: "o200k_base",
};

const plan = (text: string, inputs: Partial<PlanInputs> = {}) => planStudy(parseStudyFile(text, "study.yaml"), { ...INPUTS, ...inputs });

function refusal(text: string, inputs: Partial<PlanInputs> = {}) {
  return refusedWith(() => plan(text, inputs), StudyPlanError);
}

describe("planStudy", () => {
  it("plans one retrieval run per distinct retrieval set-up and one QA run per row", () => {
    const p = plan(SEED);
    expect(p.setups.map((s) => s.label)).toEqual(["Sessions top 10", "Sessions top 5", "Fact sheets top 10", "Static prompt"]);
    // The static-prompt row reads the same retrieval as the first row.
    expect(p.setups[3]!.retrieval).toBe(p.setups[0]!.retrieval);
    expect(p.steps.filter((s) => s.kind === "retrieval")).toHaveLength(3);
    expect(p.steps.filter((s) => s.kind === "qa")).toHaveLength(4);
    // Retrieval steps come first, and every QA step reads a planned retrieval step.
    expect(p.steps.slice(0, 3).every((s) => s.kind === "retrieval")).toBe(true);
    for (const step of p.steps.filter((s) => s.kind === "qa")) expect(p.steps.some((r) => r.hash === step.from)).toBe(true);
    expect(p.baseline).toBe("Sessions top 10");
    expect(p.varied).toEqual(["representation", "k", "prompt"]);
    expect(p.fixed).toEqual(
      expect.arrayContaining([
        { setting: "reader", value: "gpt-4o-mini" },
        { setting: "judgeProtocol", value: "official" },
      ]),
    );
    expect(p.setups[0]!.evidence).toBe("Original sessions, top 10 (typed prompt)");
    expect(p.steps.find((s) => s.kind === "qa")!.judgeProtocolId).toBe("longmemeval-official@0123456789ab");
  });

  it("hashes are stable: the same settings in another order or format give the same hashes", () => {
    const a = plan(SEED);
    const reordered = SEED.replace("  reader: gpt-4o-mini\n", "").replace("factors:\n", "factors:\n  reader: gpt-4o-mini\n");
    const b = plan(JSON.stringify(parseStudyFile(reordered, "x.yaml")));
    expect(b.steps.map((s) => s.hash)).toEqual(a.steps.map((s) => s.hash));
    expect(a.steps.every((s) => /^[0-9a-f]{64}$/.test(s.hash))).toBe(true);
    expect(new Set(a.steps.map((s) => s.hash)).size).toBe(a.steps.length);
    // Run names carry the hash, so a different configuration never takes an existing name.
    for (const step of a.steps) expect(step.runName).toContain(step.hash.slice(0, 8));
  });

  it("a hash changes with every input that decides a run's results", () => {
    const base = plan(SEED);
    const hashes = (p: ReturnType<typeof plan>) => p.steps.map((s) => s.hash);
    // Different questions: every run differs.
    const reimported = plan(SEED, { benchmark: { ...INPUTS.benchmark, fingerprint: "0".repeat(64) } });
    expect(hashes(reimported).filter((h) => hashes(base).includes(h))).toEqual([]);
    // Re-extracted fact sheets: only the fact-sheet rows differ.
    const reextracted = plan(SEED, { extractors: { "lore-baseline@1": "1".repeat(64) } });
    const changed = reextracted.steps.filter((s) => !hashes(base).includes(s.hash));
    expect(changed.map((s) => s.settings.representation)).toEqual(["factsheets:lore-baseline@1", "factsheets:lore-baseline@1"]);
    // Another judge protocol version: the QA runs differ, the retrieval runs are kept.
    const rejudged = plan(SEED, { judgeProtocols: { lore: "lore", official: "longmemeval-official@ffffffffffff" } });
    expect(rejudged.steps.filter((s) => s.kind === "retrieval").map((s) => s.hash)).toEqual(
      base.steps.filter((s) => s.kind === "retrieval").map((s) => s.hash),
    );
    expect(rejudged.steps.filter((s) => s.kind === "qa").some((s) => hashes(base).includes(s.hash))).toBe(false);
    // The embedder matters to hybrid retrieval only.
    const fulltext = SEED.replace("factors:\n", "factors:\n  retriever: fulltext\n");
    expect(hashes(plan(fulltext, { embedder: "other" }))).toEqual(hashes(plan(fulltext)));
    expect(hashes(plan(SEED, { embedder: "other" }))).not.toEqual(hashes(base));
    // So does the hybrid ranking's version.
    expect(hashes(plan(fulltext, { hybridRanker: "other" }))).toEqual(hashes(plan(fulltext)));
    expect(hashes(plan(SEED, { hybridRanker: "other" })).filter((h) => hashes(base).includes(h))).toEqual(
      base.steps.filter((s) => s.kind === "retrieval" && s.settings.retriever !== "hybrid").map((s) => s.hash),
    );
  });

  it("refuses a plan whose held-fixed settings differ between runs, naming the setting and the runs", () => {
    const text = SEED.replace("  reader: gpt-4o-mini\n", "  reader: [gpt-4o-mini, gpt-4o]\n").replace(
      "  - { label: Static prompt, representation: sessions, k: 10, prompt: static }",
      "  - { label: Static prompt, representation: sessions, k: 10, prompt: static, reader: gpt-4o }",
    );
    const problems = refusal(text.replace(/(label: (Sessions top 10|Sessions top 5|Fact sheets top 10),)/g, "$1 reader: gpt-4o-mini,"));
    expect(problems).toEqual([
      { field: "fixed", message: 'reader is held fixed but differs between runs: "Sessions top 10" uses gpt-4o-mini, "Static prompt" uses gpt-4o' },
    ]);
    // Every combination with a fixed factor listing two levels is refused too.
    expect(refusal("benchmark: b\nfactors:\n  representation: sessions\n  k: [5, 10]\nfixed: [k]\n")[0]!.message).toMatch(/^k is held fixed but differs/);
  });

  it("expands every combination when runs is all, with labels from what varies", () => {
    const p = plan("benchmark: b\nfactors:\n  representation: [sessions, memories]\n  k: [5, 10]\n", { memories: "m".repeat(64) });
    expect(p.setups.map((s) => s.label)).toEqual(["sessions · top 5", "sessions · top 10", "memories · top 5", "memories · top 10"]);
    expect(p.steps.every((s) => s.kind === "retrieval")).toBe(true);
    expect(p.setups.every((s) => s.qa === null)).toBe(true);
  });

  it("names every problem of a plan that cannot run", () => {
    const problems = refusal(
      `benchmark: b
factors:
  representation: [sessions, "factsheets:missing@1", memories]
  k: [5, 10]
  reader: r
  judgeProtocol: official
runs:
  - { representation: sessions }
  - { representation: "factsheets:missing@1", k: 5 }
  - { representation: sessions, k: 7 }
  - { representation: memories, k: 5 }
  - { representation: sessions, k: 5 }
baseline: nope
`,
      { judgeProtocols: { lore: "lore", official: null }, memories: null },
    );
    const fields = problems.map((p) => p.field);
    expect(fields).toContain("runs[0].k");
    expect(fields).toContain("runs[2].k");
    expect(fields).toContain("runs[1].representation");
    expect(fields).toContain("runs[3].representation");
    expect(fields).toContain("runs[1].judgeProtocol");
    expect(fields).toContain("baseline");
    expect(problems.find((p) => p.field === "runs[1]")?.message).toMatch(/needs a judge/);
    expect(problems.find((p) => p.field === "runs[2].k")?.message).toBe("7 is not a level of factors.k (5, 10)");
    expect(problems.find((p) => p.field === "runs[1].representation")?.message).toMatch(/no extractor missing@1/);
    expect(problems.find((p) => p.field === "runs[1].judgeProtocol")?.message).toMatch(/--longmemeval-dir/);
  });

  it("refuses two runs with the same set-up or the same label", () => {
    const problems = refusal("benchmark: b\nfactors:\n  representation: sessions\nruns:\n  - { label: A }\n  - { label: A }\n");
    expect(problems.map((p) => p.message)).toEqual(['"A" labels two runs; labels must differ', 'the same set-up as runs[0] ("A")']);
  });
});
