"use client";
import type { TextareaHTMLAttributes } from "react";
import { useTextLimit } from "@/components/ui/use-text-limit";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "maxLength"> & { maxLength: number };

// A textarea that shows its limit before the user hits it.
export function LimitedTextarea({ maxLength, defaultValue, onChange, ...props }: Props) {
  const { fieldProps, counter } = useTextLimit<HTMLTextAreaElement>({ maxLength, defaultValue, onChange });
  return (
    <>
      <textarea {...props} defaultValue={defaultValue} {...fieldProps} />
      {counter}
    </>
  );
}
