import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createToken, post, propose, uniqueWord } from "./support/seed-via-api";
import { DEMO, signIn } from "./support/sign-in";

// Every page of the app at a phone's width and a desktop's: nothing scrolls the page sideways,
// and axe finds no serious or critical accessibility violation.
const WIDTHS = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
] as const;
const SCREENS = "test-results/screens";
// A word longer than any screen is wide, with no place to break it.
const LONG_WORD = () => `${uniqueWord()}${"x".repeat(500)}`;

const seeded = { sessionId: "", memoryId: "" };

test.beforeAll(async ({ request }) => {
  const { token, workspaceId } = createToken(DEMO.email, ["sessions:write", "memories:write", "proposals:create"]);
  const session = await post<{ session: { id: string } }>(request, token, "/api/v1/sessions", {
    messages: [
      { role: "user", content: `Here is my key ${LONG_WORD()} keep it.` },
      { role: "assistant", content: LONG_WORD() },
    ],
  });
  seeded.sessionId = session.session.id;
  const memory = await post<{ memory: { id: string } }>(request, token, "/api/v1/memories", {
    body: `The user's key is ${LONG_WORD()}`,
    reason: `Said so: ${"y".repeat(300)}`,
  });
  seeded.memoryId = memory.memory.id;
  await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body: `Remember ${LONG_WORD()}` });
});

// The first link on a list page whose address starts with `prefix` (ids are found, not assumed).
async function linkHrefs(page: Page, listPath: string, pattern: RegExp, count = 1): Promise<string[]> {
  await page.goto(listPath);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const found = [...new Set(hrefs.filter((href) => pattern.test(href)))].slice(0, count);
  expect(found, `${count} link(s) matching ${pattern} on ${listPath}`).toHaveLength(count);
  return found;
}

async function appPages(page: Page): Promise<{ name: string; path: string }[]> {
  const [memory] = await linkHrefs(page, "/memories", /^\/memories\/[^/?]+$/);
  const [session] = await linkHrefs(page, "/sessions", /^\/sessions\/[^/?]+/);
  const [question] = await linkHrefs(page, "/questions", /^\/questions\/[^/?]+$/);
  const runs = await linkHrefs(page, "/runs", /^\/runs\/(?!compare)[^/?]+$/, 2);
  const runIds = runs.map((href) => href.split("/").pop());
  return [
    { name: "inbox", path: "/inbox" },
    { name: "memories", path: "/memories" },
    { name: "memories-sorted", path: "/memories?sort=sources&dir=asc" },
    { name: "memory", path: memory! },
    { name: "memory-long-word", path: `/memories/${seeded.memoryId}` },
    { name: "sessions", path: "/sessions" },
    { name: "session", path: session! },
    { name: "session-long-word", path: `/sessions/${seeded.sessionId}` },
    { name: "questions", path: "/questions" },
    { name: "question", path: question! },
    { name: "runs", path: "/runs" },
    { name: "run", path: runs[0]! },
    { name: "run-table-view", path: `${runs[0]!}?verdict=wrong&sort=tokens&dir=desc` },
    { name: "run-verify", path: `${runs[0]!}/verify?seed=1&size=10` },
    { name: "runs-compare", path: `/runs/compare?runs=${runIds.join(",")}` },
    { name: "study", path: "/studies/seed-demo" },
    { name: "search", path: "/search?q=recommend" },
    { name: "search-no-results", path: "/search?q=qwxzv%20plorp" },
    { name: "extractors", path: "/extractors/compare" },
    { name: "jobs", path: "/jobs" },
    { name: "audit", path: "/audit" },
    { name: "settings", path: "/settings" },
    { name: "inbox-sent", path: "/inbox/sent" },
  ];
}

// Screenshots to look at (not compared): what the first screen shows, and the whole of the short
// pages that hold a long word.
const SCREENSHOT = new Set([
  "inbox",
  "session",
  "runs",
  "run",
  "run-verify",
  "question",
  "runs-compare",
  "study",
  "jobs",
  "questions",
  "memories",
  "sessions",
  "audit",
]);
const FULL_PAGE = new Set(["session-long-word", "memory-long-word"]);

