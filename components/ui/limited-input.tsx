"use client";
import { useId, useState, type InputHTMLAttributes } from "react";
import { TextLimitCounter } from "@/components/ui/text-limit-counter";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "maxLength"> & { maxLength: number };

// A one-line text field that shows its limit before the user hits it (see LimitedTextarea).
export function LimitedInput({ maxLength, defaultValue, onChange, ...props }: Props) {
  const id = useId();
  const [length, setLength] = useState(String(defaultValue ?? "").length);
  return (
    <>
      <input
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
