import { expect, test } from "@playwright/test";
import { signIn } from "./support/sign-in";

// The demo owner keeps three memories (lib/demo/build-memories-and-proposals.ts). This walks one
// through its whole lifecycle and then proposes a new memory from a session turn.
test("the demo owner edits a memory, sees the diff, reverts, archives, restores and proposes another", async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Memories" }).click();
  await expect(page.getByRole("heading", { name: "Memories", exact: true })).toBeVisible();
  // Other specs add memories of their own; take one of the demo's, which cite their sources.
  const withSources = page
    .getByRole("table", { name: "Memories" })
    .locator("tbody tr")
    .filter({ has: page.locator("td:nth-child(5)", { hasNotText: /^0$/ }) });
  await withSources.first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Memory", exact: true })).toBeVisible();

  const text = page.getByRole("textbox", { name: "Memory text" });
  const original = await text.inputValue();
  const history = page.getByRole("list", { name: "Revision history" });

  // Edit: a new revision whose diff shows the added words.
  await text.fill(`${original} Confirmed again in March.`);
  await page.getByRole("textbox", { name: "Reason for the change" }).fill("Checked with the user.");
  await page.getByRole("button", { name: "Save revision" }).click();
  const saved = page.getByRole("status").filter({ hasText: /Saved as revision \d+\./ });
  await expect(saved).toBeVisible();
  const edited = Number((await saved.textContent())?.match(/\d+/)?.[0]);
  const editedItem = history.getByRole("listitem", { name: `Revision ${edited}`, exact: true });
  await expect(editedItem).toContainText("Checked with the user.");
  await expect(editedItem.getByRole("group", { name: `Changes from revision ${edited - 1} to ${edited}` }).locator("ins")).toContainText(
    "Confirmed again in March.",
  );

  // Revert: one more revision with the earlier text; the edit stays in the history.
  await history.getByRole("button", { name: `Revert to revision ${edited - 1}` }).click();
  const reverted = history.getByRole("listitem", { name: `Revision ${edited + 1}`, exact: true });
  await expect(reverted).toContainText(`Reverted to revision ${edited - 1}`);
  await expect(reverted.locator("del")).toContainText("Confirmed again in March.");
  await expect(text).toHaveValue(original);
  await expect(history.getByRole("listitem", { name: `Revision ${edited}`, exact: true })).toBeVisible();

  // Archive, then restore.
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByRole("button", { name: "Restore", exact: true })).toBeVisible();
  await expect(page.getByText("Archived: search no longer finds this memory.")).toBeVisible();
  await expect(text).toHaveCount(0);
  await page.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByRole("button", { name: "Archive", exact: true })).toBeVisible();
  await expect(text).toHaveValue(original);

  // Propose a new memory from a turn of the session this memory cites.
  await page.getByRole("list", { name: "Sources" }).getByRole("link").first().click();
  await expect(page.getByRole("region", { name: "Original session" })).toBeVisible();
  await page
    .getByRole("region", { name: "Original session" })
    .getByRole("button", { name: /^Propose a memory from turn #/ })
    .first()
    .click();
  const form = page.getByRole("form", { name: /^Propose a memory from turn #/ });
  await form.getByRole("textbox", { name: "Proposed memory" }).fill("Prefers morning runs.");
  await expect(form.getByRole("combobox", { name: "Owner" })).toHaveValue(/.+/);
  await form.getByRole("button", { name: "Send proposal" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Proposed to Dana Demo" })).toBeVisible();

  // The audit log shows each change with its actor.
  await nav.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table", { name: "Audit log" });
  for (const action of ["proposal.created", "memory.restored", "memory.archived", "memory.reverted", "memory.edited"]) {
    await expect(log.getByRole("row").filter({ hasText: action }).first()).toContainText("Dana Demo");
  }
});
