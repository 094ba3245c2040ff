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
  await expect(page.getByTestId("import-notice")).toContainText("the import is queued");
  const row = page.getByRole("table", { name: "Jobs" }).getByRole("row").filter({ hasText: "Import LongMemEval" }).first();
  await expect(row).toContainText("completed", { timeout: 45_000 });
  await expect(row.getByRole("progressbar")).toHaveAttribute("value", "100");
});
