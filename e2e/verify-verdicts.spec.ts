import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { lore } from "./support/lore-cli";
import { signIn } from "./support/sign-in";

const DATA = "../shared/data/longmemeval";
const QUESTIONS = `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons`;
const BENCHMARK = "verify-e2e";
const JUDGED = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json`;
const ANSWERS_ONLY = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-full-text-context.json`;
const RUNS = { judged: "verify-judged-e2e", second: "verify-second-judge-e2e", answers: "verify-answers-e2e" };

// The judge's verdicts, read from the file by hand: "yes" in any case is correct.
const judgeSaid = new Map(
  (JSON.parse(readFileSync(JUDGED, "utf8")) as { question_id: string; evaluation: string }[]).map((r) => [r.question_id, /yes/i.test(r.evaluation)]),
);

test.describe.configure({ mode: "serial" });

const ids: Record<string, string> = {};
test.beforeAll(() => {
  const files = ["1_eaca4986.json", "1_a82c026e.json", "2_3fdac837.json"].map((f) => `${QUESTIONS}/${f}`);
  expect(lore(["import", "longmemeval", ...files, "--benchmark", BENCHMARK])).toMatchObject({ questions: 3 });
  ids.judged = lore(["import", "run", JUDGED, "--benchmark", BENCHMARK, "--name", RUNS.judged, "--judge", "gemini-2.5-pro"]).runId as string;
  // The same hypotheses and verdicts under a second judge name: two judges that agree everywhere.
  ids.second = lore(["import", "run", JUDGED, "--benchmark", BENCHMARK, "--name", RUNS.second, "--judge", "gemini-2.5-pro-again"]).runId as string;
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

test("labels a sample of verdicts with the keyboard and sees the judge's agreement on the run page", async ({ page }) => {
  await signIn(page);
  await page.goto(`/runs/${ids.judged}`);
  await expect(page.getByRole("heading", { name: "Judge agreement with human labels" })).toBeVisible();
  await expect(page.getByText("No verdict of this run has been checked by a person yet.")).toBeVisible();
  await page.getByRole("link", { name: "Verify verdicts" }).click();
  // A new sample draws its seed into the address.
  await expect(page).toHaveURL(/\/verify\?seed=\d+&size=40$/);
  await expect(page.getByRole("heading", { name: `Verify verdicts: ${RUNS.judged}` })).toBeVisible();

  await page.goto(`/runs/${ids.judged}/verify?seed=7&size=6`);
  await expect(page.getByText("A random sample of 6 of the run's 500 judged questions")).toBeVisible();
  const list = page.getByRole("list", { name: "Verdicts to verify" });
  await expect(list).toHaveAttribute("data-shortcuts", "on");
  const cards = list.getByRole("listitem");
  await expect(cards).toHaveCount(6);
  const order = (await cards.evaluateAll((items) => items.map((i) => i.getAttribute("aria-label") ?? ""))).map((l) => l.replace("Question ", ""));
  const card = (i: number) => page.getByRole("listitem", { name: `Question ${order[i]}` });
  await expect(card(0)).toHaveAttribute("aria-current", "true");

  // c labels the first and moves on; s skips the second; i labels the third; k goes back to the second.
  await page.keyboard.press("c");
  await expect(card(0).getByTestId("human-label")).toContainText("correct");
  await expect(card(1)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("s");
  await expect(card(2)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("i");
  await expect(card(2).getByTestId("human-label")).toContainText("incorrect");
  await page.keyboard.press("k");
  await page.keyboard.press("k");
  await expect(card(1)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("i");
  await expect(card(1).getByTestId("human-label")).toContainText("incorrect");
  await page.keyboard.press("j");
  await expect(card(3)).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("verify-progress")).toHaveText("3 of 6 labelled in this sample");
  await expect(page.getByTestId("verify-notice")).toContainText(`Labelled ${order[1]} incorrect.`);

  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("The answer is correct");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "test-results/keyboard-help-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/keyboard-help-390.png" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);

  // The same address reopens the same sample, with the labels stored.
  await page.reload();
  await expect(list).toHaveAttribute("data-shortcuts", "on");
  expect((await cards.evaluateAll((items) => items.map((i) => i.getAttribute("aria-label") ?? ""))).map((l) => l.replace("Question ", ""))).toEqual(order);
  await expect(page.getByTestId("verify-progress")).toHaveText("3 of 6 labelled in this sample");
  await page.screenshot({ path: "test-results/verify-queue-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/verify-queue-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The run page's figures, counted by hand from the file: the person said correct to the first
  // card and incorrect to the second and third.
  const humanById = new Map([
    [order[0]!, true],
    [order[1]!, false],
    [order[2]!, false],
  ]);
  const agreedByHand = [...humanById].filter(([id, correct]) => judgeSaid.get(id) === correct).length;
  await page.goto(`/runs/${ids.judged}`);
  const figures = page.getByLabel("Judge agreement", { exact: true });
  await expect(figures).toContainText(`${((agreedByHand / 3) * 100).toFixed(1)}%`);
  await expect(figures).toContainText(`${agreedByHand} of 3 labelled`);
  await expect(page.getByRole("heading", { name: `Disagreements (${3 - agreedByHand})` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Judge agreement by question type" })).toBeVisible();
  await page.getByRole("heading", { name: "Judge agreement with human labels" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/verify-run-page-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("heading", { name: "Judge agreement with human labels" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/verify-run-page-390.png" });
});

test("says a run without verdicts has nothing to verify", async ({ page }) => {
  await signIn(page);
  await page.goto(`/runs/${ids.answers}/verify?seed=1&size=10`);
  await expect(page.getByRole("heading", { name: "This run has no verdicts to verify" })).toBeVisible();
});

test("shows two judges' agreement and kappa on the compare page", async ({ page }) => {
  await signIn(page);
  await page.goto(`/runs/compare?runs=${ids.judged},${ids.second}`);
  const table = page.getByRole("table", { name: "Judge agreement between runs" });
  await expect(table).toContainText(`${RUNS.judged} vs ${RUNS.second}`);
  const row = table.getByRole("row").nth(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText("500");
  await expect(row.getByRole("cell").nth(2)).toHaveText("100.0%");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1.00");
});
