import { describe, expect, it } from "vitest";
import { formatInteger } from "@/lib/format/format-number";
import { renderStudyReportHtml } from "@/lib/studies/render-study-report-html";
import { STUDY_REPORT_CSP } from "@/lib/studies/study-report-csp";
import { studyReportFixture } from "@/testing/study-report-fixture";

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe("renderStudyReportHtml", () => {
  const report = studyReportFixture();
  const html = renderStudyReportHtml(report);

  it("is one self-contained file: no script, no remote asset, one style block, its own strict CSP", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\s(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(count(html, /<style>/g)).toBe(1);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${STUDY_REPORT_CSP.replace(/'/g, "&#39;")}">`);
    expect(STUDY_REPORT_CSP).toContain("default-src 'none'");
  });

  it("holds exactly the two charts, inline", () => {
    expect(count(html, /<svg/g)).toBe(2);
    expect(html).toContain('aria-label="Stages per set-up of study seed-demo');
    expect(html).toContain('aria-label="Accuracy against reader tokens per question');
  });

  it("lists every set-up once in the results table, with its figures", () => {
    const results = html.slice(html.indexOf('aria-label="Results per set-up"'), html.indexOf("</table>", html.indexOf('aria-label="Results per set-up"')));
    for (const row of report.rows) expect(count(results, new RegExp(`<th scope="row">${row.label}</th>`, "g"))).toBe(1);
    expect(results).toContain(`<td class="num">${formatInteger(28_123.6)}</td>`);
    expect(results).toContain('<td class="num">87.8%</td><td class="num">84.6%–90.4%</td>');
    expect(html).toContain("<td>pending</td>");
  });

  it("carries the significance, the frontier, the settings, the versions and the reproduce commands", () => {
    expect(html).toContain(
      '<th scope="row">sessions-top5</th><td class="num">500</td><td class="num">31</td><td class="num">13</td><td class="num">0.00960</td>',
    );
    expect(html).toMatch(/<h3>Pareto frontier<\/h3>\n<ol><li>factsheets-top10: 74\.4% at 2,812 reader tokens per question<\/li><li>sessions-top5:/);
    expect(html).toContain("<dt>reader</dt><dd>gpt-4o-mini</dd>");
    expect(html).toContain("<code>lore</code>");
    expect(html).toContain(report.benchmark.fingerprint);
    expect(html).toContain("lore study run seed-demo.study.yaml");
    expect(html).toContain("name: seed-demo\nbenchmark: longmemeval_s");
  });

  it("shows n/a for the pending set-up's bars, never a zero bar", () => {
    expect(count(html, />n\/a<\/text>/g)).toBe(3);
    expect(html).not.toMatch(/<rect [^>]*height="0"/);
  });

  it("escapes a hostile label and a hostile study file everywhere", () => {
    const hostile = studyReportFixture({ labels: { 0: `<script>alert("x")</script>` } });
    hostile.study.baseline = hostile.rows[0]!.label;
    hostile.study.file.text = `</code></pre><script>alert(1)</script><img src="https://evil.example/x.png">`;
    hostile.study.description = `<a href="https://evil.example">click</a>`;
    const out = renderStudyReportHtml(hostile);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<img|<a /i);
    expect(out).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});
