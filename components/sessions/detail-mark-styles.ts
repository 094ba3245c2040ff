import type { DetailKind } from "@/lib/detail-loss";
import { DETAIL_KIND_FAMILY, type DetailFamily } from "@/lib/sessions/detail-kinds";

// Okabe-Ito colours, which stay distinct for the common colour-vision deficiencies; every colour
// also has a text label in the legend and the lost-details list, and answer-bearing marks differ
// by line style (solid vs dashed) as well as by colour, so no meaning rests on hue alone.
export const FAMILY_CLASSES: Record<DetailFamily, { mark: string; swatch: string }> = {
  answer: { mark: "bg-[#D55E00]/20 decoration-[#D55E00]", swatch: "bg-[#D55E00]/25 border-[#D55E00]" },
  attribution: { mark: "bg-[#CC79A7]/25 decoration-[#CC79A7]", swatch: "bg-[#CC79A7]/30 border-[#CC79A7]" },
  amount: { mark: "bg-[#56B4E9]/25 decoration-[#0072B2]", swatch: "bg-[#56B4E9]/30 border-[#0072B2]" },
  time: { mark: "bg-[#E69F00]/25 decoration-[#E69F00]", swatch: "bg-[#E69F00]/30 border-[#E69F00]" },
  name: { mark: "bg-[#009E73]/20 decoration-[#009E73]", swatch: "bg-[#009E73]/25 border-[#009E73]" },
  qualifier: { mark: "bg-[#F0E442]/50 decoration-[#8a7f00]", swatch: "bg-[#F0E442]/60 border-[#8a7f00]" },
};

export function lostMarkClass(kind: DetailKind, answerBearing: boolean): string {
  const family = FAMILY_CLASSES[DETAIL_KIND_FAMILY[kind]];
  return `${family.mark} rounded-sm px-0.5 text-slate-900 underline underline-offset-2 ${answerBearing ? "decoration-solid decoration-2" : "decoration-dashed decoration-1"}`;
}

export function swatchClass(kind: DetailKind): string {
  return FAMILY_CLASSES[DETAIL_KIND_FAMILY[kind]].swatch;
}

// A detail the sheet kept: a dotted underline, no fill.
export const KEPT_DETAIL_CLASS = "underline decoration-dotted decoration-slate-500 underline-offset-2";
