import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createToken, post, uniqueWord } from "./support/seed-via-api";
import { DEMO, signIn } from "./support/sign-in";
import { lore } from "./support/lore-cli";

// A real LongMemEval question about what the assistant said: the 7th job of a list it gave.
const QUESTION_FILE = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons/1_1903aded.json";
const SESSION = "answer_sharegpt_hA7AkP3_0";

function tempFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-e2e-files-")), name);
  writeFileSync(file, text);
  return file;
}

test("a lossy fact sheet stands beside the real session, its lost answer marked in the source, and question pages say where answers were lost", async ({
  page,
}) => {
  const benchmark = `lme-${uniqueWord()}`;
  const extractor = `lossy-${uniqueWord()}`;
  lore(["import", "longmemeval", QUESTION_FILE, "--benchmark", benchmark]);
  // Drops the list's 7th item, the answer.
  const sheet = tempFile(
    "sheets.jsonl",
    JSON.stringify({
      session_id: SESSION,
      text: "- User asked for ideas for work from home jobs for seniors.\n- Assistant listed 15 jobs, including virtual customer service representative, telehealth professional and remote bookkeeper.",
    }),
  );
  lore(["import", "factsheets", sheet, "--benchmark", benchmark, "--extractor", `${extractor}@1`]);
  lore(["analyze", "detail-loss", "--benchmark", benchmark, "--extractor", `${extractor}@1`]);

  // The sessions list: search the turns, choose the extractor, see its analysis.
  await signIn(page);
  await page.goto("/sessions");
  await page.getByRole("searchbox", { name: "Search turns" }).fill("Transcriptionist");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=Transcriptionist/);
  await page.getByRole("combobox", { name: "Extractor" }).selectOption({ label: `${extractor}@1` });
  await expect(page).toHaveURL(/extractor=/);
  const row = page.getByRole("table", { name: "Sessions" }).getByRole("row").filter({ hasText: SESSION });
  await expect(row).toContainText("What the assistant said");
  await expect(row).toContainText("lost");
  await page.getByRole("combobox", { name: "Order" }).selectOption({ label: "Coverage, worst first" });
  await expect(page).toHaveURL(/sort=coverage/);
  await expect(row).toContainText("37.5%");
  await page.screenshot({ path: "test-results/sessions-list.png" });
  await row.getByRole("link", { name: SESSION }).click();

  // The answer-bearing turn is highlighted, with the question it answers.
  const source = page.getByRole("region", { name: "Original session" });
  const answerTurn = source.getByRole("article", { name: "Turn 1, assistant, answer-bearing" });
  await expect(answerTurn).toHaveAttribute("data-evidence", "true");
  await expect(answerTurn.getByRole("link", { name: `answers 1903aded (single-session-assistant) in ${benchmark}` })).toBeVisible();
  await expect(source.getByRole("article", { name: "Turn 0, user" })).not.toHaveAttribute("data-evidence", "true");

  // The fact sheet stands beside it.
  const sheets = page.getByRole("region", { name: "Fact sheets" });
  await expect(sheets.getByRole("combobox", { name: /Fact sheet/ })).toHaveValue(/.+/);
  const lines = sheets.getByRole("list", { name: `Lines of ${extractor}@1` });
  await expect(lines.getByRole("listitem")).toHaveCount(2);

  // The lost answer is marked in the source and listed.
  const answerMark = answerTurn.locator('mark[data-lost-kind="answer-span"]');
  await expect(answerMark).toContainText("Transcriptionist");
  await expect(answerMark).toHaveAttribute("data-answer-bearing", "true");
  const lost = sheets.getByRole("region", { name: "Lost details" });
  const answerGroup = lost.getByRole("region", { name: /^Answer/ });
  await expect(answerGroup.getByRole("listitem").filter({ hasText: "Transcriptionist" })).toContainText("answer-bearing");
  await expect(answerGroup.getByRole("link", { name: "turn #1" })).toHaveAttribute("href", "#turn-1");
  await expect(page.getByRole("group", { name: "Legend" })).toContainText("Gold answer");

  // Hovering a sheet line highlights it and its supporting turn; focusing one does too.
  const listLine = lines.getByRole("listitem", { name: /^Line 2:/ });
  await listLine.hover();
  await expect(listLine).toHaveAttribute("data-linked", "true");
  await expect(answerTurn).toHaveAttribute("data-linked", "true");
  await expect(source.getByRole("article", { name: "Turn 0, user" })).not.toHaveAttribute("data-linked", "true");
  await page.screenshot({ path: "test-results/session-page-hover.png" });
  await page.mouse.move(0, 0);
  await expect(answerTurn).not.toHaveAttribute("data-linked", "true");
  await lines.getByRole("listitem", { name: /^Line 1:/ }).focus();
  await expect(source.getByRole("article", { name: "Turn 0, user" })).toHaveAttribute("data-linked", "true");
  // And a turn highlights the lines it supports.
  await answerTurn.hover();
  await expect(listLine).toHaveAttribute("data-linked", "true");
  await page.mouse.move(0, 0);
  await page.screenshot({ path: "test-results/session-page.png", fullPage: true });

  // The question page: gold answer, evidence turn, and the stages.
  await answerTurn.getByRole("link", { name: `answers 1903aded (single-session-assistant) in ${benchmark}` }).click();
  await expect(page.getByRole("heading", { name: "Question 1903aded" })).toBeVisible();
  await expect(page.getByText("Transcriptionist.", { exact: true }).first()).toBeVisible();
  // The evidence turn's numbered list renders as Markdown: the answer is its 7th item.
  await expect(page.getByRole("list", { name: "Evidence turns" }).locator("ol > li").nth(6)).toHaveText(/^\s*Transcriptionist\s*$/);
  const sheetStage = page
    .getByRole("table", { name: "Answer-bearing detail in each fact sheet" })
    .getByRole("row")
    .filter({ hasText: `${extractor}@1` });
  await expect(sheetStage).toContainText("lost");
  await expect(sheetStage).toContainText("Lost at: fact sheet");
  // (No run of this benchmark: runs are not imported here, as the demo workspace's runs list is
  // shared with other specs.)
  await expect(page.getByText("No run has answered this question yet.")).toBeVisible();

  // A demo question about what the assistant said, answered by the demo's two runs: every stage.
  await page.goto("/questions");
  await page.getByRole("combobox", { name: "Benchmark" }).selectOption({ label: "longmemeval-demo" });
  await expect(page).toHaveURL(/benchmark=/);
  await page
    .getByRole("list", { name: "Questions by type" })
    .getByRole("link", { name: /What the assistant said/ })
    .click();
  await expect(page).toHaveURL(/type=single-session-assistant/);
  await page.getByRole("table", { name: "Questions" }).locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Question / })).toBeVisible();
  const factsheetRun = page.getByRole("article", { name: /^Run factsheets@/ });
  await expect(factsheetRun.getByRole("list", { name: /^Stages of/ }).getByRole("listitem")).toHaveText([
    /^1\.Fact sheet/,
    /^2\.Retrieved top-k/,
    /^3\.Reader context/,
    /^4\.Answer/,
  ]);
  await expect(factsheetRun.getByText(/Lost at|survived|No stage lost/)).toBeVisible();
  await expect(
    page
      .getByRole("article", { name: /^Run full-sessions@/ })
      .getByRole("list", { name: /^Stages of/ })
      .getByRole("listitem"),
  ).toHaveCount(3);
  await page.screenshot({ path: "test-results/question-page.png", fullPage: true });
});

