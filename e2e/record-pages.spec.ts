import { expect, test, type Page } from "@playwright/test";
import { uniqueWord } from "./support/seed-via-api";
import { signIn } from "./support/sign-in";

// Each record page has a loading skeleton (loading.tsx) and still answers 404 for a record that is
// not there: the existence check sits in the segment's layout, outside the loading boundary, so it
// runs before anything streams.
const NOT_FOUND = "This page is not in Lore";

async function firstRecordHref(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${listPath}`).toBeTruthy();
  return href!;
}

const KINDS = [
  { name: "session", list: "/sessions", pattern: /^\/sessions\/[^/?]+/, base: "/sessions" },
  { name: "memory", list: "/memories", pattern: /^\/memories\/[^/?]+$/, base: "/memories" },
  { name: "question", list: "/questions", pattern: /^\/questions\/[^/?]+$/, base: "/questions" },
  { name: "run", list: "/runs", pattern: /^\/runs\/(?!compare)[^/?]+$/, base: "/runs" },
  { name: "study", list: "/runs", pattern: /^\/studies\/[^/?]+$/, base: "/studies" },
] as const;

for (const kind of KINDS) {
  test(`a ${kind.name} page renders for a known id and answers 404 with the not-found page for an unknown one`, async ({ page }) => {
    await signIn(page);
    const known = await firstRecordHref(page, kind.list, kind.pattern);
    const ok = await page.goto(known);
    expect(ok?.status(), known).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toHaveCount(0);
    await expect(page.getByTestId("page-skeleton")).toHaveCount(0);

    const unknown = `${kind.base}/${uniqueWord()}`;
    const missing = await page.goto(unknown);
    expect(missing?.status(), unknown).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND, level: 1 })).toBeVisible();
    // Inside the app's shell, not the framework's bare page.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
  });
}

test("a run's verify page answers 404 for an unknown run and renders for a known one", async ({ page }) => {
  await signIn(page);
  const known = await firstRecordHref(page, "/runs", /^\/runs\/(?!compare)[^/?]+$/);
  const ok = await page.goto(`${known}/verify?seed=1&size=10`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toHaveCount(0);

  const missing = await page.goto(`/runs/${uniqueWord()}/verify`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND, level: 1 })).toBeVisible();
});

// The skeleton is what a record page streams first: the page's HTML holds it ahead of the
// record, which follows in the same response and takes its place.
for (const kind of KINDS) {
  test(`a ${kind.name} page streams its loading skeleton ahead of the record`, async ({ page }) => {
    await signIn(page);
    const known = await firstRecordHref(page, kind.list, kind.pattern);
    const response = await page.request.get(known);
    expect(response.status(), known).toBe(200);
    const html = await response.text();
    const skeleton = html.indexOf('data-testid="page-skeleton"');
    expect(skeleton, `${known} streams a skeleton`).toBeGreaterThan(-1);
    expect(html.indexOf("<h1", skeleton), `${known} streams the record's heading after the skeleton`).toBeGreaterThan(skeleton);
  });
}
