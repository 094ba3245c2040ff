import { describe, expect, it } from "vitest";
import { hideServerPaths } from "@/lib/format/hide-server-paths";

describe("hideServerPaths", () => {
  it("keeps only the base name of absolute server paths", () => {
    expect(hideServerPaths("/srv/lore/.lore/uploads/cmx58b/8f3e-upload.json: byte 120: unexpected end of JSON")).toBe(
      "8f3e-upload.json: byte 120: unexpected end of JSON",
    );
    expect(hideServerPaths("could not read /home/ana/data/longmemeval_s.json (ENOENT)")).toBe("could not read longmemeval_s.json (ENOENT)");
    expect(hideServerPaths('file "/tmp/lore-x/a.jsonl", line 3')).toBe('file "a.jsonl", line 3');
    expect(hideServerPaths("paths /a/b.json and /c/d/e.json")).toBe("paths b.json and e.json");
    expect(hideServerPaths("C:\\Users\\ana\\lore\\run.jsonl is empty")).toBe("run.jsonl is empty");
  });

  it("leaves URLs, relative paths, ratios and plain text alone", () => {
    for (const text of [
      "see https://lore.example.com/jobs/abc",
      "../shared/data/x.json is empty",
      "443/500 correct",
      "a/b",
      "sessions 3/7 done",
      "no path here",
      "/",
      "root /",
    ]) {
      expect(hideServerPaths(text)).toBe(text);
    }
  });
});
