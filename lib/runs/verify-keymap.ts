export type VerifyCommand = "next" | "previous" | "correct" | "incorrect" | "skip" | "help" | "close";

// The verification queue's keys, as in the inbox: j/k move, a letter decides and moves on.
export const VERIFY_KEYS: { key: string; command: VerifyCommand; label: string }[] = [
  { key: "j", command: "next", label: "Next question" },
  { key: "k", command: "previous", label: "Previous question" },
  { key: "c", command: "correct", label: "The answer is correct" },
  { key: "i", command: "incorrect", label: "The answer is incorrect" },
  { key: "s", command: "skip", label: "Skip (stores nothing)" },
  { key: "?", command: "help", label: "Show these keys" },
  { key: "Escape", command: "close", label: "Close this dialog" },
];

// Keys act only when no text field has focus and no modifier is held.
export function commandForVerifyKey(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  targetIsEditable: boolean;
}): VerifyCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.targetIsEditable) return event.key === "Escape" ? "close" : null;
  return VERIFY_KEYS.find((k) => k.key === event.key)?.command ?? null;
}
