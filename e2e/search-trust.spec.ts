import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Search on the demo workspace: nonsense finds nothing (no padding with weak vector matches),
// a real word is highlighted in its hits, and a hit opens the session at that turn, numbered
// the same as on the search page.

// A distinctive word from a real demo turn: the longest word of the first session's first turn.
async function wordFromDemoTurn(page: Page): Promise<string> {
  await page.goto("/sessions");
  await page.getByRole("table", { name: "Sessions" }).locator("tbody").getByRole("link").first().click();
  const turn = page.getByRole("region", { name: "Original session" }).getByRole("article").first();
  const text = await turn.innerText();
  const words = (text.match(/[A-Za-z]{6,}/g) ?? []).sort((a, b) => b.length - a.length);
  expect(words.length).toBeGreaterThan(0);
  return words[0]!;
}

async function screenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/search-trust-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a nonsense query says there are no results and how to search instead", async ({ page }) => {
  await signIn(page);
  await page.goto("/search?q=qwxzv%20plorp");
  const none = page.getByRole("status", { name: "No results" });
  await expect(none).toContainText("No results for “qwxzv plorp”");
  await expect(none).toContainText("Check the spelling");
  await expect(none.getByRole("link", { name: "search the sessions' turns" })).toHaveAttribute("href", "/sessions?q=qwxzv+plorp");
  await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
  await screenshots(page, "none");
});

test("a real word is highlighted in its hits, and a hit opens the session at that very turn", async ({ page }) => {
  await signIn(page);
  const word = await wordFromDemoTurn(page);
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  const marks = results.locator("mark");
  await expect(marks.first()).toBeVisible();
  // The word itself, or another form of it ("afternoons" for "afternoon"), never something else.
  const markedTexts = (await marks.allInnerTexts()).map((t) => t.toLowerCase());
  expect(markedTexts).toContain(word.toLowerCase());
  for (const text of markedTexts) expect(text.slice(0, 5)).toBe(word.toLowerCase().slice(0, 5));
  await screenshots(page, "hits");

  const hit = results
    .getByRole("listitem")
    // A turn past the first screen's, so that landing on it takes the anchor, not luck.
    .filter({ has: page.getByRole("link", { name: /turn #[1-9]\d*/ }) })
    .first();
  const marked = await hit.locator("mark").first().innerText();
  const turnLink = hit.getByRole("link", { name: /turn #\d+/ });
  const label = (await turnLink.innerText()).match(/turn #(\d+)/)!;
  const position = label[1]!;
  await expect(turnLink).toHaveAttribute("href", new RegExp(`^/sessions/[^#]+#turn-${position}$`));
  await turnLink.click();

  await expect(page).toHaveURL(new RegExp(`/sessions/[^#]+#turn-${position}$`));
  const turn = page.locator(`[id="turn-${position}"]`).getByRole("article");
  await expect(turn).toBeInViewport();
  await expect(turn).toHaveAttribute("data-targeted", "true");
  await expect(turn.getByRole("link", { name: `#${position}`, exact: true })).toBeVisible();
  await expect(turn).toContainText(marked);
  await page.screenshot({ path: "test-results/search-trust-session-turn-1440.png" });
});
