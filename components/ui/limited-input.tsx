"use client";
import type { InputHTMLAttributes } from "react";
import { useTextLimit } from "@/components/ui/use-text-limit";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "maxLength"> & { maxLength: number };

// A one-line text field that shows its limit before the user hits it.
export function LimitedInput({ maxLength, defaultValue, onChange, ...props }: Props) {
  const { fieldProps, counter } = useTextLimit<HTMLInputElement>({ maxLength, defaultValue, onChange });
  return (
    <>
      <input {...props} defaultValue={defaultValue} {...fieldProps} />
      {counter}
    </>
  );
}
