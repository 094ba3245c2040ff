import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support/sign-in";
import { createToken, post, propose, uniqueWord } from "./support/seed-via-api";

test("an owner reviews proposals with the keyboard alone, and only accepted ones become searchable", async ({ page, request }) => {
  const tag = uniqueWord();
  const { token, workspaceId } = createToken(DEMO.email, ["proposals:create", "memories:write", "sessions:write"]);
  await post(request, token, "/api/v1/memories", { body: `Has a cat named Miso. ref ${tag}` });
  const bodies = [
    `Drinks oolong tea every morning. ref ${tag}`,
    `Runs 5 km on Sundays. ref ${tag}`,
    `Hates cilantro. ref ${tag}`,
    `The cat Miso is ten years old. ref ${tag}`,
    `Plays the oboe. ref ${tag}`,
    `Owns a red kayak. ref ${tag}`,
  ];
  for (const body of bodies) await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body });

  await signIn(page);
  await page.goto(`/inbox?sort=oldest&q=${tag}`);
  const list = page.getByRole("list", { name: "Pending proposals" });
  const notice = page.getByTestId("inbox-notice");
  // Direct children only: a focused card nests its similar memories in a list of its own.
  await expect(list.locator(":scope > li").filter({ hasText: tag })).toHaveCount(6);
  await expect(list).toHaveAttribute("data-shortcuts", "on");
  await expect(list.locator('li[aria-current="true"]')).toContainText("oolong");

  // a: accept
  await page.keyboard.press("a");
  await expect(notice).toHaveText(/Accepted\./);
  await expect(list.locator('li[aria-current="true"]')).toContainText("Runs 5 km");

  // e: edit, then accept
  await page.keyboard.press("e");
  await expect(page.getByLabel(/Edit before accepting/)).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(`Runs 10 km on Sundays. ref ${tag}`);
  await page.keyboard.press("Control+Enter");
  await expect(notice).toHaveText(/Accepted with your edit\./);

  // r: reject with a reason
  await expect(list.locator('li[aria-current="true"]')).toContainText("cilantro");
  await page.keyboard.press("r");
  await expect(page.getByLabel(/Reason for rejecting/)).toBeFocused();
  await page.keyboard.type("Not something I said.");
  await page.keyboard.press("Enter");
  await expect(notice).toHaveText(/Rejected\./);

  // m: merge into the similar memory, chosen with the keyboard
  await expect(list.locator('li[aria-current="true"]')).toContainText("Miso is ten");
  await page.keyboard.press("m");
  const target = page.getByRole("button", { name: /Merge into: Has a cat named Miso/ });
  await expect(target).toBeFocused();
  await page.keyboard.press("Enter");
  // The merge preview: the joined text, editable; Ctrl+Enter confirms it unchanged.
  await expect(page.getByLabel(/Merged memory text/)).toBeFocused();
  await page.keyboard.press("Control+Enter");
  await expect(notice).toHaveText(/Merged\./);

  // x, j, x, Shift+R: bulk reject the last two with one confirmation
  await expect(list.locator('li[aria-current="true"]')).toContainText("oboe");
  await page.keyboard.press("x");
  await page.keyboard.press("j");
  await page.keyboard.press("x");
  await page.keyboard.press("Shift+R");
  const dialog = page.getByRole("dialog", { name: "Reject 2 proposals?" });
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await page.keyboard.type("Not relevant.");
  await page.keyboard.press("Enter");
  await expect(notice).toHaveText(/Rejected 2 proposals\./);
  await expect(page.getByText("No proposals match these filters.")).toBeVisible();

  // ? shows the keys
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The audit log shows each decision with its actor and time.
  await page.goto("/audit");
  const audit = page.getByRole("table", { name: "Audit log" });
  for (const [action, atLeast] of [
    ["proposal.accepted", 2],
    ["proposal.rejected", 3],
    ["proposal.merged", 1],
  ] as const) {
    const rows = audit.getByRole("row").filter({ hasText: action }).filter({ hasText: "Dana Demo" });
    await expect(rows.nth(atLeast - 1)).toBeVisible();
    await expect(rows.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  }

  // Search sees the accepted and merged memories, never a rejected proposal's text.
  const checks: [string, string, boolean][] = [
    ["oolong tea", "Drinks oolong tea", true],
    ["10 km Sundays", "Runs 10 km on Sundays", true],
    ["Miso ten years", "Miso is ten years old", true],
    ["cilantro", "Hates cilantro", false],
    ["oboe", "Plays the oboe", false],
    ["red kayak", "Owns a red kayak", false],
  ];
  for (const [query, phrase, visible] of checks) {
    await page.goto(`/search?q=${encodeURIComponent(`${query} ${tag}`)}`);
    await expect(page.getByRole("heading", { name: "Search" })).toBeVisible();
    const hits = page.getByRole("listitem").filter({ hasText: phrase }).filter({ hasText: tag });
    if (visible) await expect(hits.first()).toBeVisible();
    else await expect(hits).toHaveCount(0);
  }
});

test("an owner supersedes a memory from the inbox, and a proposer withdraws a proposal", async ({ page, request }) => {
  const tag = uniqueWord();
  const { token, workspaceId } = createToken(DEMO.email, ["proposals:create", "memories:write", "sessions:write"]);
  await post(request, token, "/api/v1/memories", { body: `Works at the harbour office. ref ${tag}` });
  await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body: `Now works at the harbour museum. ref ${tag}` });
  await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body: `Maybe likes sailing. ref ${tag}` });

  await signIn(page);
  await page.goto(`/inbox?sort=oldest&q=${tag}`);
  const list = page.getByRole("list", { name: "Pending proposals" });
  await expect(list.locator(":scope > li")).toHaveCount(2);
  await expect(list).toHaveAttribute("data-shortcuts", "on");
  await page.keyboard.press("m");
  await expect(page.getByRole("button", { name: /Merge into: Works at the harbour office/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /Supersede: Works at the harbour office/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("inbox-notice")).toHaveText(/Superseded the memory\./);

  await page.goto(`/search?q=${encodeURIComponent(`harbour museum ${tag}`)}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Now works at the harbour museum" }).first()).toBeVisible();

  await page.goto("/inbox/sent");
  const row = page.getByRole("row").filter({ hasText: `Maybe likes sailing. ref ${tag}` });
  await row.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Withdrawn." })).toBeVisible();
  await expect(row.getByText("withdrawn")).toBeVisible();
  await page.goto(`/inbox?q=${tag}`);
  await expect(page.getByText("No proposals match these filters.")).toBeVisible();
});
