import { expect, type Page } from "@playwright/test";

export const DEMO = { email: "demo@lore.local", password: "lore-demo" };

export async function signIn(page: Page, account = DEMO): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}
