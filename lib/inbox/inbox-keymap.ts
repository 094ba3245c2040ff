export type InboxCommand = "next" | "previous" | "accept" | "edit" | "reject" | "merge" | "search" | "help" | "select" | "bulkAccept" | "bulkReject" | "close";

export const INBOX_KEYS: { key: string; command: InboxCommand; label: string }[] = [
  { key: "j", command: "next", label: "Next proposal" },
  { key: "k", command: "previous", label: "Previous proposal" },
  { key: "a", command: "accept", label: "Accept" },
  { key: "e", command: "edit", label: "Edit, then accept" },
  { key: "r", command: "reject", label: "Reject with a reason" },
  { key: "m", command: "merge", label: "Merge into a memory" },
  { key: "x", command: "select", label: "Select for a bulk decision" },
  { key: "A", command: "bulkAccept", label: "Accept the selected (Shift+A)" },
  { key: "R", command: "bulkReject", label: "Reject the selected (Shift+R)" },
  { key: "/", command: "search", label: "Search the inbox" },
  { key: "?", command: "help", label: "Show these keys" },
  { key: "Escape", command: "close", label: "Close a form or dialog" },
];

// Keys act only when no text field has focus, and never with Ctrl/Alt/Meta held, so typing a
// reason or an edit never triggers a decision.
export function commandForKey(event: { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean; targetIsEditable: boolean }): InboxCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.targetIsEditable) return event.key === "Escape" ? "close" : null;
  return INBOX_KEYS.find((k) => k.key === event.key)?.command ?? null;
}
