import Link from "next/link";
import { ASSISTANT_QUESTION_TYPE, questionTypeLabel } from "@/lib/questions/question-type-label";
import { cn } from "@/lib/utils/cn";

// How many questions of each type (in the chosen benchmark); each count filters the list.
export function QuestionTypeSummary({ counts, hrefFor }: { counts: { type: string; count: number }[]; hrefFor: (type: string) => string }) {
  if (counts.length === 0) return null;
  return (
    <ul aria-label="Questions by type" className="mb-4 flex flex-wrap gap-2 text-xs">
      {counts.map(({ type, count }) => (
        <li key={type}>
          <Link
            href={hrefFor(type)}
            className={cn(
              "inline-flex items-center gap-1 rounded-md border px-2 py-1 hover:underline",
              type === ASSISTANT_QUESTION_TYPE ? "border-indigo-300 bg-indigo-50 text-indigo-900" : "border-slate-200 bg-white text-slate-700",
            )}
          >
            {questionTypeLabel(type)} <span className="tabular-nums font-semibold">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
