import { describe, expect, it } from "vitest";
import { runConfigurationOf } from "@/lib/runs/run-configuration";

describe("runConfigurationOf", () => {
  it("reads representation and k when the configuration names them", () => {
    expect(runConfigurationOf({ representation: "factsheets", k: 10, retriever: "hybrid" })).toEqual({ representation: "factsheets", k: 10 });
  });

  it("reads nothing from an import's configuration or from odd values", () => {
    expect(runConfigurationOf({ source: "import", files: ["a.json"] })).toEqual({ representation: null, k: null });
    expect(runConfigurationOf({ representation: 3, k: "10" })).toEqual({ representation: null, k: null });
    expect(runConfigurationOf(null)).toEqual({ representation: null, k: null });
    expect(runConfigurationOf([1])).toEqual({ representation: null, k: null });
  });
});
