import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageSkeleton } from "@/components/shell/page-skeleton";
import MemoriesLoading from "@/app/(app)/memories/(list)/loading";
import QuestionsLoading from "@/app/(app)/questions/(list)/loading";
import RunsLoading from "@/app/(app)/runs/(list)/loading";
import SessionsLoading from "@/app/(app)/sessions/(list)/loading";

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("PageSkeleton", () => {
  it("is one busy status announced as loading, its outline hidden from screen readers", () => {
    const html = render(createElement(PageSkeleton));
    expect(html).toMatch(/^<div role="status" aria-live="polite" aria-busy="true"/);
    expect(html).toContain('<span class="sr-only">Loading…</span><div aria-hidden="true">');
    expect(count(html, 'role="status"')).toBe(1);
  });

  it("draws the parts a page has: a form card, filters, and table rows", () => {
    const html = render(createElement(PageSkeleton, { form: true, filters: true, body: "table", rows: 6 }));
    expect(html).toContain('data-skeleton-part="form"');
    expect(html).toContain('data-skeleton-part="filters"');
    expect(html).toContain('data-skeleton-part="table"');
    expect(html).not.toContain('data-skeleton-part="cards"');
    expect(count(html, "border-b border-slate-100 px-3 py-3")).toBe(6);
  });

  it("gives each list page a loading state shaped like it", () => {
    const parts = (html: string) => [...html.matchAll(/data-skeleton-part="(\w+)"/g)].map((m) => m[1]);
    expect(parts(render(createElement(MemoriesLoading)))).toEqual(["form", "filters", "cards"]);
    expect(parts(render(createElement(SessionsLoading)))).toEqual(["filters", "table"]);
    expect(parts(render(createElement(QuestionsLoading)))).toEqual(["filters", "table"]);
    expect(parts(render(createElement(RunsLoading)))).toEqual(["form", "filters", "table"]);
  });
});