test("session text with markup or script renders as inert text", async ({ page, request }) => {
  const tag = uniqueWord();
  const payload = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> ${tag}`;
  const { token } = createToken(DEMO.email, ["sessions:write"]);
  const { session } = await post<{ session: { id: string } }>(request, token, "/api/v1/sessions", {
    messages: [
      { role: "user", content: payload },
      { role: "assistant", content: `<b>bold?</b> <a href="javascript:alert(1)">link</a> ${tag}` },
    ],
  });

  await signIn(page);
  await page.goto(`/sessions/${session.id}`);
  const source = page.getByRole("region", { name: "Original session" });
  await expect(source.getByText(payload, { exact: true })).toBeVisible();
  await expect(source.getByText(`<b>bold?</b> <a href="javascript:alert(1)">link</a> ${tag}`, { exact: true })).toBeVisible();
  await expect(source.locator("script, img, b, a[href^='javascript']")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("a 400-turn session renders a window of turns and still follows links to any turn", async ({ page, request }) => {
  const tag = uniqueWord();
  const { token } = createToken(DEMO.email, ["sessions:write"]);
  const messages = Array.from({ length: 400 }, (_, i) => ({
    role: i % 2 === 0 ? "user" : "assistant",
    content: `Turn ${i} of ${tag}. ${"I walked 3 km to the market and bought 12 apples for the week. ".repeat(1 + (i % 4))}`,
  }));
  const { session } = await post<{ session: { id: string } }>(request, token, "/api/v1/sessions", { messages });

  await signIn(page);
  await page.goto(`/sessions/${session.id}#turn-350`);
  const source = page.getByRole("region", { name: "Original session" });
  const target = source.getByRole("article", { name: "Turn 350, user" });
  await expect(target).toBeInViewport();
  const rendered = await source.getByRole("article").count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(120);
  await expect(source.getByRole("article", { name: "Turn 0, user" })).toHaveCount(0);

  // Without an anchor the page opens at the first turn; End scrolls to the last one.
  await page.goto(`/sessions/${session.id}`);
  await expect(source.getByRole("article", { name: "Turn 0, user" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(source.getByRole("article", { name: "Turn 399, assistant" })).toBeInViewport();
  await page.screenshot({ path: "test-results/session-page-long.png" });
});

// The session page streams behind its loading skeleton; a reader who presses End as soon as the
// turns appear, before the page's scripts have run, still lands on the last turn once they do, and
// hydration does not disagree with the server's markup. The scripts are held back until End has
// been pressed, so the scroll always happens before hydration.
test("End pressed before a 400-turn session page hydrates still shows the last turn", async ({ page, request }) => {
  const tag = uniqueWord();
  const { token } = createToken(DEMO.email, ["sessions:write"]);
  const messages = Array.from({ length: 400 }, (_, i) => ({
    role: i % 2 === 0 ? "user" : "assistant",
    content: `Turn ${i} of ${tag}. ${"We planned the trip to Lisbon and booked 2 rooms near the river. ".repeat(1 + (i % 3))}`,
  }));
  const { session } = await post<{ session: { id: string } }>(request, token, "/api/v1/sessions", { messages });
  await signIn(page);

  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/sessions/${session.id}`, { waitUntil: "commit" });
  const source = page.getByRole("region", { name: "Original session" });
  await expect(source.getByRole("article", { name: "Turn 0, user" })).toBeVisible();
  // The server's markup already holds the whole list's height, so End goes far down at once.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(20_000);
  await page.keyboard.press("End");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
  release();
  await expect(source.getByRole("article", { name: "Turn 399, assistant" })).toBeInViewport();
  await expect(source.getByRole("article", { name: "Turn 0, user" })).toHaveCount(0);
  expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
  await page.unroute("**/_next/static/**/*.js");
});
