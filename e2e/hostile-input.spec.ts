import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ALL_PAYLOADS, IMG_TEXT, SCRIPT_TEXT, SQL_TEXT } from "../testing/hostile-inputs";
import { DEMO, signIn } from "./support/sign-in";
import { createToken, post, propose, uniqueWord } from "./support/seed-via-api";
import { lore } from "./support/lore-cli";

// Script and HTML in every text field an agent or an import can fill, rendered on every page that
// shows it: each must appear as text, and nothing of it may run.
const tag = uniqueWord();
const text = (label: string) => `${tag} ${label} ${ALL_PAYLOADS}`;
const seeded = { sessionId: "", memoryId: "", runId: "" };

function tempFile(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-e2e-hostile-")), name);
  writeFileSync(file, content);
  return file;
}

type Watch = { dialogs: string[]; violations: string[] };

function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], violations: [] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text());
  });
  return seen;
}

// Shown as text, and not one payload turned into markup or ran.
async function expectInert(page: Page, seen: Watch, where: string) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), where).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], a[href^="javascript:"], [onerror]'), where).toHaveCount(0);
  // Next's inline flight data carries the text JSON-escaped; an injected element would hold just the code.
  expect(await page.locator("script").evaluateAll((scripts) => scripts.filter((s) => s.textContent?.trim() === "window.__pwned=1").length), where).toBe(0);
  expect(seen.dialogs, where).toEqual([]);
  expect(seen.violations, where).toEqual([]);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const { token, workspaceId } = createToken(DEMO.email, ["sessions:write", "observations:write", "memories:write", "proposals:create"]);
  const session = await post<{ session: { id: string } }>(request, token, "/api/v1/sessions", {
    externalId: `${tag}-${IMG_TEXT}`,
    source: `<b>${tag}</b>`,
    dateText: SCRIPT_TEXT,
    messages: [
      { role: "user", content: text("session") },
      { role: "assistant", content: `Noted. ${SQL_TEXT}` },
    ],
  });
  seeded.sessionId = session.session.id;
  await post(request, token, "/api/v1/observations", { source: `javascript:alert(1)//${tag}`, fragments: [{ content: text("fragment") }] });
  const memory = await post<{ memory: { id: string } }>(request, token, "/api/v1/memories", { body: text("memory"), reason: SCRIPT_TEXT });
  seeded.memoryId = memory.memory.id;
  await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body: text("proposal") });

  const questionId = `hostile_${tag}`;
  const benchmark = `${tag}-${SCRIPT_TEXT}`;
  const question = {
    question_id: questionId,
    question_type: "single-session-user",
    question: text("question"),
    answer: text("answer"),
    question_date: "2023/05/30 (Tue) 10:00",
    haystack_session_ids: [`${tag}-haystack`],
    haystack_dates: ["2023/05/20 (Sat) 02:21"],
    haystack_sessions: [[{ role: "user", content: text("haystack turn"), has_answer: true }]],
    answer_session_ids: [`${tag}-haystack`],
  };
  lore(["import", "longmemeval", tempFile("q.json", JSON.stringify([question])), "--benchmark", benchmark]);
  const run = lore([
    "import",
    "run",
    tempFile("run.jsonl", JSON.stringify({ question_id: questionId, hypothesis: text("hypothesis") })),
    "--benchmark",
    benchmark,
    "--name",
    `${tag} ${IMG_TEXT}`,
    "--notes",
    SCRIPT_TEXT,
  ]);
  seeded.runId = String(run.runId);
});

test("script and HTML in seeded text show as text on every page and never run", async ({ page }) => {
  const seen = watch(page);
  await signIn(page);
  const main = page.getByRole("main");
  const visit = async (url: string, expected: string[]) => {
    await page.goto(url);
    for (const part of expected) await expect(main, `${url} shows ${part.slice(0, 30)}`).toContainText(part);
    await expectInert(page, seen, url);
  };

  await visit(`/inbox?q=${tag}`, [`${tag} proposal`, SCRIPT_TEXT, IMG_TEXT]);
  await visit("/inbox/sent", [`${tag} proposal`]);
  await visit("/memories", [`${tag} memory`]);
  await page.goto(`/memories/${seeded.memoryId}`);
  await expect(page.getByRole("textbox", { name: "Memory text" })).toHaveValue(text("memory"));
  await expect(main).toContainText(SCRIPT_TEXT);
  await expectInert(page, seen, "memory page");
  await visit(`/sessions?q=${tag}`, [`${tag}-${IMG_TEXT}`]);
  await visit(`/sessions/${seeded.sessionId}`, [text("session"), SQL_TEXT]);
  await visit(`/search?q=${tag}`, [`${tag} memory`, `${tag} fragment`, `${tag} session`, SCRIPT_TEXT]);
  await visit("/runs", [`${tag} ${IMG_TEXT}`]);
  await visit(`/runs/${seeded.runId}`, [`${tag} ${IMG_TEXT}`]);
  await main
    .getByRole("link", { name: `hostile_${tag}` })
    .first()
    .click();
  await expect(main).toContainText(`${tag} question`);
  await expect(main).toContainText(SCRIPT_TEXT);
  await expectInert(page, seen, "question page");
  await visit("/audit", ["memory"]);
});

// Defence in depth: even markup that did get into the page could not run, because the policy
// allows only scripts carrying this request's nonce (and the checks above would have seen it).
test("an injected inline event handler is blocked by the Content-Security-Policy", async ({ page }) => {
  await signIn(page);
  await page.evaluate((html) => {
    const seen: string[] = [];
    (window as { __violations?: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(e.effectiveDirective));
    document.body.insertAdjacentHTML("beforeend", html);
  }, IMG_TEXT);
  await expect.poll(() => page.evaluate(() => (window as { __violations?: string[] }).__violations)).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});
