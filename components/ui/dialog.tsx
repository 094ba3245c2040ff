"use client";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

// A modal dialog on Radix (shadcn's pattern): focus moves in and is trapped there, Esc and a
// click outside close it, and focus returns to what opened it.
export function Dialog({
  title,
  description,
  onClose,
  className,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-20 bg-slate-900/30" />
        <DialogPrimitive.Content
          // Without a description Radix must be told there is none.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed top-1/2 left-1/2 z-30 w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-4 shadow-lg focus:outline-none",
            className,
          )}
        >
          <DialogPrimitive.Title className="mb-2 text-sm font-semibold">{title}</DialogPrimitive.Title>
          {description ? <DialogPrimitive.Description className="mb-2 text-xs text-slate-600">{description}</DialogPrimitive.Description> : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;
