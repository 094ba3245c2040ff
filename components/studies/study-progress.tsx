import { JobProgressBar } from "@/components/jobs/job-progress-bar";
import type { StudyReport } from "@/lib/studies/study-report";
import { studyProgressText } from "@/lib/studies/study-table-cells";

// Runs and questions done of the plan, while a study is planned or running.
export function StudyProgress({ report }: { report: StudyReport }) {
  const { runsDone, runsTotal, questionsDone, questionsTotal } = report.progress;
  const tone = report.study.status === "running" ? "running" : "idle";
  return (
    <div className="space-y-2 text-sm" aria-label="Study progress" role="group">
      <p className="text-slate-700">
        {report.study.status === "planned" ? "Planned" : "Running"}: {studyProgressText(report)}
      </p>
      <div className="grid max-w-xl gap-1 sm:grid-cols-[6rem_1fr] sm:items-center">
        <span className="text-xs text-slate-600">Runs</span>
        <JobProgressBar
          fraction={runsTotal ? runsDone / runsTotal : null}
          bar={runsTotal ? "determinate" : "indeterminate"}
          label={`Runs done: ${runsDone} of ${runsTotal}`}
          tone={tone}
        />
        <span className="text-xs text-slate-600">Questions</span>
        <JobProgressBar
          fraction={questionsTotal ? questionsDone / questionsTotal : null}
          bar={questionsTotal ? "determinate" : "indeterminate"}
          label={`Questions done: ${questionsDone} of ${questionsTotal}`}
          tone={tone}
        />
      </div>
    </div>
  );
}
