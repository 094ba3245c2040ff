import type { KeyboardEventHandler, ReactNode } from "react";
import { LimitedTextarea } from "@/components/ui/limited-textarea";
import { MAX_MEMORY_BODY_CHARS } from "@/lib/schemas/memory";

// A memory's text as a form field (named "body"), with its limit shown as the user types: the
// edit form and the inbox's merge preview both write a memory's whole text.
export function MemoryBodyField({
  label,
  defaultValue,
  className,
  autoFocus,
  onKeyDown,
}: {
  label: ReactNode;
  defaultValue: string;
  className: string;
  autoFocus?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
}) {
  return (
    <label className={className}>
      {label}
      <LimitedTextarea
        name="body"
        required
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        onKeyDown={onKeyDown}
        rows={4}
        maxLength={MAX_MEMORY_BODY_CHARS}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900"
      />
    </label>
  );
}
