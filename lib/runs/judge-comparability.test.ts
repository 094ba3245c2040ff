import { describe, expect, it } from "vitest";
import { judgeComparabilityWarning } from "@/lib/runs/judge-comparability";

const run = (name: string, judge: string | null, judgeProtocol: string | null, judged = 10) => ({ name, judge, judgeProtocol, judged });

describe("judge comparability", () => {
  it("says nothing when every judged run had the same judge model and protocol", () => {
    expect(judgeComparabilityWarning([run("a", "gpt-4o", "lore"), run("b", "gpt-4o", "lore")])).toBeNull();
  });
  it("warns about different protocols, naming each run's judge and protocol", () => {
    const w = judgeComparabilityWarning([run("a", "gpt-4o", "lore"), run("b", "gpt-4o", "longmemeval-official@ecce9c4c79dc")]);
    expect(w).toMatch(/different judge protocols, so their accuracies are not comparable/);
    expect(w).toContain("b: gpt-4o, longmemeval-official@ecce9c4c79dc");
  });
  it("warns about different judge models, and counts an unknown protocol as its own", () => {
    expect(judgeComparabilityWarning([run("a", "gpt-4o", "lore"), run("b", "gpt-4o-mini", "lore")])).toMatch(/different judge models/);
    expect(judgeComparabilityWarning([run("a", "gpt-4o", "lore"), run("b", "gpt-4o", null)])).toMatch(/unknown \(imported verdicts\)/);
  });
  it("leaves out runs without verdicts", () => {
    expect(judgeComparabilityWarning([run("ret", null, null, 0), run("qa", "gpt-4o", "lore")])).toBeNull();
  });
});