for (const size of WIDTHS) {
  test(`every page fits ${size.width} px without sideways scrolling and passes axe`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page);
    const pages = await appPages(page);
    for (const { name, path } of pages) {
      const response = await page.goto(path);
      expect.soft(response?.status(), `${path} status`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect.soft(scrollWidth, `${name} (${path}) scrollWidth at ${size.width}`).toBeLessThanOrEqual(innerWidth);
      // Every page at phone width, to look at: that is where layouts break.
      if (SCREENSHOT.has(name) || FULL_PAGE.has(name) || size.width < 768)
        await page.screenshot({ path: `${SCREENS}/${size.name}-${name}.png`, fullPage: FULL_PAGE.has(name) });
      // Only violations are read: axe then skips collecting the passes (a fifth of its time here).
      const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(" "))
              .join(" | ")}`,
        );
      expect.soft(serious, `axe on ${name} (${path}) at ${size.width}`).toEqual([]);
    }
  });
}

test("at 390 px the navigation sits behind a Menu button that opens, closes on Esc, and navigates", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  const panelId = await menu.getAttribute("aria-controls");
  expect(panelId).toBeTruthy();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav).toBeVisible();
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/390-menu-open.png` });

  await nav.getByRole("link", { name: "Memories" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await nav.getByRole("link", { name: "Runs" }).click();
  await expect(page).toHaveURL(/\/runs$/);
  await expect(page.getByRole("heading", { name: "Runs", level: 1 })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
});

test("at 1440 px the navigation is always shown and there is no Menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
});

test("an unknown address is a 404 page in Lore's style with a way home", async ({ page }) => {
  await signIn(page);
  const response = await page.goto(`/no-such-page-${uniqueWord()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page is not in Lore", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Go to the inbox" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

  // A record that is not there: the same message, inside the app's shell.
  const missing = await page.goto(`/memories/${uniqueWord()}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page is not in Lore", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("the sign-in form names an empty field instead of a wrong password", async ({ page }) => {
  await page.goto("/sign-in");
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");

  await submit.click();
  await expect(page.getByText("Enter your email")).toBeVisible();
  await expect(page.getByText("Enter your password")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter your email");
  await expect(email).toBeFocused();
  await expect(page.getByTestId("sign-in-error")).toHaveCount(0);

  await email.fill(DEMO.email);
  await submit.click();
  await expect(page.getByText("Enter your email")).toHaveCount(0);
  await expect(password).toHaveAccessibleDescription("Enter your password");
  await expect(password).toBeFocused();
  await expect(page.getByTestId("sign-in-error")).toHaveCount(0);

  // A filled-in form with a wrong password still gets the one generic message.
  await password.fill("not-the-password");
  await submit.click();
  await expect(page.getByTestId("sign-in-error")).toHaveText("Email or password is incorrect.");
  await expect(page.getByText("Enter your password")).toHaveCount(0);
});

test("at 390 px the settings page's Add member button and scope names stay one line, beside a usable email field", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/settings");
  const button = page.getByRole("button", { name: "Add member" });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  // One line of text: not a column of letters squeezed by the form's other fields.
  expect(box.height, "Add member is one line tall").toBeLessThan(48);
  expect(box.width, "Add member is as wide as its words").toBeGreaterThan(80);
  const email = (await page.getByRole("textbox", { name: "Email" }).boundingBox())!;
  expect(email.width, "the email field is wide enough to type in").toBeGreaterThan(180);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The token form's scope names stay whole (one line each), their descriptions wrap beside or below.
  const scopeHeights = await page
    .getByRole("group", { name: "Scopes" })
    .locator("code")
    .evaluateAll((codes) => codes.map((code) => [code.textContent, code.getBoundingClientRect().height] as const));
  expect(scopeHeights.length).toBeGreaterThan(5);
  for (const [scope, height] of scopeHeights) expect(height, `${scope} is one line`).toBeLessThan(20);
  await page.screenshot({ path: `${SCREENS}/390-settings-members.png`, fullPage: true });
  // At desktop width the same forms keep one row each.
  await page.setViewportSize({ width: 1440, height: 900 });
  const wide = (await button.boundingBox())!;
  const wideEmail = (await page.getByRole("textbox", { name: "Email" }).boundingBox())!;
  expect(Math.abs(wide.y + wide.height - (wideEmail.y + wideEmail.height)), "Add member sits on the email field's row").toBeLessThan(6);
  await page.screenshot({ path: `${SCREENS}/1440-settings-members.png`, fullPage: true });
});
