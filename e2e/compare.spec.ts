import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { lore } from "./support/lore-cli";

const DATA = "../shared/data/longmemeval";
const QUESTIONS = `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons`;
const BENCHMARK = "longmemeval-s-e2e";
const RUNS = {
  text: { name: "gemini-text-e2e", file: `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json` },
  image: { name: "gemini-image-e2e", file: `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-image-context-700-eval.json` },
};

// Screenshots to look at, not to compare: the viewport, or one part of the page.
async function shot(page: Page, name: string, part?: Locator) {
  const path = `test-results/compare-${name}.png`;
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  // Four of the benchmark's questions, so that their flips link to a question trace; the runs
  // name all 500 (the others stay unmatched, as in a real partial import).
  const files = ["1_eaca4986.json", "1_a82c026e.json", "1_b6025781.json", "2_3fdac837.json"].map((f) => `${QUESTIONS}/${f}`);
  expect(lore(["import", "longmemeval", ...files, "--benchmark", BENCHMARK])).toMatchObject({ questions: 4 });
  expect(lore(["import", "run", RUNS.text.file, "--benchmark", BENCHMARK, "--name", RUNS.text.name])).toMatchObject({ n: 500, correct: 443 });
  expect(lore(["import", "run", RUNS.image.file, "--benchmark", BENCHMARK, "--name", RUNS.image.name])).toMatchObject({ n: 494, correct: 291 });
});

// The imported runs leave the demo workspace's default runs list as they found it.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto("/runs");
  for (const run of Object.values(RUNS)) {
    const archive = page.getByRole("button", { name: `Archive ${run.name}`, exact: true });
    if (await archive.count()) {
      await archive.click();
      await expect(archive).toHaveCount(0);
    }
  }
  await page.close();
});

test("compares two real judged runs: stages, per-type intervals, McNemar, flips, and a flip's question trace", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Runs" }).click();
  const runs = page.getByRole("table", { name: "Runs" });
  await expect(runs.getByRole("link", { name: RUNS.text.name })).toBeVisible();
  await shot(page, "1-runs-list");

  // Tick the text run first: it is the baseline A.
  await runs.getByRole("checkbox", { name: `Select ${RUNS.text.name} for comparison` }).check();
  await runs.getByRole("checkbox", { name: `Select ${RUNS.image.name} for comparison` }).check();
  await expect(page.getByRole("status").filter({ hasText: `Baseline A: ${RUNS.text.name}` })).toBeVisible();
  await page.getByRole("button", { name: "Compare 2 runs" }).click();
  await expect(page).toHaveURL(/\/runs\/compare\?runs=[^,]+,[^,]+$/);
  const [runA, runB] = new URL(page.url()).searchParams.get("runs")!.split(",");
  await expect(page.getByRole("heading", { name: "Compare runs" })).toBeVisible();

  // The stage chart, with its table: no retrieval in these runs, so recall reads n/a.
  const stageChart = page.getByRole("img", { name: "Pipeline stages per run, over the 494 questions every run judged" });
  await expect(stageChart).toBeVisible();
  await shot(page, "2-stages", page.locator("figure").filter({ has: stageChart }));
  await shot(page, "2-types", page.locator("figure").filter({ has: page.getByRole("img", { name: /^Accuracy by question type, over/ }) }));
  const stages = page.getByRole("table", { name: "Pipeline stages per run" });
  await expect(stages.getByRole("row", { name: new RegExp(`^${RUNS.text.name}`) })).toContainText("88.5%");
  await expect(stages.getByRole("row", { name: new RegExp(`^${RUNS.image.name}`) })).toContainText("58.9%");

  // Paired statistics: 160 right only with text, 14 only with images, out of 494.
  const pair = page.getByRole("region", { name: `${RUNS.text.name} vs ${RUNS.image.name}` });
  await expect(pair.getByText("McNemar p (exact, two-sided)")).toBeVisible();
  await expect(pair.getByText("< 0.0001").first()).toBeVisible();
  await expect(pair.getByText("160 right only in A, 14 right only in B")).toBeVisible();
  const byType = pair.getByRole("table", { name: `Accuracy by question type: ${RUNS.text.name} vs ${RUNS.image.name}` });
  await expect(byType.getByRole("columnheader", { name: "95% interval (pts)" })).toBeVisible();
  await expect(byType.getByRole("row", { name: /^multi-session 133 / })).toContainText("+48.1 pts");
  await expect(byType.getByRole("row", { name: /^All questions 494 / })).toContainText("+29.6 pts");

  // Flips, filtered by type and direction.
  const flips = pair.getByRole("list", { name: `Flips between ${RUNS.text.name} and ${RUNS.image.name}` });
  await expect(flips.getByRole("listitem")).toHaveCount(174);
  await pair.getByRole("combobox", { name: "Question type" }).selectOption("single-session-preference");
  await expect(flips.getByRole("listitem")).toHaveCount(15);
  await pair.getByRole("combobox", { name: "Direction" }).selectOption("onlyB");
  await expect(flips.getByRole("listitem")).toHaveCount(3);
  await shot(page, "3-pair-filtered-flips", pair);

  // Follow a flip to its question trace, with both runs named.
  const link = flips.getByRole("link", { name: "b6025781" });
  await expect(link).toHaveAttribute("href", new RegExp(`^/questions/[^/?]+\\?runs=${runA},${runB}$`));
  const href = (await link.getAttribute("href"))!;
  const response = await page.request.get(href);
  if (response.status() === 404) {
    test.info().annotations.push({ type: "note", description: `${href} is 404: the question page is not built yet; the link is checked, not followed.` });
  } else {
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByText("b6025781").first()).toBeVisible();
    await shot(page, "6-question-trace");
  }
});

