"use client";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { VerdictCard, type ShownLabel, type VerdictCardItem } from "@/components/runs/verdict-card";
import { KeyboardHelp } from "@/components/ui/keyboard-help";
import { labelVerdict } from "@/lib/actions/runs/label-verdict";
import { moveFocus } from "@/lib/inbox/move-focus";
import { commandForVerifyKey, VERIFY_KEYS } from "@/lib/runs/verify-keymap";
import type { VerdictLabelValue } from "@/lib/schemas/verdict-label";

type Props = {
  workspaceId: string;
  runId: string;
  items: (VerdictCardItem & { label: ShownLabel })[];
  canLabel: boolean;
  you: string;
};

type Notice = { tone: "good" | "bad"; text: string };

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable));
}

// The verification queue: keyboard first like the inbox. A label shows at once and moves on; if
// the server refuses it, the earlier label comes back with the server's reason.
export function VerifyClient({ workspaceId, runId, items, canLabel, you }: Props) {
  const [focus, setFocusState] = useState(0);
  // Read by the key handler: two keys pressed before a re-render must act on two questions.
  const focusRef = useRef(0);
  const setFocus = (next: number) => {
    focusRef.current = next;
    setFocusState(next);
  };
  const [labels, setLabels] = useState<Record<string, ShownLabel>>(() => Object.fromEntries(items.map((i) => [i.questionExternalId, i.label])));
  const [help, setHelp] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Labels sent and not yet stored: Next runs server actions one at a time, so a quick reviewer
  // is ahead of the server for a moment, and leaving the page then would lose those labels.
  const [saving, setSaving] = useState(0);
  // Server-rendered: the keys work only once this has hydrated, and the list says so.
  const shortcutsReady = useHydrated();
  const labelled = items.filter((i) => labels[i.questionExternalId]).length;

  const label = async (value: VerdictLabelValue) => {
    const current = items[Math.min(focusRef.current, items.length - 1)];
    if (!current || !canLabel) return;
    const questionId = current.questionExternalId;
    const previous = labels[questionId] ?? null;
    setLabels((l) => ({ ...l, [questionId]: { label: value, by: you, labeledAt: "" } }));
    setFocus(moveFocus(focusRef.current, 1, items.length));
    setSaving((n) => n + 1);
    const result = await labelVerdict({ workspaceId, runId, questionId, label: value }).finally(() => setSaving((n) => n - 1));
    if (result.ok) {
      setLabels((l) => ({ ...l, [questionId]: { label: value, by: you, labeledAt: new Date().toISOString() } }));
      setNotice({ tone: "good", text: `Labelled ${questionId} ${value}.` });
    } else {
      setLabels((l) => ({ ...l, [questionId]: previous }));
      setNotice({ tone: "bad", text: result.issues?.[0]?.message ?? result.message });
    }
  };

  useEffect(() => {
    if (!saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [saving]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = commandForVerifyKey({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        targetIsEditable: isEditable(event.target),
      });
      if (!command) return;
      if (command === "close") return setHelp(false);
      if (help) return;
      event.preventDefault();
      if (command === "next" || command === "skip") setFocus(moveFocus(focusRef.current, 1, items.length));
      else if (command === "previous") setFocus(moveFocus(focusRef.current, -1, items.length));
      else if (command === "help") setHelp(true);
      else if (command === "correct" || command === "incorrect") void label(command);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span data-testid="verify-progress">
          {labelled} of {items.length} labelled in this sample{saving ? ` · saving ${saving}…` : ""}
        </span>
        <button type="button" className="text-indigo-800 hover:underline" onClick={() => setHelp(true)}>
          Keyboard shortcuts (?)
        </button>
      </div>
      {!canLabel ? (
        <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          You can read this queue; labelling needs a member&apos;s role in this workspace.
        </p>
      ) : null}
      {notice ? (
        <div
          role="status"
          data-testid="verify-notice"
          className={
            notice.tone === "good"
              ? "mb-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
              : "mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
          }
        >
          {notice.text}{" "}
          <button type="button" onClick={() => setNotice(null)} className="ml-2 underline">
            Dismiss
          </button>
        </div>
      ) : null}
      <ul aria-label="Verdicts to verify" data-shortcuts={shortcutsReady ? "on" : "off"} className="space-y-3">
        {items.map((item, index) => (
          <VerdictCard
            key={item.questionExternalId}
            item={item}
            position={index + 1}
            total={items.length}
            label={labels[item.questionExternalId] ?? null}
            focused={index === focus}
            canLabel={canLabel}
            onFocus={() => setFocus(index)}
            onLabel={(value) => {
              setFocus(index);
              void label(value);
            }}
            onSkip={() => setFocus(moveFocus(index, 1, items.length))}
          />
        ))}
      </ul>
      {help ? <KeyboardHelp keys={VERIFY_KEYS} onClose={() => setHelp(false)} /> : null}
    </div>
  );
}
