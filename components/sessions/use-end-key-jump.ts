"use client";
import { useEffect } from "react";

// Where End belongs to what it is pressed in, not to the page.
const OWNS_END = "input, textarea, select, [contenteditable], [role=dialog], [role=listbox], [role=menu], [role=combobox], [role=grid]";

// True when the key would scroll a box of its own (the fact-sheet column, a code block) rather than the page.
function insideScrollBox(element: Element): boolean {
  for (let node: Element | null = element; node && node !== document.documentElement && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === "auto" || overflowY === "scroll") && node.scrollHeight > node.clientHeight) return true;
  }
  return false;
}

// End takes the page to its bottom at once instead of in the browser's smooth animation. In a
// windowed list the rows passed over are measured while that animation runs, and the list's
// corrections to the scroll position (which keep what is on screen still as estimated heights
// become real ones) stop it short of the end; a jump lands at the end, where the list keeps the
// reader (its anchorTo "end") while the last rows are measured.
export function useEndKeyJump(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "End" || event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return;
      const target = event.target;
      if (target instanceof Element && (target.closest(OWNS_END) || insideScrollBox(target))) return;
      event.preventDefault();
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
