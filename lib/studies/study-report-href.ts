export type StudyReportFormat = "html" | "md";

// The download route of a study's shareable report (app/api/studies/[studyId]/report/route.ts).
export function studyReportHref(input: { studyId: string; workspaceId: string; format: StudyReportFormat }): string {
  const query = new URLSearchParams({ workspace: input.workspaceId, format: input.format });
  return `/api/studies/${encodeURIComponent(input.studyId)}/report?${query.toString()}`;
}
