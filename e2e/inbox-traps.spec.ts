import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/sign-in";
import { createToken, post, propose, uniqueWord } from "./support/seed-via-api";

// Issue 17 point 2: a mode stays on its card, the focused card stays in view, similar memories
// are shown as a similarity (or not at all), merge previews its text, and a decision can be undone.
const UNRELATED = [
  "Collects antique barometers",
  "Speaks fluent Icelandic",
  "Restores vintage typewriters",
  "Keeps two axolotls",
  "Knits wool socks in winter",
  "Studies medieval cartography",
  "Volunteers at a chess club",
  "Brews kombucha at home",
  "Paints watercolour lighthouses",
  "Repairs old pinball machines",
  "Grows bonsai junipers",
];

async function seed(request: APIRequestContext) {
  const tag = uniqueWord();
  const { token, workspaceId } = createToken(DEMO.email, ["proposals:create", "memories:write", "sessions:write"]);
  // The memory does not carry the spec's tag, so that only the related proposal shares its words.
  const memoryBody = `Grows tomatoes on the balcony ${uniqueWord()}.`;
  const memory = await post<{ memory: { id: string } }>(request, token, "/api/v1/memories", { body: memoryBody });
  const related = `Grows cherry tomatoes on the balcony (${tag}).`;
  const ids: string[] = [];
  for (const body of [related, ...UNRELATED.map((b) => `${b} (${tag}).`)])
    ids.push((await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body })).proposal.id);
  return { tag, token, memoryId: memory.memory.id, memoryBody, related, ids };
}

async function openInbox(page: Page, tag: string) {
  await signIn(page);
  await page.goto(`/inbox?sort=oldest&q=${tag}`);
  const list = page.getByRole("list", { name: "Pending proposals" });
  await expect(list).toHaveAttribute("data-shortcuts", "on");
  return { list, focused: list.locator('li[aria-current="true"]'), notice: page.getByTestId("inbox-notice") };
}

const getJson = async (request: APIRequestContext, token: string, path: string) => {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), json: await response.json() };
};

test("m then j leaves merge mode on the first card; the focused card stays in view; an unrelated proposal shows no similar memory", async ({
  page,
  request,
}) => {
  const { tag } = await seed(request);
  const { list, focused } = await openInbox(page, tag);
  await expect(list.locator(":scope > li")).toHaveCount(1 + UNRELATED.length);

  // The related proposal: its memory shown as "NN% similar", with the shared words marked.
  await expect(focused).toContainText("Grows cherry tomatoes");
  const similar = focused.getByRole("region", { name: "Similar memories" });
  await expect(similar).toContainText(/\d+% similar/);
  await expect(similar.locator("mark").first()).toBeVisible();
  await expect(similar).not.toContainText("score");

  await page.keyboard.press("m");
  await expect(page.getByRole("button", { name: /Merge into: Grows tomatoes on the balcony/ })).toBeFocused();
  await page.keyboard.press("j");
  await expect(focused).toContainText(UNRELATED[0]!);
  await expect(page.getByRole("button", { name: /Merge into:/ })).toHaveCount(0);
  await expect(focused.getByRole("button", { name: /^Accept/ })).toBeVisible();
  await expect(focused.getByRole("button", { name: /^Edit/ })).toBeVisible();
  await expect(focused.getByRole("button", { name: /^Reject/ })).toBeVisible();
  // Nothing is close to "Collects antique barometers": no list, no percentage.
  await expect(focused.getByTestId("no-similar-memories")).toHaveText("No similar memories.");
  await expect(focused).not.toContainText("% similar");
  // Back on the first card the merge mode is over too.
  await page.keyboard.press("k");
  await expect(focused).toContainText("Grows cherry tomatoes");
  await expect(page.getByRole("button", { name: /Merge into:/ })).toHaveCount(0);

  await page.setViewportSize({ width: 1440, height: 600 });
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press("j");
    await expect(focused).toContainText(UNRELATED[i]!);
    await expect(focused).toBeInViewport();
  }
});

test("merge opens a preview whose edited text is what the memory stores", async ({ page, request }) => {
  const { tag, token, memoryId, memoryBody, related } = await seed(request);
  const { focused, notice } = await openInbox(page, tag);
  await expect(focused).toContainText("Grows cherry tomatoes");
  await page.keyboard.press("m");
  // Earlier runs left memories with the same words: pick this spec's own.
  await page.getByRole("button", { name: `Merge into: ${memoryBody}` }).click();
  const preview = page.getByLabel(/Merged memory text/);
  await expect(preview).toBeFocused();
  await expect(preview).toHaveValue(`${memoryBody}\n${related}`);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/inbox-merge-preview-${width}.png`, fullPage: false });
  }
  const edited = `Grows cherry and plum tomatoes on the balcony (${tag}, edited).`;
  await preview.fill(edited);
  await page.getByRole("button", { name: "Confirm merge" }).click();
  await expect(notice).toContainText("Merged your edited text.");
  const stored = await getJson(request, token, `/api/v1/memories/${memoryId}`);
  expect(stored.json.memory.body).toBe(edited);
});

test("undo after accept puts the proposal back, pending, with no memory left", async ({ page, request }) => {
  const { tag, token, ids } = await seed(request);
  const { list, focused, notice } = await openInbox(page, tag);
  await page.keyboard.press("j");
  await expect(focused).toContainText(UNRELATED[0]!);
  await page.keyboard.press("a");
  await expect(notice).toContainText("Accepted.");
  const undo = notice.getByRole("button", { name: /Undo \(\d+ s\)/ });
  await expect(undo).toBeVisible();
  const accepted = await getJson(request, token, `/api/v1/proposals/${ids[1]}`);
  expect(accepted.json.proposal.status).toBe("accepted");
  const memoryId: string = accepted.json.proposal.memoryId;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/inbox-undo-notice-${width}.png`, fullPage: false });
  }
  await undo.click();
  await expect(notice).toHaveText(/Undone: the proposal is back in the inbox\./);
  await expect(list.locator(":scope > li").filter({ hasText: UNRELATED[0]! })).toHaveCount(1);
  const back = await getJson(request, token, `/api/v1/proposals/${ids[1]}`);
  expect(back.json.proposal).toMatchObject({ status: "pending", memoryId: null });
  expect((await getJson(request, token, `/api/v1/memories/${memoryId}`)).status).toBe(404);
});
