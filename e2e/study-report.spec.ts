import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// The demo study end to end in a browser: the study page (table, both charts), then its
// shareable HTML report loaded as a page under the CSP the download route sends, with no console
// error and no CSP violation. Chromium reports a CSP violation as a console error; the report
// allows no script, so no listener can be injected into it.
const SCREENS = "test-results/screens";
const PREVIEW = "/__study-report-preview.html";

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

// Serves a body at PREVIEW with the given headers, as the browser would get the file inline.
async function openAsPage(page: Page, body: string, headers: Record<string, string>): Promise<void> {
  await page.route(`**${PREVIEW}`, (route) => route.fulfill({ status: 200, body, headers }));
  await page.goto(PREVIEW);
}

async function openDemoStudy(page: Page): Promise<void> {
  await page.goto("/runs");
  await page.getByRole("link", { name: "seed-demo" }).first().click();
  await expect(page).toHaveURL(/\/studies\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Study seed-demo", level: 1 })).toBeVisible();
}

test("the demo study's page shows the table and both charts, and its HTML report renders inert and clean", async ({ page }) => {
  const appErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await openDemoStudy(page);

  const table = page.getByRole("table", { name: "Study results per set-up" });
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  await expect(table.getByRole("link").first()).toHaveAttribute("href", /^\/runs\//);
  const stage = page.getByRole("img", { name: /^Stages per set-up of study seed-demo/ });
  await expect(stage).toBeVisible();
  expect(await stage.locator("g.bar rect").count()).toBeGreaterThan(0);
  const costQuality = page.getByRole("img", { name: /^Accuracy against reader tokens per question/ });
  await expect(costQuality).toBeVisible();
  expect(await costQuality.locator("g.point").count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENS}/1440-study.png`, fullPage: true });
  expect(await seriousAxeViolations(page), "axe on the study page at 1440 px").toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scroll.scrollWidth, "the study page at 390 px").toBeLessThanOrEqual(scroll.innerWidth);
  await page.screenshot({ path: `${SCREENS}/390-study.png`, fullPage: true });
  expect(await seriousAxeViolations(page), "axe on the study page at 390 px").toEqual([]);
  expect(appErrors, "console errors on the study page").toEqual([]);

  const htmlHref = await page.getByRole("link", { name: "Download report (HTML)" }).getAttribute("href");
  const mdHref = await page.getByRole("link", { name: "Download report (Markdown)" }).getAttribute("href");
  expect(htmlHref).toMatch(/^\/api\/studies\/[^/]+\/report\?.*format=html/);
  const download = await page.request.get(htmlHref!);
  expect(download.status()).toBe(200);
  const headers = download.headers();
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["content-disposition"]).toBe('attachment; filename="seed-demo.html"');
  const csp = headers["content-security-policy"]!;
  expect(csp).toContain("default-src 'none'");
  const html = await download.text();
  expect(html).not.toMatch(/<script/i);

  const md = await page.request.get(mdHref!);
  expect(md.status()).toBe(200);
  expect(md.headers()["content-disposition"]).toBe('attachment; filename="seed-demo.md"');
  expect(await md.text()).toMatch(/^# Study seed-demo\n[\s\S]*\| Set-up \| Evidence given to the reader \|/);
  const badFormat = await page.request.get(htmlHref!.replace("format=html", "format=pdf"));
  expect(badFormat.status()).toBe(400);
  expect(await badFormat.json()).toMatchObject({ error: { code: "INVALID_INPUT", details: [{ path: "format" }] } });

  const reportPage = await page.context().newPage();
  const reportErrors = collectConsoleErrors(reportPage);
  for (const width of [1440, 390]) {
    await reportPage.setViewportSize({ width, height: 900 });
    await openAsPage(reportPage, html, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
    await expect(reportPage.getByRole("heading", { name: "Study seed-demo", level: 1 })).toBeVisible();
    await expect(reportPage.locator("svg")).toHaveCount(2);
    expect(await reportPage.locator("svg g.bar rect").count()).toBeGreaterThan(0);
    expect(await reportPage.getByRole("table", { name: "Results per set-up" }).locator("tbody tr").count()).toBe(await rows.count());
    const fits = await reportPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, `the report at ${width} px`).toBe(true);
    await reportPage.screenshot({ path: `${SCREENS}/${width}-study-report.png`, fullPage: true });
    expect(await seriousAxeViolations(reportPage), `axe on the report at ${width} px`).toEqual([]);
  }
  expect(reportErrors, "console errors or CSP violations in the report").toEqual([]);
});

test("the report's CSP blocks what a hostile study file could smuggle in, and the browser says so", async ({ page }) => {
  // The control for the test above: the same detector does see a violation when there is one.
  await signIn(page);
  await openDemoStudy(page);
  const download = await page.request.get((await page.getByRole("link", { name: "Download report (HTML)" }).getAttribute("href"))!);
  const csp = download.headers()["content-security-policy"]!;
  const tampered = (await download.text()).replace("</main>", `<img src="https://example.invalid/x.png" alt=""><script>document.title = "ran"</script></main>`);
  const reportPage = await page.context().newPage();
  const errors = collectConsoleErrors(reportPage);
  await openAsPage(reportPage, tampered, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
  await expect(reportPage.getByRole("heading", { name: "Study seed-demo", level: 1 })).toBeVisible();
  await expect.poll(() => errors.filter((e) => /Content Security Policy/i.test(e)).length).toBeGreaterThanOrEqual(2);
  expect(await reportPage.title()).not.toBe("ran");
});
