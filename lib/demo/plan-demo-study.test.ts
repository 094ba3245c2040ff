import { describe, expect, it } from "vitest";
import { DEMO_STUDY_NAME, DEMO_STUDY_ROWS } from "@/lib/demo/demo-study";
import { planDemoStudy } from "@/lib/demo/plan-demo-study";

const inputs = (runIds: Map<string, string>) => ({
  benchmarkName: "demo-bench",
  benchmark: { questions: 40, fingerprint: "f".repeat(64) },
  extractors: { "terse-facts@1": "a".repeat(64), "lore-baseline@1": "b".repeat(64) },
  runIds,
});
const allRuns = new Map(DEMO_STUDY_ROWS.map((row, i) => [row.run, `run-${i}`]));

describe("planDemoStudy", () => {
  it("fulfils every planned step with the demo run of its row, and gives each run its QA hash", () => {
    const study = planDemoStudy(inputs(allRuns));
    expect(study.name).toBe(DEMO_STUDY_NAME);
    expect(study.fileText).toContain("benchmark: demo-bench");
    expect(study.plan.setups.map((s) => s.label)).toEqual(DEMO_STUDY_ROWS.map((r) => r.label));
    expect(study.steps).toHaveLength(study.plan.steps.length);
    for (const step of study.steps) expect([...allRuns.values()]).toContain(step.runId);
    // One QA hash per set-up, on the run of that set-up's row.
    expect(study.runConfigHashes.map((r) => r.runId).sort()).toEqual([...allRuns.values()].sort());
    const qaHashes = new Set(study.plan.steps.filter((s) => s.kind === "qa").map((s) => s.hash));
    for (const { configHash } of study.runConfigHashes) expect(qaHashes.has(configHash)).toBe(true);
  });

  it("plans the same hashes for the same inputs and different ones for another benchmark", () => {
    const a = planDemoStudy(inputs(allRuns));
    expect(planDemoStudy(inputs(allRuns)).steps).toEqual(a.steps);
    const b = planDemoStudy({ ...inputs(allRuns), benchmark: { questions: 40, fingerprint: "e".repeat(64) } });
    expect(b.steps.map((s) => s.hash)).not.toEqual(a.steps.map((s) => s.hash));
  });

  it("names the set-up whose demo run is missing", () => {
    const missing = new Map(allRuns);
    missing.delete(DEMO_STUDY_ROWS[1].run);
    expect(() => planDemoStudy(inputs(missing))).toThrow(`"${DEMO_STUDY_ROWS[1].label}" has no demo run`);
  });
});
