import { describe, expect, it } from "vitest";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { renderStudyReportMarkdown } from "@/lib/studies/render-study-report-md";
import { studyReportFixture } from "@/testing/study-report-fixture";

// The results table: the lines between "## Results" and the next blank line.
function resultsRows(md: string): string[] {
  const start = md.indexOf("## Results");
  const lines = md.slice(start).split("\n").slice(2);
  return lines.slice(2, lines.indexOf(""));
}

describe("renderStudyReportMarkdown", () => {
  const report = studyReportFixture();
  const md = renderStudyReportMarkdown(report);

  it("has one results row per set-up, each label once, in the study's order", () => {
    const rows = resultsRows(md);
    expect(rows).toHaveLength(5);
    report.rows.forEach((row, i) => expect(rows[i]!.startsWith(`| ${row.label} | ${row.evidence} |`)).toBe(true));
  });

  it("formats the figures the way the app does, and a pending row as dashes", () => {
    const [baseline, , factsheets, , pending] = resultsRows(md);
    expect(baseline).toContain(
      `| ${formatPercent(0.878)} | 84.6%–90.4% | 439/500 | ${formatInteger(28_123.6)} | 95.2% (k=10) | 87.1% | $4.21 | $0.0084 | done (baseline) |`,
    );
    expect(factsheets).toContain("| 2,812 |");
    expect(pending).toBe("| factsheets-top10-static | Extracted fact sheets, top 10 (static prompt) | — | — | — | — | — (k=10) | — | — | — | pending |");
  });

  it("pairs every other answered set-up with the baseline: McNemar p, delta with its bootstrap interval, b and c", () => {
    expect(md).toContain("## Significance against the baseline (sessions-top10)");
    expect(md).toContain("| sessions-top5 | 500 | 31 | 13 | 0.00960 | −3.6 pts | [−6.6, −0.6] (2,000 resamples, seed 7) |");
    expect(md).toContain("| factsheets-top10 | 500 | 88 | 21 | < 0.0001 | −13.4 pts |");
    expect(md).not.toMatch(/\| sessions-top10 \| 500 \|/);
  });

  it("states the benchmark, progress, settings, versions, charts' numbers and the commands", () => {
    expect(md).toContain("# Study seed-demo");
    expect(md).toContain(`fingerprint \`${report.benchmark.fingerprint}\``);
    expect(md).toContain("**Status:** running, 4/5 runs, 2,000/2,500 questions");
    expect(md).toContain("- **reader:** gpt-4o-mini");
    expect(md).toContain("Varied: representation, k, prompt.");
    expect(md).toContain("Judge protocol: `lore`.");
    expect(md).toContain("Lore 0.16.0, Node v22.11.0, database PostgreSQL 15.8");
    expect(md).toContain("The HTML report");
    expect(md).toContain("Pareto frontier, cheapest first: factsheets-top10 → sessions-top5 → sessions-top10.");
    expect(md).toContain("```sh\nlore import longmemeval ../shared/data/longmemeval/longmemeval_s.json\nlore study run seed-demo.study.yaml\n```");
    expect(md).toContain("```yaml\nname: seed-demo\n");
  });

  it("keeps a hostile label inert and inside its cell", () => {
    const hostile = renderStudyReportMarkdown(studyReportFixture({ labels: { 2: `<script>alert(1)</script> a|b\nc & d &amp; e` } }));
    expect(hostile).not.toContain("<script");
    const row = resultsRows(hostile)[2]!;
    expect(row.startsWith("| &lt;script>alert(1)&lt;/script> a\\|b c & d &amp;amp; e | Extracted fact sheets")).toBe(true);
    expect(resultsRows(hostile)).toHaveLength(5);
  });

  it("fences a study file that itself holds a fence with a longer one", () => {
    const report = studyReportFixture();
    report.study.file = { name: "x.json", text: '{"note": "```"}' };
    expect(renderStudyReportMarkdown(report)).toContain('````json\n{"note": "```"}\n````');
  });
});
