import { expect, test } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { lore } from "./support/lore-cli";

const DATA = "../shared/data/longmemeval";
const QUESTIONS = `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons`;
const BENCHMARK = "judges-e2e";
const JUDGED = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json`;
const ANSWERS_ONLY = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-full-text-context.json`;
const RUNS = { a: "judged-by-pro-e2e", b: "judged-by-mini-e2e", answers: "answers-only-e2e" };

test.describe.configure({ mode: "serial" });

const ids: Record<string, string> = {};
test.beforeAll(() => {
  const files = ["1_eaca4986.json", "1_a82c026e.json", "2_3fdac837.json"].map((f) => `${QUESTIONS}/${f}`);
  expect(lore(["import", "longmemeval", ...files, "--benchmark", BENCHMARK])).toMatchObject({ questions: 3 });
  // The same verdicts under two judge names: the compare page must not call them comparable.
  ids.a = lore(["import", "run", JUDGED, "--benchmark", BENCHMARK, "--name", RUNS.a, "--judge", "gemini-2.5-pro"]).runId as string;
  ids.b = lore(["import", "run", JUDGED, "--benchmark", BENCHMARK, "--name", RUNS.b, "--judge", "gpt-4o-mini"]).runId as string;
  ids.answers = lore(["import", "run", ANSWERS_ONLY, "--benchmark", BENCHMARK, "--name", RUNS.answers]).runId as string;
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto("/runs");
  for (const name of Object.values(RUNS)) {
    const archive = page.getByRole("button", { name: `Archive ${name}`, exact: true });
    if (await archive.count()) {
      await archive.click();
      await expect(archive).toHaveCount(0);
    }
  }
  await page.close();
});

test("warns that runs judged by different judge models are not comparable, and shows each run's judge protocol", async ({ page }) => {
  await signIn(page);
  await page.goto(`/runs/${ids.a}`);
  // The run overview's own line (the judge-run form below also names the protocol it would use).
  await expect(page.getByText("Judge protocol:", { exact: true })).toBeVisible();
  await expect(page.getByText("unknown (imported verdicts)")).toBeVisible();

  await page.goto("/runs");
  const runs = page.getByRole("table", { name: "Runs" });
  await runs.getByRole("checkbox", { name: `Select ${RUNS.a} for comparison` }).check();
  await runs.getByRole("checkbox", { name: `Select ${RUNS.b} for comparison` }).check();
  await page.getByRole("button", { name: "Compare 2 runs" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Accuracies not comparable" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("different judge models");
  await expect(alert).toContainText(`${RUNS.b}: gpt-4o-mini`);
});

test("compares a run without verdicts with a judged one in words, without statistics over 0 pairs", async ({ page }) => {
  await signIn(page);
  await page.goto(`/runs/compare?runs=${ids.a},${ids.answers}`);
  await expect(page.getByRole("heading", { name: "Compare runs" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText(`${RUNS.answers} has no verdicts`);
  await expect(page.getByText("McNemar p (exact, two-sided)")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Accuracies not comparable" })).toHaveCount(0);
  // The judged run keeps its own accuracy over its own judged questions.
  await expect(
    page.getByRole("img", {
      name: /^Pipeline stages per run, judged runs over the 500 questions they all judged; answers-only-e2e \(no verdicts\) over all its questions/,
    }),
  ).toBeVisible();
});
