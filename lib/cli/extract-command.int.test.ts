import { describe, expect, it } from "vitest";
import { extractCommand } from "@/lib/cli/commands/extract";
import type { Output } from "@/lib/cli/output";
import { AppError } from "@/lib/errors";
import { createExtractionFixture, sheetsFor } from "@/testing/extraction-factories";

// `lore extract` as main.ts will call it (bin/lore.mjs reaches it once the command is wired).
function captureOutput(): Output & { results: unknown[]; logs: string[] } {
  const results: unknown[] = [];
  const logs: string[] = [];
  return { json: true, results, logs, log: (line) => logs.push(line), result: (data) => results.push(data) };
}

describe("lore extract", () => {
  it("extracts a benchmark with the offline extractor and prints the summary; a second run skips every session", async () => {
    const fixture = await createExtractionFixture({ count: 8 });
    const flags = { benchmark: fixture.benchmark.name, extractor: "lore-baseline@1", workspace: fixture.workspaceId };
    const first = captureOutput();
    await extractCommand(flags, first);
    expect(first.results).toEqual([
      {
        benchmark: fixture.benchmark.name,
        extractor: "lore-baseline@1",
        sessions: 8,
        extracted: 8,
        passthrough: 0,
        skipped: 0,
        failed: 0,
        seconds: expect.any(Number),
      },
    ]);
    const second = captureOutput();
    await extractCommand(flags, second);
    expect(second.results[0]).toMatchObject({ sessions: 8, extracted: 0, passthrough: 0, skipped: 8, failed: 0 });
    expect(await sheetsFor({ workspaceId: fixture.workspaceId, extractor: "lore-baseline@1" })).toHaveLength(8);
  });

  it("names what is wrong: an unknown benchmark, a bad spec, a model extractor without a provider", async () => {
    const fixture = await createExtractionFixture({ count: 1 });
    const run = (flags: Record<string, unknown>) =>
      extractCommand({ benchmark: fixture.benchmark.name, extractor: "lore-baseline@1", workspace: fixture.workspaceId, ...flags }, captureOutput());
    await expect(run({ benchmark: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("no benchmark nope") });
    await expect(run({ extractor: "bad" })).rejects.toMatchObject({ code: "INVALID_INPUT", exitCode: 2 });
    await expect(run({ extractor: "gpt-facts@1" })).rejects.toBeInstanceOf(AppError);
    await expect(run({ extractor: "gpt-facts@1", provider: "maybe" })).rejects.toMatchObject({ code: "INVALID_INPUT" });
  });
});
