import { expect, test, type Page } from "@playwright/test";
import { createToken, post, propose, uniqueWord } from "./support/seed-via-api";
import { DEMO, signIn } from "./support/sign-in";

// Long and hostile text (#17 point 5): a 500-character word with no place to break it and a
// 20,000-character body, written through the UI and the API, on the memory page, the inbox and a
// session at a phone's width and a desktop's. Nothing scrolls the page sideways; long bodies are
// collapsed behind a real "Show more" button; the text fields show their limit; the server refuses
// an over-limit text naming the field.
const SCREENS = "test-results/screens";
const word = uniqueWord();
const LONG_WORD = `${word}${"w".repeat(500 - word.length)}`;
// A 20,000-character body: the long word, then sentences up to the memory limit.
const BODY = `${`${LONG_WORD} ${"The user keeps notes on everything. ".repeat(600)}`.slice(0, 19_999)}.`;

const seeded = { sessionId: "", proposalWord: "" };

async function noSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
}

test.beforeAll(async ({ request }) => {
  const { token, workspaceId } = createToken(DEMO.email, ["sessions:write", "memories:write", "proposals:create"]);
  const session = await post<{ session: { id: string } }>(request, token, "/api/v1/sessions", {
    messages: [
      { role: "user", content: `My key is ${LONG_WORD} and here is everything else: ${BODY}` },
      { role: "assistant", content: "Noted." },
    ],
  });
  seeded.sessionId = session.session.id;
  seeded.proposalWord = uniqueWord();
  await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body: `${seeded.proposalWord} ${BODY}`.slice(0, 20_000) });
});

test("the API refuses a 20,001-character memory naming the field and its limit", async ({ request }) => {
  const { token } = createToken(DEMO.email, ["memories:write"]);
  const response = await request.post("/api/v1/memories", { data: { body: "x".repeat(20_001) }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(422);
  const { error } = await response.json();
  expect(error.details).toEqual([{ path: "body", message: "The memory text is over its limit of 20,000 characters: shorten it and try again." }]);
});

test("a memory with a 500-character word and a 20,000-character body, written at 390 px, fits and collapses", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/memories");
  const form = page.getByRole("form", { name: "New memory" });
  const field = form.getByRole("textbox", { name: "Memory text" });
  await field.fill(BODY.slice(0, 100));
  // Far below the limit, no counter; near it, the count and the limit.
  await expect(form.getByText("/ 20,000")).toHaveCount(0);
  await field.fill(BODY);
  await expect(form.getByText("20,000 / 20,000")).toBeVisible();
  await expect(field).toHaveAttribute("maxlength", "20000");
  await form.getByRole("button", { name: "Create memory" }).click();
  await expect(page.getByRole("heading", { name: "Memory", exact: true })).toBeVisible();

  const body = page.getByTestId("memory-body");
  await expect(body).toContainText(LONG_WORD);
  await noSidewaysScroll(page, "memory page at 390");
  const more = page.getByRole("button", { name: /^Show more/ }).first();
  await expect(more).toHaveAttribute("aria-expanded", "false");
  const collapsed = (await body.boundingBox())!.height;
  const shown = await page.evaluate(() => document.querySelector("[data-collapsed]")!.getBoundingClientRect().height);
  expect(shown).toBeLessThan(collapsed);
  await page.screenshot({ path: `${SCREENS}/390-long-text-memory.png` });
  await more.click();
  const less = page.getByRole("button", { name: "Show less" }).first();
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await noSidewaysScroll(page, "memory page expanded at 390");
  // The edit form shows the limit too: the text is at it.
  await expect(page.getByRole("form", { name: "Edit memory" }).getByText("20,000 / 20,000")).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await noSidewaysScroll(page, "memory page at 1440");
  await less.click();
  await expect(page.getByRole("button", { name: /^Show more/ }).first()).toHaveAttribute("aria-expanded", "false");
  await page.screenshot({ path: `${SCREENS}/1440-long-text-memory.png` });
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a 20,000-character proposal and a long turn are collapsed and fit ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto(`/inbox?q=${seeded.proposalWord}`);
    const card = page.getByRole("listitem", { name: new RegExp(`^Proposal: ${seeded.proposalWord}`) });
    await expect(card).toBeVisible();
    const more = card.getByRole("button", { name: /^Show more/ });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await noSidewaysScroll(page, `inbox at ${size.width}`);
    await page.screenshot({ path: `${SCREENS}/${size.width}-long-text-inbox.png` });
    await more.click();
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await noSidewaysScroll(page, `inbox expanded at ${size.width}`);

    await page.goto(`/sessions/${seeded.sessionId}`);
    const turn = page.locator("article").filter({ hasText: LONG_WORD }).first();
    await expect(turn.getByRole("button", { name: /^Show more/ })).toHaveAttribute("aria-expanded", "false");
    await noSidewaysScroll(page, `session at ${size.width}`);
    await page.screenshot({ path: `${SCREENS}/${size.width}-long-text-session.png` });
  });
}