test("downloads the comparison as CSV and JSON, and opens a run's page", async ({ page }) => {
  await signIn(page);
  await page.goto("/runs");
  const runs = page.getByRole("table", { name: "Runs" });
  await runs.getByRole("checkbox", { name: `Select ${RUNS.text.name} for comparison` }).check();
  await runs.getByRole("checkbox", { name: `Select ${RUNS.image.name} for comparison` }).check();
  await page.getByRole("button", { name: "Compare 2 runs" }).click();
  await expect(page.getByRole("heading", { name: "Compare runs" })).toBeVisible();

  const csv = await page.request.get((await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect((await csv.text()).split("\r\n").find((l) => l.includes(",all,"))).toMatch(new RegExp(`${RUNS.text.name},[^,]+,${RUNS.image.name},[^,]+,all,494,`));
  const json = await (await page.request.get((await page.getByRole("link", { name: "Download JSON" }).getAttribute("href"))!)).json();
  expect(json.comparisons[0]).toMatchObject({ n: 494, onlyA: 160, onlyB: 14 });

  // Cost against quality lists both runs with their reader tokens.
  const costChart = page.getByRole("img", { name: "Accuracy against reader input tokens per question" });
  await expect(costChart).toBeVisible();
  await shot(page, "4-cost-quality", page.locator("figure").filter({ has: costChart }));

  await page.goto("/runs");
  await page.getByRole("table", { name: "Runs" }).getByRole("link", { name: RUNS.text.name }).click();
  await expect(page.getByRole("heading", { name: `Run ${RUNS.text.name}` })).toBeVisible();
  await expect(page.getByText("443 of 500 judged · 95% CI 85.5%–91.1%")).toBeVisible();
  await expect(page.getByRole("table", { name: "Accuracy by question type" })).toContainText("temporal-reasoning");
  await expect(page.getByRole("img", { name: `Accuracy by question type: ${RUNS.text.name}` })).toBeVisible();
  await shot(page, "5-run-page");
});

test("shows all three stages for the demo's retrieval runs: session recall, evidence coverage, accuracy", async ({ page }) => {
  await signIn(page);
  await page.goto("/runs");
  const runs = page.getByRole("table", { name: "Runs" });
  await runs.getByRole("checkbox", { name: "Select full-sessions@10 for comparison" }).check();
  await runs.getByRole("checkbox", { name: "Select factsheets@10 for comparison" }).check();
  await page.getByRole("button", { name: "Compare 2 runs" }).click();
  const chart = page.getByRole("img", { name: /^Pipeline stages per run/ });
  await expect(chart).toBeVisible();
  const stages = page.getByRole("table", { name: "Pipeline stages per run" });
  await expect(stages.getByRole("row", { name: /^full-sessions@10/ })).toContainText("100.0%");
  await expect(stages.getByRole("row", { name: /^factsheets@10/ })).toContainText("78.5%");
  await expect(chart.locator("rect")).toHaveCount(6);
  await shot(page, "8-demo-stages", page.locator("figure").filter({ has: chart }));
  await shot(
    page,
    "8-demo-cost-quality",
    page.locator("figure").filter({ has: page.getByRole("img", { name: "Accuracy against reader input tokens per question" }) }),
  );
});

test("tags a run, filters the list by the tag, and archives and unarchives a run", async ({ page }) => {
  await signIn(page);
  await page.goto("/runs");
  const runs = page.getByRole("table", { name: "Runs" });
  await runs.getByRole("button", { name: `Edit tags of ${RUNS.text.name}` }).click();
  await runs.getByRole("textbox", { name: `Tags for ${RUNS.text.name}, separated by commas` }).fill("Full-Context, gemini");
  await runs.getByRole("button", { name: "Save" }).click();
  const row = runs.getByRole("row").filter({ has: page.getByRole("link", { name: RUNS.text.name }) });
  await expect(row.getByText("full-context", { exact: true })).toBeVisible();

  await page.getByRole("combobox", { name: "Tag" }).selectOption("full-context");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/tag=full-context/);
  await expect(runs.getByRole("row")).toHaveCount(2);

  await page.goto("/runs");
  await runs.getByRole("button", { name: `Archive ${RUNS.image.name}`, exact: true }).click();
  await expect(runs.getByRole("link", { name: RUNS.image.name })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Show" }).selectOption("archived");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(runs.getByRole("link", { name: RUNS.image.name })).toBeVisible();
  await shot(page, "7-archived-runs");
  await runs.getByRole("button", { name: `Unarchive ${RUNS.image.name}` }).click();
  await expect(runs.getByRole("link", { name: RUNS.image.name })).toHaveCount(0);
});
