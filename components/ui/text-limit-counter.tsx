import { textLimitView } from "@/lib/format/text-limit";
import { cn } from "@/lib/utils/cn";

// "1,234 / 4,000" under a text field once its text nears the limit (see textLimitView); read out
// politely to screen readers as it appears.
export function TextLimitCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const view = textLimitView(length, max);
  return (
    <span id={id} aria-live="polite" className={cn("mt-0.5 block text-right text-xs tabular-nums", view.remaining <= 0 ? "text-red-700" : "text-slate-600")}>
      {view.show ? (
        <>
          {view.text}
          <span className="sr-only"> characters{view.remaining <= 0 ? ": the limit is reached" : ""}</span>
        </>
      ) : null}
    </span>
  );
}
