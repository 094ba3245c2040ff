"use client";
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { TextLimitCounter } from "@/components/ui/text-limit-counter";

// What a text field needs to show its limit (the schema's maximum, from lib/schemas) before the
// user hits it: the props to spread on the field and the counter to render after it. The field
// stays uncontrolled, like the forms that use it: only the length is kept.
export function useTextLimit<E extends HTMLInputElement | HTMLTextAreaElement>(input: {
  maxLength: number;
  defaultValue: unknown;
  onChange?: (event: ChangeEvent<E>) => void;
}): { fieldProps: { maxLength: number; "aria-describedby": string; onChange: (event: ChangeEvent<E>) => void }; counter: ReactNode } {
  const id = useId();
  const [length, setLength] = useState(String(input.defaultValue ?? "").length);
  return {
    fieldProps: {
      maxLength: input.maxLength,
      "aria-describedby": `${id}-limit`,
      onChange: (event) => {
        setLength(event.currentTarget.value.length);
        input.onChange?.(event);
      },
    },
    counter: <TextLimitCounter id={`${id}-limit`} length={length} max={input.maxLength} />,
  };
}
