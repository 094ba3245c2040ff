import { formatInteger, formatPercent } from "@/lib/format/format-number";
import type { StudyReport } from "@/lib/studies/study-report";
import { RESULT_COLUMNS, resultCells, studyFrontier, studyProgressText, studySignificanceCells, studyTableCells } from "@/lib/studies/study-table-cells";

// Text from the study file is inert in markdown too: nothing that could open an HTML tag or
// spell an entity survives (a bare "<" or "&", as in "< 0.0001", stays readable), and in a table
// cell a `|` or a line break cannot end the cell.
export function mdText(text: string): string {
  return text
    .replace(/&(?=#?\w+;)/g, "&amp;")
    .replace(/<(?=[A-Za-z/!?])/g, "&lt;")
    .replace(/\r?\n|\r/g, " ");
}

export function mdCell(text: string): string {
  return mdText(text).replace(/\|/g, "\\|");
}

function table(head: string[], rows: string[][], align: ("l" | "r")[]): string[] {
  return [
    `| ${head.map(mdCell).join(" | ")} |`,
    `|${align.map((a) => (a === "r" ? " ---: " : " --- ")).join("|")}|`,
    ...rows.map((r) => `| ${r.map(mdCell).join(" | ")} |`),
  ];
}

// A fence longer than any run of backticks inside the text, so the study file cannot close it.
function fenced(text: string, info = ""): string[] {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return [`${fence}${info}`, text.replace(/\s+$/, ""), fence];
}

export function renderStudyReportMarkdown(report: StudyReport): string {
  const { study, benchmark } = report;
  const baseline = report.rows.find((r) => r.baseline);
  const out: string[] = [`# Study ${mdText(study.name)}`, ""];
  if (study.description) out.push(mdText(study.description), "");
  out.push(
    `- **Benchmark:** ${mdText(benchmark.name)}, ${formatInteger(benchmark.questions)} questions, fingerprint \`${mdText(benchmark.fingerprint)}\``,
    `- **Status:** ${study.status}, ${studyProgressText(report)}`,
    `- **Baseline:** ${mdText(study.baseline)}`,
    `- **Generated:** ${report.generatedAt}`,
    "",
    "## Results",
    "",
    ...table(
      RESULT_COLUMNS.map((c) => c.header),
      report.rows.map(resultCells),
      RESULT_COLUMNS.map((c) => (c.numeric ? "r" : "l")),
    ),
    "",
    "Accuracy intervals are 95% Wilson intervals. Recall@k is session recall at the set-up's own k, abstention questions excluded.",
    "",
    `## Significance against the baseline${baseline ? ` (${mdText(baseline.label)})` : ""}`,
    "",
  );
  const significance = report.rows.flatMap((row) => {
    const c = studySignificanceCells(row);
    return c ? [[c.label, c.paired, c.onlyBaseline, c.onlyThis, c.mcnemarP, c.delta, c.bootstrap]] : [];
  });
  if (significance.length) {
    out.push(
      ...table(
        ["Set-up", "Paired questions", "Correct only in baseline (b)", "Correct only here (c)", "McNemar p (exact)", "Δ accuracy", "Bootstrap 95% CI (pts)"],
        significance,
        ["l", "r", "r", "r", "r", "r", "l"],
      ),
    );
  } else {
    out.push("No set-up has judged answers to pair with the baseline yet.");
  }
  out.push(
    "",
    "## Charts (as numbers)",
    "",
    "The HTML report (`--format html`) draws these as charts: the stages per set-up (bars from zero) and accuracy against reader tokens with the Pareto frontier.",
    "",
    "### Stages",
    "",
    ...table(
      ["Set-up", "Recall@k", "Evidence in context", "Accuracy", "95% interval"],
      report.rows.map((row) => [
        row.label,
        formatPercent(row.recall),
        formatPercent(row.evidenceCoverage),
        formatPercent(row.accuracy),
        studyTableCells(row).interval,
      ]),
      ["l", "r", "r", "r", "r"],
    ),
    "",
    "### Cost against quality",
    "",
    ...table(
      ["Set-up", "Reader tokens / question", "Accuracy", "On the Pareto frontier"],
      report.rows.map((row) => [row.label, formatInteger(row.readerTokensMean), formatPercent(row.accuracy), row.onFrontier ? "yes" : "no"]),
      ["l", "r", "r", "l"],
    ),
    "",
    `Pareto frontier, cheapest first: ${
      studyFrontier(report)
        .map((r) => mdText(r.label))
        .join(" → ") || "none yet"
    }.`,
    "",
    "## Settings",
    "",
    "Held fixed across every set-up:",
    "",
    ...(report.fixed.length ? report.fixed.map((f) => `- **${mdText(f.setting)}:** ${mdText(f.value)}`) : ["- (none)"]),
    "",
    `Varied: ${report.varied.length ? report.varied.map(mdText).join(", ") : "(none)"}.`,
    "",
    `Judge protocol: ${report.judgeProtocol ? `\`${mdText(report.judgeProtocol)}\`` : "none (a retrieval-only study)"}.`,
    "",
    "## Versions",
    "",
    `- Lore ${mdText(report.software.lore)}, Node ${mdText(report.software.node)}, database ${mdText(report.software.postgres ?? "unknown")}`,
    `- Dataset: ${mdText(benchmark.name)} (${formatInteger(benchmark.questions)} questions), sha256 \`${mdText(benchmark.fingerprint)}\``,
    "",
    "## Reproduce",
    "",
    ...fenced(report.commands.join("\n"), "sh"),
    "",
    `## Study file (${mdText(study.file.name)})`,
    "",
    ...fenced(study.file.text, /\.ya?ml$/i.test(study.file.name) ? "yaml" : /\.json$/i.test(study.file.name) ? "json" : ""),
    "",
  );
  return out.join("\n");
}
