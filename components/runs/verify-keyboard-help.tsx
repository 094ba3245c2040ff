"use client";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { VERIFY_KEYS } from "@/lib/runs/verify-keymap";

export function VerifyKeyboardHelp({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} className="w-[min(20rem,calc(100vw-2rem))]">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {VERIFY_KEYS.map((k) => (
          <div key={k.key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">{k.key === "Escape" ? "Esc" : k.key}</kbd>
            </dt>
            <dd className="text-slate-700">{k.label}</dd>
          </div>
        ))}
      </dl>
      <DialogClose asChild>
        <button type="button" autoFocus className="mt-3 rounded-md border border-slate-300 px-3 py-1 text-sm">
          Close
        </button>
      </DialogClose>
    </Dialog>
  );
}
