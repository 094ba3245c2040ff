"use client";
import { observeWindowOffset, useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEndKeyJump } from "@/components/sessions/use-end-key-jump";
import { useEffect, useEffectEvent, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from "react";

export type WindowedListHandle = { scrollToIndex: (index: number) => void };

// Pixels rendered beyond the viewport on each side, as rows (estimated).
const OVERSCAN_ROWS = 12;
// What the server renders before the viewport is known (and hydration must agree with).
const INITIAL_RECT = { width: 1024, height: 2400 };

// The window's scroll position as the virtualizer sees it. The stock observer only hears scroll
// events from the moment it is attached (the list's first commit), and on attaching the
// virtualizer writes its stored offset back to the window: a scroll made before or during
// hydration (an End key pressed as the streamed page appears) was neither seen nor kept, and the
// window jumped back to where the list was rendered. This one reads the real position when it
// attaches, so the list renders the rows that are on screen and keeps the reader where they are.
const observeWindowOffsetFromNow: typeof observeWindowOffset = (instance, onOffset) => {
  const stop = observeWindowOffset(instance, onOffset);
  if (instance.scrollElement) onOffset(instance.scrollElement.scrollY, false);
  return stop;
};

type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  anchorOf: (item: T) => string;
  estimateHeight: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Below this many rows every row is rendered and the browser handles anchors itself. */
  virtualize: boolean;
  label: string;
  className?: string;
  handle?: Ref<WindowedListHandle>;
};

// A list that, when `virtualize` is on, renders only the rows near the window's viewport
// (@tanstack/react-virtual's window virtualizer, rows measured as they render): the page keeps its
// normal scroll, the rows above and below are padding. #anchor links to rows that are not rendered
// still work: the list follows the hash and scrolls the row into place.
export function WindowedList<T>({ items, itemKey, anchorOf, estimateHeight, renderItem, virtualize, label, className, handle }: Props<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  // Where the list starts on the page: the virtualizer counts offsets from the document's top.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimateHeight(items[index]!),
    getItemKey: (index) => itemKey(items[index]!),
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    initialRect: INITIAL_RECT,
    // The first render matches the server's markup (which starts at the top) whatever the window's
    // position when hydration began; observeWindowOffsetFromNow then moves the window of rows.
    initialOffset: 0,
    observeElementOffset: observeWindowOffsetFromNow,
    // A reader at the end of the page stays there while the rows near it are measured (their real
    // heights replace the estimates): End shows the last turn even if it was pressed before the
    // rows were measured.
    anchorTo: "end",
    enabled: virtualize,
  });

  useEndKeyJump(virtualize);

  const scrollToIndex = (index: number) => {
    const item = items[index];
    if (!item) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(itemKey(item))}"]`);
    if (!virtualize) row?.scrollIntoView({ block: "start" });
    else virtualizer.scrollToIndex(index, { align: "start" });
  };
  useImperativeHandle(handle, () => ({ scrollToIndex }));

  // In a windowed list the browser cannot find an anchor that is not rendered, and after a
  // client-side navigation (a search hit's turn link) the browser does not look for the anchor
  // in a list that renders after it: follow the hash on load and on each hash change (not on
  // every render), windowed or not.
  const followHash = useEffectEvent(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (!anchor) return;
    const index = items.findIndex((item) => anchorOf(item) === anchor);
    if (index >= 0) scrollToIndex(index);
  });
  useEffect(() => {
    followHash();
    const onHashChange = () => followHash();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [virtualize, scrollMargin]);

  const rows = virtualize ? virtualizer.getVirtualItems() : null;
  const shown = rows ? rows.map((row) => ({ index: row.index, item: items[row.index]! })) : items.map((item, index) => ({ index, item }));
  const total = virtualizer.getTotalSize();
  const first = rows?.[0];
  const last = rows?.at(-1);
  return (
    <ol
      ref={listRef}
      aria-label={label}
      className={className}
      style={
        rows ? { paddingTop: first ? first.start - scrollMargin : 0, paddingBottom: last ? Math.max(0, total - (last.end - scrollMargin)) : 0 } : undefined
      }
    >
      {shown.map(({ index, item }) => (
        <li
          key={itemKey(item)}
          id={anchorOf(item)}
          data-key={itemKey(item)}
          data-index={index}
          ref={virtualize ? virtualizer.measureElement : undefined}
          aria-setsize={items.length}
          aria-posinset={index + 1}
          className="scroll-mt-4 pb-3"
        >
          {renderItem(item)}
        </li>
      ))}
    </ol>
  );
}
