import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { lore } from "./support/lore-cli";
import { signIn } from "./support/sign-in";

const DATA = path.resolve("../shared/data/longmemeval");
// A real evaluate_qa.py judge log (166 oracle questions, judged by gpt-4o-mini) and real oracle questions.
const LOG = `${DATA}/hunk0724_LongMemEval/generation_logs/fullhistory_stella_userfact/llama3.1-8b-128k/con/longmemeval_oracle_bc_only.json_testlog_top1000context_jsonformat_useronlyfalse_con500_1k_20251217-0615.jsonl.eval-results-gpt-4o-mini`;
const QUESTIONS = ["1_1903aded.json", "3_00ca467f.json"].map((f) => `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons/${f}`);
const BENCHMARK = "run-workflows";
// The e2e server has no LLM endpoint unless the run sets one (the server inherits this process's
// environment): then the forms are offered instead of the notice.
const llmConfigured = Boolean(process.env.LORE_LLM_BASE_URL);

// Counted by hand from the file, independently of the importer.
const labels = readFileSync(LOG, "utf8")
  .trim()
  .split("\n")
  .map((l) => (JSON.parse(l) as { autoeval_label: { label: boolean } }).autoeval_label.label);
const accuracy = `${((labels.filter(Boolean).length / labels.length) * 100).toFixed(1)}%`;

async function screens(page: Page, name: string) {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `${name} at ${size.width} px`).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: `test-results/screens/${size.width}-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.beforeAll(() => {
  expect(lore(["import", "longmemeval", ...QUESTIONS, "--benchmark", BENCHMARK])).toMatchObject({ questions: QUESTIONS.length });
});

test("a researcher imports a judge log on the Jobs page and opens the new run with its accuracy", async ({ page }) => {
  await signIn(page);
  await page.goto("/jobs");
  const form = page.getByRole("form", { name: "Import a run" });
  await form.getByLabel("Run file").setInputFiles(LOG);
  await form.getByLabel("Benchmark").selectOption(BENCHMARK);
  await form.getByLabel("Run name").fill("llama con500 from the browser");
  await form.getByLabel("Reader model (optional)").fill("llama3.1-8b");
  await screens(page, "jobs-import-run-form");
  await form.getByRole("button", { name: "Upload and import run" }).click();
  // The upload is accepted and names its file; a free worker may take the job before the notice
  // is first seen, so "queued", "importing…" and "Imported" are all the accepted upload.
  await expect(page.getByTestId("run-import-notice")).toContainText(
    /^(Uploaded|Imported) longmemeval_oracle_bc_only\.json_testlog_\S+ \(624 KB\)(: the import is queued\.|: importing…|\.)$/,
  );

  const row = page.getByRole("table", { name: "Jobs" }).getByRole("row").filter({ hasText: "llama con500 from the browser" }).first();
  await expect(row).toContainText("completed", { timeout: 45_000 });
  await expect(page.getByTestId("run-import-notice")).toHaveAttribute("data-tone", "good");
  await expect(row.getByTestId("job-run-link")).toContainText(`accuracy ${accuracy}`);
  await screens(page, "jobs-imported-run");

  await row.getByRole("link", { name: "Open llama con500 from the browser" }).click();
  await expect(page.getByRole("heading", { name: "Run llama con500 from the browser" })).toBeVisible();
  await expect(page.getByText(accuracy).first()).toBeVisible();
  // It has answers, so it can be judged again; this server has no LLM endpoint, so the form says how to configure one.
  const judge = page.getByRole("region", { name: "Judge this run" });
  if (llmConfigured) {
    await expect(judge.getByRole("form", { name: "Judge this run" }).getByLabel("Judge model")).toBeVisible();
    await expect(judge.getByTestId("llm-setup-notice")).toHaveCount(0);
  } else {
    await expect(judge.getByTestId("llm-setup-notice")).toContainText("LORE_LLM_BASE_URL");
    await expect(judge.getByRole("button", { name: "Start judge run" })).toHaveCount(0);
  }
  await expect(judge).toContainText("Judge protocol: Lore's own wording");
  await expect(page.getByRole("region", { name: "Start a QA experiment" })).toHaveCount(0);
  await screens(page, llmConfigured ? "run-judge-form" : "run-judge-notice");
});

test("a retrieval run's page offers a QA experiment or, without an LLM endpoint, says how to configure one", async ({ page }) => {
  const made = lore([
    "experiment",
    "retrieval",
    "--benchmark",
    BENCHMARK,
    "--representation",
    "sessions",
    "--retriever",
    "fulltext",
    "--k",
    "3",
    "--name",
    "ret for qa",
  ]);
  expect(made).toMatchObject({ run: "ret for qa", n: QUESTIONS.length });
  await signIn(page);
  await page.goto("/runs");
  await page.getByRole("link", { name: "ret for qa" }).first().click();
  const qa = page.getByRole("region", { name: "Start a QA experiment" });
  if (llmConfigured) {
    const form = qa.getByRole("form", { name: "Start a QA experiment" });
    await expect(form.getByLabel("Reader model")).toBeVisible();
    await expect(form.getByLabel("Prompt")).toHaveValue("typed");
  } else {
    await expect(qa.getByTestId("llm-setup-notice")).toContainText("LORE_LLM_BASE_URL");
    await expect(qa.getByRole("button", { name: "Start QA experiment" })).toHaveCount(0);
  }
  await expect(qa).toContainText("Judge protocol: Lore's own wording");
  // A retrieval run records contexts, not answers: nothing to judge.
  await expect(page.getByRole("region", { name: "Judge this run" })).toHaveCount(0);
  await screens(page, llmConfigured ? "run-qa-form" : "run-qa-notice");
});
