import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(innerWidth);
}

const questionIds = (table: Locator) => table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-question")));
const tokens = (table: Locator) =>
  table.locator("tbody tr td:nth-last-child(2)").evaluateAll((cells) => cells.map((c) => Number((c.textContent ?? "").replace(/[^0-9]/g, "")) || null));

// A researcher narrows the run's question table to its wrong answers, sorted by reader tokens,
// and sends the view to a colleague: the URL carries it, a reload and a new page show the same.
test("the run question table filters wrong answers and sorts by a column, and the URL keeps the view", async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/runs");
  await page.getByRole("table", { name: "Runs" }).getByRole("link", { name: "factsheets@10", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Run factsheets@10" })).toBeVisible();
  const table = page.getByRole("table", { name: "Questions in this run" });
  await expect(table.getByRole("columnheader", { name: "Answer given" })).toBeVisible();

  await table.getByRole("button", { name: "Reader tokens" }).click();
  await expect(page).toHaveURL(/[?&]sort=tokens&dir=desc/);
  await expect(table.getByRole("columnheader", { name: "Reader tokens" })).toHaveAttribute("aria-sort", "descending");
  await page.getByRole("group", { name: "Filter questions" }).getByLabel("Verdict").selectOption("wrong");
  await expect(page).toHaveURL(/[?&]verdict=wrong/);
  await expect(page.getByText(/^\d+ of \d+ questions match\.$/)).toBeVisible();

  const verdicts = table.locator('tbody [data-stage="answer"]');
  await expect(verdicts.first()).toBeVisible();
  expect(await verdicts.allTextContents()).toEqual(expect.arrayContaining(["wrong"]));
  for (const text of await verdicts.allTextContents()) expect(text).toBe("wrong");
  const order = await questionIds(table);
  expect(order).toContain("demo_q_06");
  const counts = (await tokens(table)).filter((n): n is number => n !== null);
  expect(counts, "reader tokens, largest first").toEqual([...counts].sort((a, b) => b - a));
  // A hypothesis is on every wrong row.
  await expect(table.locator('tr[data-question="demo_q_06"]').locator("td").nth(-3)).not.toHaveText("—");

  await table.locator('tr[data-question="demo_q_06"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/tables-run-questions-1440.png" });

  const shared = page.url();
  await page.reload();
  await expect(page.getByRole("group", { name: "Filter questions" }).getByLabel("Verdict")).toHaveValue("wrong");
  await expect(table.getByRole("columnheader", { name: "Reader tokens" })).toHaveAttribute("aria-sort", "descending");
  expect(await questionIds(table)).toEqual(order);

  const colleague = await context.newPage();
  await colleague.setViewportSize({ width: 390, height: 844 });
  await colleague.goto(shared);
  const theirs = colleague.getByRole("table", { name: "Questions in this run" });
  await expect(theirs.locator("tbody tr").first()).toBeVisible();
  expect(await questionIds(theirs)).toEqual(order);
  await noSidewaysScroll(colleague);
  await theirs.scrollIntoViewIfNeeded();
  await colleague.screenshot({ path: "test-results/tables-run-questions-390.png" });

  // Clearing the filters brings every question back, still sorted.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/verdict=/);
  expect((await questionIds(table)).length).toBeGreaterThan(order.length);
});

test("the memories list sorts by a column over every memory, and the sort survives a reload and a filter", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/memories");
  const table = page.getByRole("table", { name: "Memories" });
  const sources = () => table.locator("tbody tr td:nth-child(5)").allTextContents();

  await table.getByRole("link", { name: "Sources" }).click();
  await expect(page).toHaveURL(/\/memories\?sort=sources&dir=desc$/);
  await expect(table.getByRole("columnheader", { name: "Sources" })).toHaveAttribute("aria-sort", "descending");
  const desc = (await sources()).map(Number);
  expect(desc).toEqual([...desc].sort((a, b) => b - a));

  await table.getByRole("link", { name: "Sources" }).click();
  await expect(page).toHaveURL(/\/memories\?sort=sources&dir=asc$/);
  await expect(table.getByRole("columnheader", { name: "Sources" })).toHaveAttribute("aria-sort", "ascending");
  const asc = (await sources()).map(Number);
  expect(asc).toEqual([...asc].sort((a, b) => a - b));

  await page.reload();
  await expect(table.getByRole("columnheader", { name: "Sources" })).toHaveAttribute("aria-sort", "ascending");
  expect((await sources()).map(Number)).toEqual(asc);
  await page.screenshot({ path: "test-results/tables-memories-1440.png" });

  // Filtering keeps the sort.
  await page.getByRole("form", { name: "Filter memories" }).getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/sort=sources&dir=asc/);

  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/tables-memories-390.png", fullPage: true });
});

test("the sessions and questions lists sort by a column header, and the sort lives in the URL", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const numbers = (table: Locator, column: number) =>
    table.locator(`tbody tr td:nth-child(${column})`).evaluateAll((cells) => cells.map((c) => Number(c.textContent)));

  await page.goto("/sessions");
  const sessions = page.getByRole("table", { name: "Sessions" });
  await sessions.getByRole("link", { name: "Turns" }).click();
  await expect(page).toHaveURL(/\/sessions\?sort=turns$/);
  await expect(sessions.getByRole("columnheader", { name: "Turns" })).toHaveAttribute("aria-sort", "descending");
  const turns = await numbers(sessions, 3);
  expect(turns.length).toBeGreaterThan(1);
  expect(turns).toEqual([...turns].sort((a, b) => b - a));
  await sessions.getByRole("link", { name: "Turns" }).click();
  await expect(page).toHaveURL(/\/sessions\?sort=turns&dir=asc$/);
  await page.reload();
  await expect(sessions.getByRole("columnheader", { name: "Turns" })).toHaveAttribute("aria-sort", "ascending");
  const ascending = await numbers(sessions, 3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.goto("/questions");
  const questions = page.getByRole("table", { name: "Questions" });
  await questions.getByRole("link", { name: "Evidence turns" }).click();
  await expect(page).toHaveURL(/\/questions\?sort=evidence&dir=desc$/);
  await expect(questions.getByRole("columnheader", { name: "Evidence turns" })).toHaveAttribute("aria-sort", "descending");
  const evidence = await numbers(questions, 4);
  expect(evidence).toEqual([...evidence].sort((a, b) => b - a));
  await page.getByRole("combobox", { name: "Abstention" }).selectOption("exclude");
  await expect(page).toHaveURL(/abstention=exclude&sort=evidence&dir=desc/);
});
