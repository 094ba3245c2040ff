import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/sign-in";

// A real LongMemEval oracle question (see ../shared/data/longmemeval/SOURCES.md).
const FILE = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons/1_1903aded.json");

test("a researcher uploads a LongMemEval file on the Jobs page and watches its import complete", async ({ page }) => {
  await signIn(page);
  await page.goto("/jobs");
  const form = page.getByRole("form", { name: "Import LongMemEval" });
  await form.getByLabel("LongMemEval file").setInputFiles(FILE);
  await form.getByLabel("Benchmark").fill("uploaded-from-browser");
  await form.getByRole("button", { name: "Upload and import" }).click();
  // A free worker may take the job before the notice is first seen: queued, importing and
  // imported are all the accepted upload, named by its file.
  await expect(page.getByTestId("import-notice")).toContainText(
    /^(Uploaded|Imported) 1_1903aded\.json \([0-9.]+ [KM]?B\)(: the import is queued\.|: importing…|\.)$/,
  );
  const row = page.getByRole("table", { name: "Jobs" }).getByRole("row").filter({ hasText: "Import LongMemEval" }).first();
  await expect(row).toContainText("completed", { timeout: 45_000 });
  await expect(row.getByRole("progressbar")).toHaveAttribute("value", "100");
});

test("a malformed upload's job fails with the user's file name and reason, and the notice turns red", async ({ page }) => {
  await signIn(page);
  await page.goto("/jobs");
  const form = page.getByRole("form", { name: "Import LongMemEval" });
  const body = '[{"question_id": "q1", ';
  await form.getByLabel("LongMemEval file").setInputFiles({ name: "malformed-upload.json", mimeType: "application/json", buffer: Buffer.from(body) });
  await form.getByLabel("Benchmark").fill("malformed-from-browser");
  await form.getByRole("button", { name: "Upload and import" }).click();
  const notice = page.getByTestId("import-notice");
  await expect(notice).toContainText(`malformed-upload.json (${body.length} B)`);
  await expect(notice).toContainText(`malformed-upload.json (${body.length} B) failed: the file ends`, { timeout: 45_000 });
  await expect(notice).toHaveAttribute("data-tone", "bad");
  await expect(notice).not.toContainText("queued");
  const row = page.getByRole("table", { name: "Jobs" }).getByRole("row").filter({ hasText: "malformed-from-browser" }).first();
  await expect(row).toContainText("failed");
  const reason = await row.getByTestId("job-error").innerText();
  expect(reason).toMatch(/^malformed-upload\.json: /);
  expect(reason).not.toMatch(/(?:^|[\s:(])\/(?:tmp|work|srv|home|var)\//);
  await expect(row.getByTestId("job-progress-text")).not.toContainText("?");
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `jobs page at ${size.width}`).toBeLessThanOrEqual(clientWidth);
    await page.screenshot({ path: `test-results/screens/${size.width}-jobs-failed-import.png` });
  }
});
