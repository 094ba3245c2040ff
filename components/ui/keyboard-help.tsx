"use client";
import { Dialog, DialogClose } from "@/components/ui/dialog";

export type KeyboardHelpKey = { key: string; label: string };

// The "?" dialog of a keyboard-driven screen (the inbox, the verification queue): each key of the
// screen's keymap beside what it does, in a Radix dialog (focus trap, Esc, focus returns).
export function KeyboardHelp({ keys, onClose }: { keys: readonly KeyboardHelpKey[]; onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} className="w-[min(20rem,calc(100vw-2rem))]">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {keys.map((k) => (
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
