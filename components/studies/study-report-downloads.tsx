import { studyReportHref } from "@/lib/studies/study-report-href";

const LINK = "inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

// The shareable report, as a download of the self-contained HTML file or of the markdown.
export function StudyReportDownloads({ studyId, workspaceId }: { studyId: string; workspaceId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={studyReportHref({ studyId, workspaceId, format: "html" })} download className={LINK}>
        Download report (HTML)
      </a>
      <a href={studyReportHref({ studyId, workspaceId, format: "md" })} download className={LINK}>
        Download report (Markdown)
      </a>
    </div>
  );
}
