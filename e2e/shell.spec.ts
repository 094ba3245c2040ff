import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support/sign-in";

test("a signed-out visitor is sent to sign-in", async ({ page }) => {
  await page.goto("/sessions");
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("a wrong password and an unknown account get the same generic error", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const error = page.getByTestId("sign-in-error");
  await expect(error).toHaveText("Email or password is incorrect.");

  await page.getByLabel("Email").fill("nobody@lore.local");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(error).toHaveText("Email or password is incorrect.");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a sign-in leaves a device cookie only the sign-in routes receive, and none after a wrong password", async ({ page, context }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("sign-in-error")).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === "lore-device")).toBe(false);

  await signIn(page);
  const device = (await context.cookies()).find((c) => c.name === "lore-device");
  expect(device).toMatchObject({ path: "/api/auth", httpOnly: true, sameSite: "Lax" });
  expect(device!.expires - Date.now() / 1000).toBeGreaterThan(300 * 24 * 3600);
  expect(await page.evaluate(() => document.cookie)).not.toContain("lore-device");
});

test("the demo owner signs in, finds demo data on every screen, and signs out", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: /Inbox/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("list", { name: "Pending proposals" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByLabel("Current workspace")).toHaveValue(/.+/);

  await nav.getByRole("link", { name: "Sessions" }).click();
  await expect(page.getByRole("heading", { name: "Sessions" })).toBeVisible();
  const sessions = page.getByRole("table", { name: "Sessions" });
  await expect(sessions.getByRole("row")).not.toHaveCount(1);
  await sessions.locator("tbody").getByRole("link").first().click();
  await expect(page.getByRole("region", { name: "Original session" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Fact sheets" })).toBeVisible();

  await nav.getByRole("link", { name: "Questions" }).click();
  await expect(page.getByRole("table", { name: "Questions" })).toContainText("single-session-assistant");

  await nav.getByRole("link", { name: "Runs" }).click();
  // The demo's two runs (other specs may add their own).
  const runs = page.getByRole("table", { name: "Runs" });
  await expect(runs.getByRole("row", { name: /full-sessions@10/ })).toBeVisible();
  await expect(runs.getByRole("row", { name: /factsheets@10/ })).toBeVisible();

  await nav.getByRole("link", { name: "Search" }).click();
  await page.getByRole("searchbox").fill("recommend");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();

  // The app works under its own Content-Security-Policy.
  expect(violations).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/sign-in/);
  // Signing in again at once lets the user in (the proxy's memory of the sign-out used to send
  // them back to the sign-in page for a few seconds).
  await signIn(page);
  await expect(page).toHaveURL(/\/inbox/);
});

test("health reports the embedded database with pgvector", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.ok()).toBe(true);
  const body = await response.json();
  const migrations = readdirSync("prisma/migrations", { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  expect(body).toMatchObject({ status: "ok", database: "embedded", migrations: { applied: migrations.length, latest: migrations.at(-1) } });
  expect(body.vector).toMatch(/^0\.8\./);
  expect(body.postgres).toMatch(/^18/);
});
