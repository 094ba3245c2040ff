import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { rehypeMarkRanges, type MarkRange } from "@/lib/format/rehype-mark-ranges";
import { safeLinkHref } from "@/lib/format/safe-link-href";
import { cn } from "@/lib/utils/cn";

const REL = "noopener noreferrer nofollow";

function SafeLink({ href, children }: { href?: string; children?: React.ReactNode }) {
  const safe = safeLinkHref(href);
  // A link to anything but http(s) or mailto is shown as its text, not followed.
  if (!safe) return <span data-refused-link="true">{children}</span>;
  return (
    <a href={safe} rel={REL} target="_blank" className="text-indigo-800 underline [overflow-wrap:anywhere] hover:text-indigo-950">
      {children}
    </a>
  );
}

// Headings inside a turn or memory must not break the page's own outline: they are bold lines.
const heading = ({ children }: { children?: React.ReactNode }) => <p className="font-semibold text-slate-950">{children}</p>;

const components: Components = {
  a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
  // Images are never loaded (a tracking pixel in a conversation stays silent): the alt text is
  // shown, as a link to the picture when its address is http(s).
  img: ({ src, alt }) => {
    const label = `image: ${alt || "untitled"}`;
    return typeof src === "string" && safeLinkHref(src) ? <SafeLink href={src}>[{label}]</SafeLink> : <span>[{label}]</span>;
  },
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
  p: ({ children }) => <p className="whitespace-pre-wrap">{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-0.5 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-0.5 pl-5">{children}</ol>,
  blockquote: ({ children }) => <blockquote className="border-l-2 border-slate-300 pl-3 text-slate-700">{children}</blockquote>,
  pre: ({ children }) => <pre className="whitespace-pre-wrap rounded bg-slate-100 p-2 font-mono text-xs [overflow-wrap:anywhere]">{children}</pre>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">{children}</code>,
  table: ({ children }) => (
    <div className="max-w-full overflow-x-auto">
      <table className="border-collapse text-xs">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border border-slate-300 bg-slate-50 px-2 py-1 text-left font-semibold">{children}</th>,
  td: ({ children }) => <td className="border border-slate-300 px-2 py-1 align-top">{children}</td>,
  hr: () => <hr className="border-slate-200" />,
};

// User text (a turn, a memory, a proposal) rendered as Markdown, safely: raw HTML in it is shown
// as text (react-markdown turns it into text nodes; no rehype-raw), links open only http(s) and
// mailto addresses with rel="noopener noreferrer nofollow", images are not loaded, and long
// unbroken strings wrap. `marks` wrap source ranges (a turn's lost and kept details) in elements
// on the rendered text (lib/format/rehype-mark-ranges.ts).
export function MarkdownText({ text, className, testId, marks }: { text: string; className?: string; testId?: string; marks?: MarkRange[] }) {
  return (
    <div data-markdown="true" data-testid={testId} className={cn("min-w-0 space-y-2 text-slate-900 [overflow-wrap:anywhere]", className)}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={marks?.length ? [rehypeMarkRanges({ source: text, ranges: marks })] : []}
        components={components}
        urlTransform={(url) => url}
      >
        {text}
      </Markdown>
    </div>
  );
}
