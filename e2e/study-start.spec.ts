import { expect, test } from "@playwright/test";
import { lore } from "./support/lore-cli";
import { signIn } from "./support/sign-in";

const QUESTIONS = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const BENCHMARK = "study-start-e2e";

// A retrieval-only study (no reader, so no LLM is needed): two set-ups over three real questions.
const STUDY = `name: start-e2e
benchmark: ${BENCHMARK}
factors:
  representation: sessions
  retriever: fulltext
  k: [2, 3]
fixed: [retriever, questions]
`;

test.beforeAll(() => {
  const files = ["1_1903aded.json", "1_118b2229.json", "3_00ca467f.json"].map((f) => `${QUESTIONS}/${f}`);
  expect(lore(["import", "longmemeval", ...files, "--benchmark", BENCHMARK])).toMatchObject({ questions: 3 });
});

test("starts a study from the Runs page: a bad file is refused line by line, a good one runs as a job to a complete table", async ({ page }) => {
  await signIn(page);
  await page.goto("/runs");
  await page.getByText("Start a study").click();
  const form = page.getByRole("form", { name: "Start a study" });
  const file = form.getByRole("textbox", { name: "Study file (JSON or YAML)" });

  await file.fill(STUDY.replace("k: [2, 3]", "k: [2, three]"));
  await form.getByRole("button", { name: "Plan and start" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "The study file cannot run:" });
  await expect(alert).toBeVisible();
  // To look at, not to compare: the form with its problems, at desktop and phone width.
  await form.screenshot({ path: "test-results/screens/1440-study-start-form.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.screenshot({ path: "test-results/screens/390-study-start-form.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(alert).toContainText("line 6 (factors.k[1]): give k as a whole number");

  await file.fill(STUDY);
  await form.getByRole("button", { name: "Plan and start" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Study start-e2e is queued" })).toContainText("Study start-e2e is queued (2 runs planned).");
  await page.getByRole("link", { name: "Open the study" }).click();
  await expect(page.getByRole("heading", { name: /start-e2e/ })).toBeVisible();

  // The app's own job worker runs it; the page shows where it stands on each load.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("table").first().getByRole("row").filter({ hasText: "done" }).count();
      },
      { timeout: 90_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(2);
  const table = page.getByRole("table").first();
  await expect(table.getByRole("row", { name: /top 2/ })).toContainText("Original sessions, top 2");
  await expect(table.getByRole("row", { name: /top 3/ })).toContainText("Original sessions, top 3");

  // Listed on the Runs page, complete.
  await page.goto("/runs");
  const studies = page.getByRole("table", { name: "Studies" });
  await expect(studies.getByRole("row", { name: /start-e2e/ })).toContainText("completed");
  await expect(studies.getByRole("row", { name: /start-e2e/ })).toContainText("2/2");
  await studies.screenshot({ path: "test-results/screens/1440-runs-studies.png" });
});
