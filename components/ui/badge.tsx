import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

const tones = {
  neutral: "bg-slate-100 text-slate-700",
  info: "bg-indigo-50 text-indigo-800",
  good: "bg-emerald-50 text-emerald-800",
  warn: "bg-amber-50 text-amber-900",
  bad: "bg-red-50 text-red-800",
} as const;

export function Badge({ tone = "neutral", children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return <span className={cn("inline-flex items-center rounded break-words px-1.5 py-0.5 text-xs font-medium", tones[tone], className)}>{children}</span>;
}
