import type { ReactNode } from "react";
import { FAMILY_CLASSES, KEPT_DETAIL_CLASS } from "@/components/sessions/detail-mark-styles";
import type { DetailKind } from "@/lib/detail-loss";
import { DETAIL_FAMILY_LABELS, DETAIL_KIND_FAMILY, type DetailFamily } from "@/lib/sessions/detail-kinds";

const Item = ({ children }: { children: ReactNode }) => <span className="inline-flex items-center gap-1">{children}</span>;

// What the marks in the source mean: one swatch and name per family of lost details present, the
// underline styles (answer-bearing, other, kept), and the turn highlights.
export function LostDetailLegend({ kinds }: { kinds: DetailKind[] }) {
  const families = [...new Set(kinds.map((k) => DETAIL_KIND_FAMILY[k]))] as DetailFamily[];
  return (
    <div role="group" aria-label="Legend" className="mb-4 space-y-1 rounded-md border border-slate-200 bg-white px-3 py-2 text-xs text-slate-700">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="w-40 font-semibold">Lost in the fact sheet</span>
        {families.length === 0 ? <span>nothing marked</span> : null}
        {families.map((family) => (
          <Item key={family}>
            <span aria-hidden className={`inline-block h-3 w-4 rounded-sm border ${FAMILY_CLASSES[family].swatch}`} />
            {DETAIL_FAMILY_LABELS[family]}
          </Item>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="w-40 font-semibold">Underlines</span>
        <Item>
          <span aria-hidden className="underline decoration-solid decoration-2 underline-offset-2">
            solid
          </span>{" "}
          lost, answer-bearing
        </Item>
        <Item>
          <span aria-hidden className="underline decoration-dashed underline-offset-2">
            dashed
          </span>{" "}
          lost, other
        </Item>
        <Item>
          <span aria-hidden className={KEPT_DETAIL_CLASS}>
            dotted
          </span>{" "}
          kept (in answer-bearing turns)
        </Item>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="w-40 font-semibold">Turns and lines</span>
        <Item>
          <span aria-hidden className="inline-block h-3 w-4 rounded-sm border border-amber-400 bg-amber-50" /> answers a question
        </Item>
        <Item>
          <span aria-hidden className="inline-block h-3 w-4 rounded-sm ring-2 ring-indigo-500" /> linked to the hovered or selected line or turn
        </Item>
      </div>
    </div>
  );
}
