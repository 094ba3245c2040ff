import type { ReactNode } from "react";

// One of the study's charts, as the shareable report draws it: the SVG string comes from
// lib/studies/study-charts-svg.ts, which escapes every text and emits no script or external
// reference, so inserting it is safe and stays within the app's CSP. On a phone the chart keeps a
// readable size and scrolls inside its own box, never the page.
export function StudyChartFigure({ svg, label, caption }: { svg: string; label: string; caption: ReactNode }) {
  return (
    <figure className="max-w-3xl">
      <div
        role="group"
        aria-label={label}
        tabIndex={0}
        className="max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600 [&_svg]:h-auto [&_svg]:w-full [&_svg]:min-w-[34rem]"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="mt-1 text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}
