import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/sign-in";
import { createToken, post, propose, uniqueWord } from "./support/seed-via-api";

// Issue 17, point 9: Markdown rendered safely, names instead of ids, expandable audit payloads,
// field-level sign-in messages, the 404 page, and the extractor comparison at phone width.
// Screenshots go to test-results/finish-*.png, to look at.
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `test-results/finish-${name}.png`, fullPage });

async function noSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
}

const MARKDOWN = (tag: string) =>
  [
    `Here is **bold ${tag}** and \`inline code\`, a [safe site](https://example.org/docs) and an [evil link](javascript:window.__pwned=3).`,
    "",
    "- first item",
    "- second item",
    "",
    `Raw markup stays text: <script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> and ![a pixel](https://example.invalid/p.png)`,
    "",
    "w".repeat(500),
  ].join("\n");

for (const size of WIDTHS) {
  test(`markdown in a turn and a memory renders, and its HTML, scripts and javascript: links stay inert at ${size.width} px`, async ({ page, request }) => {
    const tag = uniqueWord();
    const { token } = createToken(DEMO.email, ["sessions:write", "memories:write"]);
    const { session } = await post<{ session: { id: string } }>(request, token, "/api/v1/sessions", {
      messages: [
        { role: "user", content: MARKDOWN(tag) },
        { role: "assistant", content: `<img src=x onerror="window.__pwned=4"> a line that starts with markup ${tag}` },
      ],
    });
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto(`/sessions/${session.id}`);
    const source = page.getByRole("region", { name: "Original session" });
    await expect(source.locator("strong", { hasText: `bold ${tag}` })).toBeVisible();
    await expect(source.locator("code", { hasText: "inline code" })).toBeVisible();
    await expect(source.getByRole("listitem").filter({ hasText: /^second item$/ })).toBeVisible();
    const safe = source.getByRole("link", { name: "safe site" });
    await expect(safe).toHaveAttribute("href", "https://example.org/docs");
    await expect(safe).toHaveAttribute("rel", "noopener noreferrer nofollow");
    // The javascript: link is its text only; the HTML is shown as written; the image is not loaded.
    await expect(source.getByRole("link", { name: "evil link" })).toHaveCount(0);
    await expect(source.getByText("evil link", { exact: true })).toBeVisible();
    await expect(source.getByText(`<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`, { exact: false })).toBeVisible();
    await expect(source.getByText(/^<img src=x onerror="window.__pwned=4"> a line/)).toBeVisible();
    await expect(source.getByText("[image: a pixel]")).toBeVisible();
    await expect(source.locator("script, img, [onerror], a[href^='javascript']")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await noSidewaysScroll(page, `session with markdown at ${size.width}`);
    await source.getByRole("article").first().scrollIntoViewIfNeeded();
    await shot(page, `${size.width}-session-markdown`);

    const { memory } = await post<{ memory: { id: string } }>(request, token, "/api/v1/memories", {
      body: `**Drinks** oolong tea ${tag}\n\n1. mornings\n2. evenings`,
    });
    await page.goto(`/memories/${memory.id}`);
    const body = page.getByTestId("memory-body");
    await expect(body.locator("strong")).toHaveText("Drinks");
    await expect(body.getByRole("listitem")).toHaveText(["mornings", "evenings"]);
    await noSidewaysScroll(page, `memory with markdown at ${size.width}`);
  });
}

for (const size of WIDTHS) {
  test(`the audit log names what each event touched and expands its payload at ${size.width} px`, async ({ page, request }) => {
    const tag = uniqueWord();
    const { token } = createToken(DEMO.email, ["memories:write"]);
    const { memory } = await post<{ memory: { id: string } }>(request, token, "/api/v1/memories", { body: `Audit names ${tag}\nsecond line` });
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto("/audit?action=memory");
    const row = page
      .getByRole("table", { name: "Audit log" })
      .getByRole("row")
      .filter({ hasText: `Audit names ${tag}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("memory.created");
    // The target is the memory's first line, linked; the owner is a name, not a user id.
    const target = row.getByRole("link", { name: `“Audit names ${tag}”` });
    await expect(target).toHaveAttribute("href", `/memories/${memory.id}`);
    await expect(row).toContainText("owner: “Dana Demo”");
    await expect(row.getByRole("list")).not.toContainText("ownerId");

    const payload = row.getByTestId("audit-payload");
    await expect(payload.locator("pre")).toBeHidden();
    await payload.getByText("Payload", { exact: true }).click();
    const after = payload.getByRole("figure").filter({ hasText: "After" }).locator("pre");
    await expect(after).toBeVisible();
    await expect(after).toContainText(`"body": "Audit names ${tag}\\nsecond line"`);
    await expect(after).toContainText('"ownerId":');
    const box = await after.evaluate((el) => ({ overflowY: getComputedStyle(el).overflowY, maxHeight: getComputedStyle(el).maxHeight }));
    expect(box).toEqual({ overflowY: "auto", maxHeight: "240px" });
    await noSidewaysScroll(page, `audit at ${size.width}`);
    await row.scrollIntoViewIfNeeded();
    await shot(page, `${size.width}-audit-payload`);
  });
}

// At phone width each audit event is a compact card: every field is on screen without scrolling
// the table sideways, and a row is as tall as what it says; at desktop width it stays a table row.
for (const size of WIDTHS) {
  test(`every field of an audit event is in view and its row is compact at ${size.width} px`, async ({ page, request }) => {
    const tag = uniqueWord();
    const { token } = createToken(DEMO.email, ["memories:write"]);
    await post(request, token, "/api/v1/memories", { body: `Audit card ${tag}` });
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto("/audit?action=memory");
    const table = page.getByRole("table", { name: "Audit log" });
    await expect(table.getByRole("columnheader", { name: "Action" })).toHaveCount(1);
    const row = table.getByRole("row").filter({ hasText: `Audit card ${tag}` });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells).toHaveCount(5);
    const boxes = await cells.evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, height: r.height, shown: r.width > 0 };
      }),
    );
    const [time, actor, action, target] = boxes;
    // Time, actor, action and target are all inside the window, none cut off by the table's box.
    for (const [name, box] of [
      ["time", time],
      ["actor", actor],
      ["action", action],
      ["target", target],
    ] as const) {
      expect(box!.left, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(box!.right, `${name} ends inside the window`).toBeLessThanOrEqual(size.width);
    }
    const scroller = await table.evaluate((el) => ({ scrollWidth: el.parentElement!.scrollWidth, clientWidth: el.parentElement!.clientWidth }));
    if (size.width < 768) {
      expect(scroller.scrollWidth, "the table does not scroll sideways at phone width").toBeLessThanOrEqual(scroller.clientWidth);
      // Time and actor share the first line; action and target follow, each on its own line.
      expect(Math.abs(actor!.top - time!.top)).toBeLessThan(2);
      expect(action!.top).toBeGreaterThan(time!.top);
      expect(target!.top).toBeGreaterThan(action!.top);
    } else {
      for (const box of boxes) expect(Math.abs(box.top - time!.top)).toBeLessThan(2);
    }
    const height = await row.evaluate((el) => el.getBoundingClientRect().height);
    expect(height, "the row is only as tall as its text").toBeLessThan(size.width < 768 ? 170 : 110);
    await noSidewaysScroll(page, `audit cards at ${size.width}`);
    await shot(page, `${size.width}-audit-cards`);
  });
}

test("a revision note names the proposal it came from instead of its id", async ({ page, request }) => {
  const tag = uniqueWord();
  const { token, workspaceId } = createToken(DEMO.email, ["sessions:write", "proposals:create", "proposals:review"]);
  const { proposal } = await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body: `Keeps bees ${tag}` });
  const accepted = await post<{ proposal: { memoryId: string } }>(request, token, `/api/v1/proposals/${proposal.id}/accept`, {});
  await signIn(page);
  await page.goto(`/memories/${accepted.proposal.memoryId}`);
  const revision = page.getByRole("listitem", { name: "Revision 1" });
  await expect(revision).toContainText(`Accepted proposal “Keeps bees ${tag}”`);
  await expect(revision).not.toContainText(proposal.id);
  await revision.getByRole("link", { name: `“Keeps bees ${tag}”` }).click();
  await expect(page.locator(`#proposal-${proposal.id}`)).toBeInViewport();
});

for (const size of WIDTHS) {
  test(`sign-in names the field that is wrong at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/sign-in");
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password");
    await submit.click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter your email");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Enter your password");
    await expect(page.getByTestId("sign-in-error")).toHaveCount(0);
    await shot(page, `${size.width}-sign-in-empty`);

    await email.fill("dana.example.org");
    await password.fill("anything");
    await submit.click();
    await expect(email).toHaveAccessibleDescription(/not an email address/);
    await expect(email).toBeFocused();
    await expect(password).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("sign-in-error")).toHaveCount(0);
    await noSidewaysScroll(page, `sign-in at ${size.width}`);
    await shot(page, `${size.width}-sign-in-malformed`);

    await email.fill(DEMO.email);
    await password.fill("not-the-password");
    await submit.click();
    await expect(page.getByTestId("sign-in-error")).toHaveText("Email or password is incorrect.");
    await expect(email).not.toHaveAttribute("aria-invalid");
  });
}

for (const size of WIDTHS) {
  test(`an unknown address is Lore's 404 page with its header and a way home at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    const response = await page.goto(`/no-such-place-${uniqueWord()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("banner").getByRole("link", { name: "Lore" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: "This page is not in Lore", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the inbox" })).toBeVisible();
    await noSidewaysScroll(page, `404 at ${size.width}`);
    await shot(page, `${size.width}-not-found`);
  });
}

for (const size of WIDTHS) {
  test(`the extractor comparison with one session open stays a few screens tall at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto("/extractors/compare");
    const rows = page.getByRole("list", { name: "Compared sessions" }).getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    const collapsed = await page.evaluate(() => document.documentElement.scrollHeight);
    await rows.first().locator("summary").click();
    const sheets = rows.first().getByLabel("The two fact sheets side by side");
    await expect(sheets).toBeVisible();
    const open = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(
      `extractor comparison at ${size.width}x${size.height}: ${collapsed} px collapsed, ${open} px with one row open (${(open / size.height).toFixed(1)} screens)`,
    );
    expect(open).toBeLessThanOrEqual(size.height * 4);
    await noSidewaysScroll(page, `extractor comparison at ${size.width}`);
    await rows.first().scrollIntoViewIfNeeded();
    await shot(page, `${size.width}-extractor-compare-open`);
  });
}
