import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownText } from "@/components/ui/markdown-text";

const render = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));

describe("MarkdownText", () => {
  it("renders emphasis, lists, code and tables", () => {
    const html = render("**bold** and `code`\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toMatch(/<code[^>]*>code<\/code>/);
    expect(html).toMatch(/<ul[^>]*>\s*<li>one<\/li>\s*<li>two<\/li>/);
    expect(html).toMatch(/<td[^>]*>2<\/td>/);
  });

  it("keeps raw HTML as inert text", () => {
    const html = render('hello <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>');
    expect(html).not.toMatch(/<script|<img|<div onclick/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("links http(s) with rel nofollow and shows a javascript: link as plain text", () => {
    const html = render("[site](https://example.org) and [evil](javascript:alert(1)) and [data](data:text/html,x)");
    expect(html).toContain('<a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank"');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
    expect(html).toContain('<span data-refused-link="true">evil</span>');
  });

  it("never loads an image: it shows the alt text", () => {
    const html = render("![a cat](https://example.org/cat.png) ![pixel](javascript:x)");
    expect(html).not.toContain("<img");
    expect(html).toContain("[image: a cat]");
    expect(html).toContain('href="https://example.org/cat.png"');
    expect(html).toContain("<span>[image: pixel]</span>");
  });

  it("turns headings into bold lines so the page outline stays the page's", () => {
    expect(render("# Title")).toBe(
      '<div data-markdown="true" class="min-w-0 space-y-2 text-slate-900 [overflow-wrap:anywhere]"><p class="font-semibold text-slate-950">Title</p></div>',
    );
  });
});
