import { describe, expect, it } from "vitest";
import { STUDY_REPORT_CSP } from "@/lib/studies/study-report-csp";
import { isStudyReportFormat, studyReportFile, studyReportFilename } from "@/lib/studies/study-report-file";
import { studyReportHref } from "@/lib/studies/study-report-href";
import { studyReportFixture } from "@/testing/study-report-fixture";

describe("studyReportFile", () => {
  it("names the file after the study, made safe for a header and a file system", () => {
    expect(studyReportFilename("seed-demo", "html")).toBe("seed-demo.html");
    expect(studyReportFilename('../x"; evil=1\r\n', "md")).toBe("x_evil_1_.md");
    expect(studyReportFilename("…", "md")).toBe("study.md");
  });

  it("serves HTML with the report's own CSP and markdown as text/markdown, both as attachments", () => {
    const html = studyReportFile(studyReportFixture(), "html");
    expect(html.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-disposition": 'attachment; filename="seed-demo.html"',
      "content-security-policy": STUDY_REPORT_CSP,
    });
    expect(html.body).toContain("<h1>Study seed-demo</h1>");
    const md = studyReportFile(studyReportFixture(), "md");
    expect(md.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(md.headers["content-security-policy"]).toBeUndefined();
    expect(md.body.startsWith("# Study seed-demo\n")).toBe(true);
  });

  it("knows its formats and links to its route", () => {
    expect(["html", "md", "pdf", "", undefined].map(isStudyReportFormat)).toEqual([true, true, false, false, false]);
    expect(studyReportHref({ studyId: "a b", workspaceId: "w1", format: "md" })).toBe("/api/studies/a%20b/report?workspace=w1&format=md");
  });
});
