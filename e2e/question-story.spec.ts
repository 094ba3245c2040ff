import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(innerWidth);
}

// demo_q_06 under factsheets@10: the evidence session's sheet reached the reader, attributing the
// assistant's 450 grams to the user. Every view tells that one story: lost at the fact sheet.
test("demo_q_06 tells one story on the run's table, the trace and the compare page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/runs");
  await page.getByRole("table", { name: "Runs" }).getByRole("link", { name: "factsheets@10", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Run factsheets@10" })).toBeVisible();
  await expect(page.getByText("What the stage columns mean")).toBeVisible();
  const row = page.getByRole("table", { name: "Questions in this run" }).locator('tr[data-question="demo_q_06"]');
  await expect(row.locator('[data-stage="context"]')).toHaveText(/lost\s*0\.0%/);
  await expect(row.locator('[data-stage="sheet"]')).toContainText("lost");
  await expect(row.locator('[data-stage="answer"]')).toContainText("wrong");
  await expect(row).toContainText("fact sheet");
  await expect(row.locator('[data-stage="retrieval"]')).toContainText("kept");
  await expect(row.locator('[data-stage="context"]')).not.toContainText("kept");

  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/question-story-run-table-1440.png" });
  await row.getByRole("link", { name: "demo_q_06" }).click();
  await expect(page.getByRole("heading", { name: "Question demo_q_06" })).toBeVisible();
  const card = page.getByRole("article", { name: "Run factsheets@10" });
  await expect(card.getByText("Lost at: fact sheet.", { exact: true })).toBeVisible();
  const stages = card.getByRole("list", { name: "Stages of factsheets@10" });
  await expect(stages.locator('[data-stage="context"]')).toHaveAttribute("data-status", "lost");
  await expect(stages.locator('[data-stage="context"]')).toContainText("The gold answer's words occur in it, but not as the evidence turns state them.");
  await expect(page.getByText("What each stage means")).toBeVisible();
  await card.getByText(/^Reader's context, as recorded/).click();
  const context = card.getByRole("region", { name: "Reader's context of factsheets@10" });
  await expect(context).toContainText("450 grams of bread flour");
  await expect(context.locator("[data-evidence-session]")).toHaveCount(1);
  await page.screenshot({ path: "test-results/question-story-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/question-story-390.png", fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/runs");
  const runs = page.getByRole("table", { name: "Runs" });
  await runs.getByRole("checkbox", { name: "Select full-sessions@10 for comparison" }).check();
  await runs.getByRole("checkbox", { name: "Select factsheets@10 for comparison" }).check();
  await page.getByRole("button", { name: "Compare 2 runs" }).click();
  const flip = page.getByRole("group", { name: "Stages of B (factsheets@10) on demo_q_06" });
  await expect(flip.locator('[data-stage="context"]')).toContainText("lost");
  await expect(flip.locator("xpath=..")).toContainText("Lost at: fact sheet.");
  await flip.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/question-story-compare-flip-1440.png" });
});
