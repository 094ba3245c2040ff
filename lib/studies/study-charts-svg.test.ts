import { describe, expect, it } from "vitest";
import { labelLines, studyCostQualityChartSvg, studyStageChartSvg } from "@/lib/studies/study-charts-svg";
import { studyReportFixture } from "@/testing/study-report-fixture";

const HOSTILE = `<script>alert("x")</script> & 'quoted'`;

// Each bar's series, value and rect height, in drawing order.
function bars(svg: string) {
  return [...svg.matchAll(/<g class="bar" data-series="(\w+)" data-value="([\d.]+)"><rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g)].map(
    (m) => ({
      series: m[1]!,
      value: Number(m[2]),
      y: Number(m[3]),
      height: Number(m[4]),
    }),
  );
}

describe("studyStageChartSvg", () => {
  const report = studyReportFixture();
  const svg = studyStageChartSvg(report);

  it("draws three bars for every set-up with figures, heights proportional from zero", () => {
    const drawn = bars(svg);
    expect(drawn).toHaveLength(4 * 3);
    // All bars end on the same baseline, and height / value is one constant (a 0-100% axis).
    const bottoms = new Set(drawn.map((b) => (b.y + b.height).toFixed(1)));
    expect(bottoms.size).toBe(1);
    const perUnit = drawn[0]!.height / drawn[0]!.value;
    for (const bar of drawn) expect(bar.height / bar.value).toBeCloseTo(perUnit, 0);
    const baselineAccuracy = drawn.find((b) => b.series === "accuracy")!;
    expect(baselineAccuracy.value).toBe(0.878);
    // The 100% gridline sits exactly perUnit above the baseline: the axis runs 0 to 100.
    expect(svg).toMatch(/>100<\/text>/);
  });

  it("labels every bar with its value, and draws a missing figure as n/a, not as a zero bar", () => {
    expect(svg).toContain(">87.8</text>");
    expect(svg).toContain(">95.2</text>");
    expect(svg).toContain(">64.2</text>");
    expect(svg.match(/<text class="missing"[^>]*>.*?n\/a<\/text>/g)).toHaveLength(3);
    expect(bars(svg).every((b) => b.height > 0)).toBe(true);
  });

  it("has a legend naming the three stages, a title and an aria-label, and one whisker per accuracy bar", () => {
    for (const name of ["recall@k", "evidence in context", "accuracy (95% Wilson interval)"]) expect(svg).toContain(`>${name}</text>`);
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Stages per set-up of study seed-demo[^"]*"[^>]*><title>Stages/);
    expect(svg.match(/<g stroke="#0f172a" stroke-width="1.2">/g)).toHaveLength(4);
  });

  it("escapes a hostile row label", () => {
    const hostile = studyStageChartSvg(studyReportFixture({ labels: { 1: HOSTILE } }));
    expect(hostile).not.toContain("<script");
    expect(hostile).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;");
  });
});

describe("studyCostQualityChartSvg", () => {
  const svg = studyCostQualityChartSvg(studyReportFixture());

  it("places every set-up with answers, labelled, and joins the frontier rows cheapest first", () => {
    const points = [...svg.matchAll(/<g class="point">/g)];
    expect(points).toHaveLength(4);
    for (const label of ["sessions-top10 (87.8%)", "sessions-top5 (84.2%)", "factsheets-top10 (74.4%)", "sessions-top10-static (86.0%)"])
      expect(svg).toContain(`>${label}</text>`);
    expect(svg).not.toContain("factsheets-top10-static");
    const frontier = svg
      .match(/<polyline class="frontier" points="([^"]+)"/)![1]!
      .split(" ")
      .map((p) => p.split(",").map(Number));
    expect(frontier).toHaveLength(3);
    const xs = frontier.map(([x]) => x!);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    // Higher accuracy is higher up (smaller y) along the frontier.
    expect(frontier[2]![1]!).toBeLessThan(frontier[0]![1]!);
  });

  it("starts the token axis at zero and says where the accuracy axis starts", () => {
    expect(svg).toMatch(/text-anchor="middle" fill="#475569">0<\/text>/);
    expect(svg).toContain("accuracy (%), axis from 70%");
    expect(svg).toContain('role="img"');
  });

  it("escapes a hostile row label and says so when nothing has answers", () => {
    const hostile = studyCostQualityChartSvg(studyReportFixture({ labels: { 0: HOSTILE } }));
    expect(hostile).not.toContain("<script");
    expect(hostile).toContain("&lt;script&gt;");
    const empty = studyReportFixture();
    for (const row of empty.rows) row.accuracy = null;
    expect(studyCostQualityChartSvg(empty)).toContain("No set-up has judged answers yet.");
  });
});

describe("labelLines", () => {
  it("keeps a label that fits, breaks a long one at a space onto two lines, and cuts what still does not fit", () => {
    expect(labelLines("Sessions top 10", 130)).toEqual(["Sessions top 10"]);
    expect(labelLines("Fact sheets top 10 (terse-facts)", 130)).toEqual(["Fact sheets top 10", "(terse-facts)"]);
    expect(labelLines("Fact sheets top 10 (a-very-long-extractor-name@12)", 130)).toEqual(["Fact sheets top 10", "(a-very-long-extrac…"]);
    expect(labelLines("x".repeat(40), 62)).toEqual(["xxxxxxxxx…"]);
  });
});
