import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TurnText } from "@/components/sessions/turn-text";
import type { TextSegment } from "@/lib/sessions/build-session-view";

// Cuts `content` at the named substrings (in order), marking each as the given segment.
function segmentsOf(content: string, marked: Array<[string, Omit<TextSegment, "text">]>): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [text, mark] of marked) {
    const start = content.indexOf(text, at);
    if (start < 0) throw new Error(`${text} not in content`);
    if (start > at) segments.push({ text: content.slice(at, start) });
    segments.push({ text, ...mark });
    at = start + text.length;
  }
  if (at < content.length) segments.push({ text: content.slice(at) });
  return segments;
}

const render = (segments: TextSegment[]) => renderToStaticMarkup(createElement(TurnText, { segments }));
const lost = { lost: { kind: "answer-span" as const, answerBearing: true } };
const textOf = (html: string) => html.replace(/<span class="sr-only">[^<]*<\/span>/g, "").replace(/<[^>]+>/g, "");

describe("TurnText", () => {
  it("renders Markdown in a turn with a lost detail, the mark inside the emphasis", () => {
    const content = "Here are my picks:\n\n1. **Sun-matched herbs.** Basil and thyme.\n2. Water at dawn.";
    const html = render(segmentsOf(content, [["Sun-matched herbs.", lost]]));
    expect(html).not.toContain("**");
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).toMatch(
      /<strong><mark data-lost-kind="answer-span" data-answer-bearing="true" title="Lost answer, answer-bearing" class="[^"]+">Sun-matched herbs\.<span class="sr-only"> \(Lost answer, answer-bearing\)<\/span><\/mark><\/strong>/,
    );
  });

  it("splits a mark that spans Markdown syntax into one mark per text run, labelled once", () => {
    const content = "I work as a **Transcriptionist** now, remotely.";
    const html = render(segmentsOf(content, [["a **Transcriptionist** now", lost]]));
    const marks = html.match(/<mark[^>]*>.*?<\/mark>/g) ?? [];
    expect(marks.map(textOf)).toEqual(["a ", "Transcriptionist", " now"]);
    expect(html.match(/sr-only/g)).toHaveLength(1);
    expect(marks.at(-1)).toContain("sr-only");
    expect(textOf(html)).toBe("I work as a Transcriptionist now, remotely.");
  });

  it("marks kept details in list items, quotes, escapes and code blocks", () => {
    const content = "> quoted\n> line with 12 km\n\n- item \\*not emphasis\\* on 3 May\n\n```\nrun 5 laps\n```";
    const html = render(
      segmentsOf(content, [
        ["12 km", { detail: "quantity" }],
        ["3 May", { detail: "date" }],
        ["5 laps", { detail: "quantity" }],
      ]),
    );
    expect(html).toMatch(/<blockquote[^>]*>[\s\S]*<span data-kept-kind="quantity" title="Kept quantity" class="[^"]+">12 km<\/span>/);
    expect(html).toContain("*not emphasis*");
    expect(html).toMatch(/<li>[^<]*<span data-kept-kind="date"[^>]*>3 May<\/span><\/li>/);
    expect(html).toMatch(/<code[^>]*>run <span data-kept-kind="quantity"[^>]*>5 laps<\/span>/);
  });

  it("keeps raw HTML inert in a marked turn", () => {
    const content = 'My job: <img src=x onerror="alert(1)"> Transcriptionist';
    const html = render(segmentsOf(content, [["Transcriptionist", lost]]));
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toMatch(/<mark [^>]*>Transcriptionist<span class="sr-only">/);
  });

  it("renders a turn without marks as plain Markdown", () => {
    expect(render([{ text: "**bold**" }])).toContain("<strong>bold</strong>");
  });
});
