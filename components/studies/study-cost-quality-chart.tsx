import { StudyChartFigure } from "@/components/studies/study-chart-figure";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { studyCostQualityChartSvg } from "@/lib/studies/study-charts-svg";
import type { StudyReport } from "@/lib/studies/study-report";
import { studyFrontier } from "@/lib/studies/study-table-cells";

// Accuracy against reader tokens per question, with the set-ups on the Pareto frontier listed.
export function StudyCostQualityChart({ report }: { report: StudyReport }) {
  const frontier = studyFrontier(report);
  return (
    <div>
      <StudyChartFigure
        label="Cost against quality chart"
        svg={studyCostQualityChartSvg(report)}
        caption="Reader input tokens per question (mean) from zero; the dashed line joins the Pareto frontier: no other set-up is both cheaper and more accurate."
      />
      <h3 className="mt-3 text-sm font-semibold text-slate-900">Pareto frontier, cheapest first</h3>
      {frontier.length ? (
        <ol aria-label="Pareto frontier" className="mt-1 list-decimal pl-5 text-sm text-slate-800">
          {frontier.map((row) => (
            <li key={row.label} className="[overflow-wrap:anywhere]">
              {row.label}: {formatPercent(row.accuracy)} at {formatInteger(row.readerTokensMean)} reader tokens per question
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No set-up has judged answers yet.</p>
      )}
    </div>
  );
}
