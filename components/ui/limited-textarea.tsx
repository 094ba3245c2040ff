"use client";
import { useId, useState, type TextareaHTMLAttributes } from "react";
import { TextLimitCounter } from "@/components/ui/text-limit-counter";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "maxLength"> & { maxLength: number };

// A textarea that shows its limit (the schema's maximum, from lib/schemas) before the user hits
// it. Uncontrolled like the forms that use it: only the length is kept.
export function LimitedTextarea({ maxLength, defaultValue, onChange, ...props }: Props) {
  const id = useId();
  const [length, setLength] = useState(String(defaultValue ?? "").length);
  return (
    <>
      <textarea
        {...props}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-describedby={`${id}-limit`}
        onChange={(event) => {
          setLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
      />
      <TextLimitCounter id={`${id}-limit`} length={length} max={maxLength} />
    </>
  );
}
