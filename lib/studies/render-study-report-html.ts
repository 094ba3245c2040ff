import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { escapeHtml as h } from "@/lib/studies/escape-html";
import { studyCostQualityChartSvg, studyStageChartSvg } from "@/lib/studies/study-charts-svg";
import type { StudyReport } from "@/lib/studies/study-report";
import { STUDY_REPORT_CSP } from "@/lib/studies/study-report-csp";
import { RESULT_COLUMNS, resultCells, studyFrontier, studyProgressText, studySignificanceCells } from "@/lib/studies/study-table-cells";

// Light, bordered and readable on paper; system fonts only, so the file loads nothing.
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; background: #fff; color: #0f172a; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 1100px; margin: 0 auto; }
h1 { font-size: 24px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #cbd5e1; padding-bottom: 4px; }
h3 { font-size: 15px; margin: 16px 0 6px; }
p, li { max-width: 75ch; }
.muted { color: #475569; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
th, td { border: 1px solid #cbd5e1; padding: 4px 8px; vertical-align: top; text-align: left; }
thead th { background: #f1f5f9; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
figure { margin: 12px 0; }
.chart { overflow-x: auto; }
.chart svg { width: 100%; max-width: 720px; min-width: 34rem; height: auto; }
figcaption { font-size: 12px; color: #475569; }
pre { background: #f8fafc; border: 1px solid #cbd5e1; padding: 8px 12px; overflow-x: auto; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; overflow-wrap: anywhere; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; }
dl.facts dt { color: #475569; }
dl.facts dd { margin: 0; }
@media (max-width: 600px) { body { padding: 12px; } }
@media print { body { padding: 0; } h2 { break-after: avoid; } figure, table { break-inside: avoid; } }
`;

function htmlTable(caption: string, head: string[], rows: { cells: string[]; numeric: boolean[] }[]): string {
  const thead = `<thead><tr>${head.map((c) => `<th scope="col">${h(c)}</th>`).join("")}</tr></thead>`;
  const body = rows
    .map(
      (r) => `<tr>${r.cells.map((c, i) => (i === 0 ? `<th scope="row">${h(c)}</th>` : `<td${r.numeric[i] ? ' class="num"' : ""}>${h(c)}</td>`)).join("")}</tr>`,
    )
    .join("");
  return `<div class="scroll" tabindex="0"><table aria-label="${h(caption)}">${thead}<tbody>${body}</tbody></table></div>`;
}

// One self-contained HTML file: the markdown report's content plus the two charts as inline SVG,
// one <style> block, no script and no external asset; its own CSP keeps it inert opened from disk.
export function renderStudyReportHtml(report: StudyReport): string {
  const { study, benchmark } = report;
  const baseline = report.rows.find((r) => r.baseline);
  const results = htmlTable(
    "Results per set-up",
    RESULT_COLUMNS.map((c) => c.header),
    report.rows.map((row) => ({ cells: resultCells(row), numeric: RESULT_COLUMNS.map((c) => c.numeric) })),
  );
  const significanceRows = report.rows.flatMap((row) => {
    const c = studySignificanceCells(row);
    return c
      ? [{ cells: [c.label, c.paired, c.onlyBaseline, c.onlyThis, c.mcnemarP, c.delta, c.bootstrap], numeric: [false, true, true, true, true, true, false] }]
      : [];
  });
  const significance = significanceRows.length
    ? htmlTable(
        "Significance against the baseline",
        ["Set-up", "Paired questions", "Correct only in baseline (b)", "Correct only here (c)", "McNemar p (exact)", "Δ accuracy", "Bootstrap 95% CI (pts)"],
        significanceRows,
      )
    : `<p class="muted">No set-up has judged answers to pair with the baseline yet.</p>`;
  const costQuality = htmlTable(
    "Cost against quality: data",
    ["Set-up", "Reader tokens / question", "Accuracy", "On the Pareto frontier"],
    report.rows.map((row) => ({
      cells: [row.label, formatInteger(row.readerTokensMean), formatPercent(row.accuracy), row.onFrontier ? "yes" : "no"],
      numeric: [false, true, true, false],
    })),
  );
  const frontier = studyFrontier(report);
  const facts: [string, string][] = [
    ["Benchmark", `${benchmark.name}, ${formatInteger(benchmark.questions)} questions`],
    ["Status", `${study.status}, ${studyProgressText(report)}`],
    ["Baseline", study.baseline],
    ["Generated", report.generatedAt],
  ];
  const body = [
    `<h1>Study ${h(study.name)}</h1>`,
    study.description ? `<p>${h(study.description)}</p>` : "",
    `<dl class="facts">${facts.map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(v)}</dd>`).join("")}</dl>`,
    `<h2>Results</h2>`,
    results,
    `<p class="muted">Accuracy intervals are 95% Wilson intervals. Recall@k is session recall at the set-up's own k, abstention questions excluded.</p>`,
    `<h2>Stages</h2>`,
    `<figure><div class="chart" tabindex="0">${studyStageChartSvg(report)}</div><figcaption>Recall@k, evidence in context and accuracy per set-up; every bar starts at zero, whiskers are 95% intervals, n/a marks a figure not measured yet.</figcaption></figure>`,
    `<h2>Cost against quality</h2>`,
    `<figure><div class="chart" tabindex="0">${studyCostQualityChartSvg(report)}</div><figcaption>Accuracy against the reader's mean input tokens per question; the dashed line joins the Pareto frontier.</figcaption></figure>`,
    `<h3>Pareto frontier</h3>`,
    frontier.length
      ? `<ol>${frontier.map((r) => `<li>${h(r.label)}: ${h(formatPercent(r.accuracy))} at ${h(formatInteger(r.readerTokensMean))} reader tokens per question</li>`).join("")}</ol>`
      : `<p class="muted">None yet.</p>`,
    costQuality,
    `<h2>Significance against the baseline${baseline ? ` (${h(baseline.label)})` : ""}</h2>`,
    significance,
    `<h2>Settings</h2>`,
    `<h3>Held fixed across every set-up</h3>`,
    report.fixed.length
      ? `<dl class="facts">${report.fixed.map((f) => `<dt>${h(f.setting)}</dt><dd>${h(f.value)}</dd>`).join("")}</dl>`
      : `<p class="muted">None.</p>`,
    `<h3>Varied</h3>`,
    `<p>${report.varied.length ? report.varied.map(h).join(", ") : "None."}</p>`,
    `<h3>Judge protocol</h3>`,
    `<p>${report.judgeProtocol ? `<code>${h(report.judgeProtocol)}</code>` : "None (a retrieval-only study)."}</p>`,
    `<h2>Versions</h2>`,
    `<dl class="facts"><dt>Lore</dt><dd>${h(report.software.lore)}</dd><dt>Node</dt><dd>${h(report.software.node)}</dd><dt>Database</dt><dd>${h(report.software.postgres ?? "unknown")}</dd><dt>Dataset</dt><dd>${h(benchmark.name)}, sha256 <code>${h(benchmark.fingerprint)}</code></dd></dl>`,
    `<h2>Reproduce</h2>`,
    `<pre tabindex="0"><code>${h(report.commands.join("\n"))}</code></pre>`,
    `<h2>Study file (${h(study.file.name)})</h2>`,
    `<pre tabindex="0"><code>${h(study.file.text)}</code></pre>`,
  ].join("\n");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${h(STUDY_REPORT_CSP)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Study ${h(study.name)}: report</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    `<main>\n${body}\n</main>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
