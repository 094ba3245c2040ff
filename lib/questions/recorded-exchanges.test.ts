import { describe, expect, it } from "vitest";
import { recordedExchanges } from "@/lib/questions/recorded-exchanges";

describe("recordedExchanges", () => {
  it("reads the reader's and the judge's prompt and raw output as a QA run stores them", () => {
    const stored = {
      model: "j",
      label: true,
      reader: { model: "r", prompt: "read this", output: "450 grams", usage: {} },
      judge: { model: "j", prompt: "judge this", output: "Yes." },
    };
    expect(recordedExchanges(stored)).toEqual({
      reader: { model: "r", prompt: "read this", output: "450 grams" },
      judge: { model: "j", prompt: "judge this", output: "Yes." },
    });
  });

  it("has nothing for verdicts imported from a file or a run without judge output", () => {
    expect(recordedExchanges({ model: "gpt-4o", label: true })).toEqual({ reader: null, judge: null });
    expect(recordedExchanges(null)).toEqual({ reader: null, judge: null });
    expect(recordedExchanges({ judge: { model: "j", prompt: "p" } })).toEqual({ reader: null, judge: { model: "j", prompt: "p", output: null } });
  });
});
