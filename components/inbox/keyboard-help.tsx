import { INBOX_KEYS } from "@/lib/inbox/inbox-keymap";

export function KeyboardHelp({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Keyboard shortcuts" className="fixed inset-0 z-20 flex items-center justify-center bg-slate-900/30" onClick={onClose}>
      <div className="w-80 rounded-lg bg-white p-4 shadow-lg" onClick={(e) => e.stopPropagation()}>
        <h2 className="mb-2 text-sm font-semibold">Keyboard shortcuts</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {INBOX_KEYS.map((k) => (
            <div key={k.key} className="contents">
              <dt><kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">{k.key === "Escape" ? "Esc" : k.key}</kbd></dt>
              <dd className="text-slate-700">{k.label}</dd>
            </div>
          ))}
        </dl>
        <button type="button" autoFocus onClick={onClose} className="mt-3 rounded-md border border-slate-300 px-3 py-1 text-sm">Close</button>
      </div>
    </div>
  );
}
