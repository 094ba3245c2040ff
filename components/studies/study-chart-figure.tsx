import type { ReactNode } from "react";

// One of the study's charts, as the shareable report draws it: the SVG string comes from
// lib/studies/study-charts-svg.ts, which escapes every text and emits no script or external
// reference, so inserting it is safe and stays within the app's CSP.
export function StudyChartFigure({ svg, caption }: { svg: string; caption: ReactNode }) {
  return (
    <figure className="max-w-3xl">
      <div className="[&_svg]:h-auto [&_svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className="mt-1 text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}
