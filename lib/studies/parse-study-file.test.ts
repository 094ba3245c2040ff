import { refusedWith } from "@/lib/studies/refused-with.test-support";
import { describe, expect, it } from "vitest";
import { parseStudyFile, StudyFileError } from "@/lib/studies/parse-study-file";

const YAML = `name: seed
benchmark: longmemeval-s
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
fixed: [reader, judge, judgeProtocol, questions]
baseline: Sessions top 10
`;

function problemsOf(text: string, file = "study.yaml") {
  return refusedWith(() => parseStudyFile(text, file), StudyFileError);
}

describe("parseStudyFile", () => {
  it("reads YAML and the same study as JSON, with defaults filled in", () => {
    const yaml = parseStudyFile(YAML, "seed.yaml");
    expect(yaml).toMatchObject({
      name: "seed",
      benchmark: "longmemeval-s",
      fixed: ["reader", "judge", "judgeProtocol", "questions"],
      baseline: "Sessions top 10",
    });
    expect(yaml.factors).toMatchObject({ retriever: "hybrid", budget: null, k: [10, 5] });
    const json = parseStudyFile(JSON.stringify(yaml, null, 2), "seed.json");
    expect(json).toEqual(yaml);
  });

  it("names the line and field of a wrong value", () => {
    const text = YAML.replace("k: 5, prompt: typed", "k: five, prompt: typed");
    expect(problemsOf(text)).toEqual([{ line: 12, field: "runs[1].k", message: "give k as a whole number" }]);
  });

  it("names an unknown field where it is written", () => {
    const text = YAML.replace("  judge: gpt-4o-2024-08-06\n", "  judge: gpt-4o-2024-08-06\n  temperature: 0\n");
    const [problem] = problemsOf(text);
    expect(problem).toMatchObject({ line: 9, field: "factors.temperature" });
  });

  it("names a missing field at its parent's line", () => {
    const problems = problemsOf(`name: x\nfactors:\n  k: 3\n`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "benchmark", message: "name the benchmark" }),
        expect.objectContaining({ field: "factors.representation", line: 2 }),
      ]),
    );
  });

  it("gives the line of a JSON syntax error", () => {
    const [problem] = problemsOf('{\n  "benchmark": "b",\n  "factors": { "k": 3, }\n}', "s.json");
    expect(problem!.line).toBe(3);
    expect(problem!.message).toMatch(/not valid JSON/);
  });

  it("gives the line of a YAML syntax error and refuses duplicate keys", () => {
    expect(problemsOf("benchmark: b\nfactors:\n  k: [1, 2\n")[0]!.message).toMatch(/not valid YAML/);
    const [dup] = problemsOf("benchmark: b\nbenchmark: c\nfactors: { representation: sessions }\n");
    expect(dup!.line).toBe(2);
  });

  it("refuses binary, huge and non-object files with a reason", () => {
    expect(problemsOf("a\u0000b")[0]!.message).toMatch(/binary/);
    expect(problemsOf("x".repeat(300 * 1024))[0]!.message).toMatch(/at most 256 KB/);
    expect(problemsOf("- 1\n- 2\n")[0]!.message).toMatch(/an object/);
    expect(problemsOf("benchmark: b\nfactors: { representation: 'sessions; DROP TABLE' }\n")[0]).toMatchObject({ line: 2, field: "factors.representation" });
  });
});
