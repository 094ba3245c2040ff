import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateSyntheticQuestion } from "@/lib/longmemeval/synthetic/generate-synthetic-question";
import { planSyntheticDataset } from "@/lib/longmemeval/synthetic/plan-synthetic-dataset";
import { writeSyntheticDataset } from "@/lib/longmemeval/synthetic/write-synthetic-dataset";

const dir = mkdtempSync(path.join(os.tmpdir(), "lore-synthetic-"));

describe("writeSyntheticDataset", () => {
  it("writes a JSON array of exactly the generated questions, with matching counts", async () => {
    const out = path.join(dir, "six.json");
    const progress: number[] = [];
    const summary = await writeSyntheticDataset({ out, scale: "s", seed: 4, to: 6, onProgress: (n) => progress.push(n) });
    const parsed = JSON.parse(readFileSync(out, "utf8")) as ReturnType<typeof generateSyntheticQuestion>[];
    const plan = planSyntheticDataset({ scale: "s", seed: 4 });
    expect(parsed).toEqual(plan.slice(0, 6).map((entry) => generateSyntheticQuestion({ seed: 4, scale: "s", plan: entry })));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    const sessions = parsed.flatMap((q) => q.haystack_session_ids.map((id, i) => [id, q.haystack_sessions[i]!.length] as const));
    expect(summary).toEqual({
      questions: 6,
      sessions: sessions.length,
      uniqueSessions: new Map(sessions).size,
      turns: sessions.reduce((n, [, t]) => n + t, 0),
      uniqueTurns: [...new Map(sessions).values()].reduce((a, b) => a + b, 0),
      bytes: readFileSync(out).length,
    });
    expect(existsSync(`${out}.partial`)).toBe(false);
  });

  it("writes ranges that together are the whole file", async () => {
    const whole = path.join(dir, "whole.json");
    await writeSyntheticDataset({ out: whole, scale: "s", seed: 5, to: 4 });
    const parts = [];
    for (const [from, to] of [
      [0, 1],
      [1, 4],
    ] as const) {
      const out = path.join(dir, `part-${from}.json`);
      await writeSyntheticDataset({ out, scale: "s", seed: 5, from, to });
      parts.push(...(JSON.parse(readFileSync(out, "utf8")) as unknown[]));
    }
    expect(parts).toEqual(JSON.parse(readFileSync(whole, "utf8")));
  });

  it("leaves no file behind when it cannot write", async () => {
    const out = path.join(dir, "missing-dir-is-a-file.json", "x.json");
    await writeSyntheticDataset({ out: path.join(dir, "missing-dir-is-a-file.json"), scale: "s", seed: 1, to: 1 });
    await expect(writeSyntheticDataset({ out, scale: "s", seed: 1, to: 1 })).rejects.toThrow();
    expect(existsSync(`${out}.partial`)).toBe(false);
  });
});
