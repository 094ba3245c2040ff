import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/lib/studies/escape-html";

describe("escapeHtml", () => {
  it("makes tags, entities and quotes inert", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;");
  });
  it("escapes an existing entity again rather than trusting it", () => expect(escapeHtml("&lt;")).toBe("&amp;lt;"));
});
