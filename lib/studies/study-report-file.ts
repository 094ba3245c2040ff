import { renderStudyReportHtml } from "@/lib/studies/render-study-report-html";
import { renderStudyReportMarkdown } from "@/lib/studies/render-study-report-md";
import type { StudyReport } from "@/lib/studies/study-report";
import { STUDY_REPORT_CSP } from "@/lib/studies/study-report-csp";
import type { StudyReportFormat } from "@/lib/studies/study-report-href";

export const STUDY_REPORT_FORMATS: readonly StudyReportFormat[] = ["html", "md"];

export function isStudyReportFormat(value: unknown): value is StudyReportFormat {
  return typeof value === "string" && (STUDY_REPORT_FORMATS as readonly string[]).includes(value);
}

// A study name as a file name: letters, digits, dot, dash and underscore, nothing that could end
// the Content-Disposition header's quoted string or climb a directory.
export function studyReportFilename(name: string, format: StudyReportFormat): string {
  const stem =
    name
      .replace(/[^\w.-]+/g, "_")
      .replace(/^[._]+/, "")
      .slice(0, 120) || "study";
  return `${stem}.${format}`;
}

// The shareable report as a downloadable file: its text, type, name and, for HTML, the same
// strict CSP the file carries in its <meta>.
export function studyReportFile(report: StudyReport, format: StudyReportFormat): { body: string; headers: Record<string, string> } {
  const filename = studyReportFilename(report.study.name, format);
  const common = { "content-disposition": `attachment; filename="${filename}"`, "cache-control": "no-store", "x-content-type-options": "nosniff" };
  if (format === "md") return { body: renderStudyReportMarkdown(report), headers: { ...common, "content-type": "text/markdown; charset=utf-8" } };
  return {
    body: renderStudyReportHtml(report),
    headers: { ...common, "content-type": "text/html; charset=utf-8", "content-security-policy": STUDY_REPORT_CSP },
  };
}
