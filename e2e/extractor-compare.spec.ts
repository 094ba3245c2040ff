import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Screenshots to look at, not to compare.
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/extractor-compare-${name}.png`, fullPage: true });

const rowsList = (page: Page) => page.getByRole("list", { name: "Compared sessions" });

async function expandFirstRow(page: Page) {
  const first = rowsList(page).getByRole("listitem").first();
  await first.locator("summary").click();
  const sheets = first.getByLabel("The two fact sheets side by side");
  await expect(sheets).toBeVisible();
  return sheets;
}

test("the demo's extractor comparison: benchmark-wide figures, collapsed rows that open side by side, pages in the URL", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/extractors/compare");

  const summary = page.getByRole("table", { name: "Figures over the whole benchmark" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("rowheader", { name: "Mean detail coverage" })).toBeVisible();
  await expect(summary.getByRole("rowheader", { name: "Fact-sheet tokens of source tokens" })).toBeVisible();
  // The figures are over every compared session, not the 20 on the page.
  const compared = Number(
    (
      await summary
        .getByRole("row", { name: /Sessions compared/ })
        .getByRole("cell")
        .first()
        .innerText()
    )
      .split(" ")[0]!
      .replace(/,/g, ""),
  );
  expect(compared).toBeGreaterThan(20);
  await expect(page.getByRole("navigation", { name: "sessions pages" })).toContainText(`Showing 1–20 of ${compared} sessions`);
  await expect(rowsList(page).getByRole("listitem")).toHaveCount(20);
  // Collapsed by default: a few screens, no sheets shown.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900 * 4);
  await expect(page.getByLabel("The two fact sheets side by side").first()).toBeHidden();
  await shot(page, "1440-collapsed");

  const sheets = await expandFirstRow(page);
  const [a, b] = [await sheets.getByRole("heading").nth(0).boundingBox(), await sheets.getByRole("heading").nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + 300);
  await shot(page, "1440-expanded");
  await rowsList(page).getByRole("listitem").first().screenshot({ path: "test-results/extractor-compare-1440-row.png" });

  await page.getByRole("navigation", { name: "sessions pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByRole("navigation", { name: "sessions pages" })).toContainText(`Showing 21–${Math.min(40, compared)} of ${compared} sessions`);
  const secondPage = page.url();
  const firstOnTwo = (await rowsList(page).getByRole("listitem").first().locator("summary").textContent()) ?? "";
  expect(firstOnTwo).toMatch(/\S/);
  await page.goto(secondPage);
  await expect(page.getByRole("navigation", { name: "sessions pages" })).toContainText("Showing 21–");
  expect(await rowsList(page).getByRole("listitem").first().locator("summary").textContent()).toBe(firstOnTwo);
});

test("at phone width the two sheets stack and the page never scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/extractors/compare");
  await expect(page.getByRole("table", { name: "Figures over the whole benchmark" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "390-collapsed");
  const sheets = await expandFirstRow(page);
  const [a, b] = [await sheets.getByRole("heading").nth(0).boundingBox(), await sheets.getByRole("heading").nth(1).boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height);
  expect(Math.abs(a!.x - b!.x)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "390-expanded");
  await rowsList(page).getByRole("listitem").first().screenshot({ path: "test-results/extractor-compare-390-row.png" });
});

test("the same extractor twice and an unknown one each say what to do", async ({ page }) => {
  await signIn(page);
  await page.goto("/extractors/compare");
  const a = await page.getByLabel("A (baseline)").inputValue();
  await page.goto(`/extractors/compare?a=${a}&b=${a}`);
  await expect(page.getByRole("heading", { name: "The same extractor is chosen twice" })).toBeVisible();
  await page.getByRole("link", { name: "compare it with another one" }).click();
  await expect(page.getByRole("table", { name: "Figures over the whole benchmark" })).toBeVisible();
  await page.goto("/extractors/compare?benchmark=nope&b=ghost&page=999");
  await expect(page.getByText("The benchmark in the address is not in this workspace")).toBeVisible();
  await expect(page.getByText("The extractor B in the address is not in this workspace")).toBeVisible();
  await expect(page.getByText("There is no page 999.")).toBeVisible();
});
