import { StudyChartFigure } from "@/components/studies/study-chart-figure";
import { studyStageChartSvg } from "@/lib/studies/study-charts-svg";
import type { StudyReport } from "@/lib/studies/study-report";

// Recall@k, evidence in context and accuracy per set-up, every bar from zero.
export function StudyStageChart({ report }: { report: StudyReport }) {
  return (
    <StudyChartFigure
      label="Stage chart"
      svg={studyStageChartSvg(report)}
      caption="Every bar starts at zero; whiskers are 95% Wilson intervals of accuracy; n/a marks a figure not measured yet. The numbers are in the table above."
    />
  );
}
