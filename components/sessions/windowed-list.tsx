"use client";
import { useCallback, useEffect, useEffectEvent, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from "react";
import { visibleRange } from "@/lib/sessions/visible-range";

export type WindowedListHandle = { scrollToIndex: (index: number) => void };

// Rows rendered beyond the viewport on each side, and rows rendered before the viewport is known
// (on the server and at hydration, which must agree).
const OVERSCAN_PX = 1_200;
const INITIAL_ROWS = 30;
// Scroll positions are rounded to this many pixels, so scrolling re-renders every 100 px, not
// every frame; the overscan is far larger, so no row appears late.
const SCROLL_STEP_PX = 100;

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

// A list that, when `virtualize` is on, renders only the rows near the window's viewport: the
// page keeps its normal scroll, the rows above and below are padding whose height is the sum of
// measured heights (estimated until a row has been seen). #anchor links to rows that are not
// rendered still work: the list scrolls to the row's offset, then onto the rendered row.
export function WindowedList<T>({ items, itemKey, anchorOf, estimateHeight, renderItem, virtualize, label, className, handle }: Props<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const observerRef = useRef<ResizeObserver | null>(null);
  const pendingRef = useRef<{ index: number; key: string; tries: number; since: number } | null>(null);
  const [viewport, setViewport] = useState<{ top: number; bottom: number } | null>(null);
  const [heights, setHeights] = useState<Record<string, number>>({});

  const offsets = useMemo(() => {
    // Scale the estimates of rows not yet seen by how far off they were for the rows measured, so
    // that the list's height (and where End or an anchor lands) is right from the first rows on.
    let measured = 0;
    let estimatedOfMeasured = 0;
    const estimates = items.map((item) => {
      const estimate = estimateHeight(item);
      const height = heights[itemKey(item)];
      if (height !== undefined) {
        measured += height;
        estimatedOfMeasured += estimate;
      }
      return estimate;
    });
    const scale = estimatedOfMeasured > 0 ? measured / estimatedOfMeasured : 1;
    const result = new Array<number>(items.length + 1);
    result[0] = 0;
    items.forEach((item, i) => (result[i + 1] = result[i]! + (heights[itemKey(item)] ?? estimates[i]! * scale)));
    return result;
  }, [items, heights, itemKey, estimateHeight]);
  const offsetsRef = useRef(offsets);
  useLayoutEffect(() => {
    offsetsRef.current = offsets;
  }, [offsets]);

  const [start, end] = !virtualize
    ? [0, items.length]
    : viewport === null
      ? [0, Math.min(items.length, INITIAL_ROWS)]
      : visibleRange(offsets, viewport.top - OVERSCAN_PX, viewport.bottom + OVERSCAN_PX);

  // Follow the window's scroll and size.
  useEffect(() => {
    if (!virtualize) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const list = listRef.current;
      if (!list) return;
      const top = Math.floor(-list.getBoundingClientRect().top / SCROLL_STEP_PX) * SCROLL_STEP_PX;
      const bottom = top + Math.ceil(window.innerHeight / SCROLL_STEP_PX + 1) * SCROLL_STEP_PX;
      setViewport((prev) => (prev && prev.top === top && prev.bottom === bottom ? prev : { top, bottom }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [virtualize]);

  useEffect(() => () => observerRef.current?.disconnect(), []);

  const measure = useCallback((row: HTMLLIElement | null) => {
    if (!row) return;
    observerRef.current ??= new ResizeObserver((entries) => {
      setHeights((prev) => {
        let next: Record<string, number> | null = null;
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.key;
          const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
          if (!key || Math.abs((prev[key] ?? -1) - height) < 0.5) continue;
          next ??= { ...prev };
          next[key] = height;
        }
        return next ?? prev;
      });
    });
    const observer = observerRef.current;
    observer.observe(row);
    return () => observer.unobserve(row);
  }, []);

  const scrollToIndex = useCallback(
    (index: number) => {
      const item = items[index];
      const list = listRef.current;
      if (!item || !list) return;
      const key = itemKey(item);
      const row = list.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
      if (!virtualize || row) {
        row?.scrollIntoView({ block: "start" });
        return;
      }
      // Jump to the estimated offset; the layout effect below corrects the jump as rows get measured
      // and lands on the row once it is rendered.
      window.scrollTo({ top: window.scrollY + list.getBoundingClientRect().top + (offsetsRef.current[index] ?? 0) });
      pendingRef.current = { index, key, tries: 0, since: performance.now() };
    },
    [items, itemKey, virtualize],
  );
  useImperativeHandle(handle, () => ({ scrollToIndex }), [scrollToIndex]);

  // Rows get measured as they render, which moves the target; settle within a few renders: jump
  // to its corrected offset while it is not rendered, then onto the row itself.
  useLayoutEffect(() => {
    const pending = pendingRef.current;
    const list = listRef.current;
    if (!pending || !list) return;
    pending.tries += 1;
    // Never fight someone who scrolls on: give up after a few renders or two seconds.
    if (pending.tries > 8 || performance.now() - pending.since > 2_000) {
      pendingRef.current = null;
      return;
    }
    const row = list.querySelector<HTMLElement>(`[data-key="${CSS.escape(pending.key)}"]`);
    if (!row) {
      window.scrollTo({ top: window.scrollY + list.getBoundingClientRect().top + (offsets[pending.index] ?? 0) });
      return;
    }
    const margin = parseFloat(getComputedStyle(row).scrollMarginTop) || 0;
    if (Math.abs(row.getBoundingClientRect().top - margin) < 2) pendingRef.current = null;
    else row.scrollIntoView({ block: "start" });
  });

  // In a windowed list the browser cannot find an anchor that is not rendered: follow the hash.
  // (On load and on each hash change only, not on every render.)
  const followHash = useEffectEvent(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (!anchor) return;
    const index = items.findIndex((item) => anchorOf(item) === anchor);
    if (index >= 0) scrollToIndex(index);
  });
  useEffect(() => {
    if (!virtualize) return;
    followHash();
    const onHashChange = () => followHash();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [virtualize]);

  const total = offsets[items.length] ?? 0;
  return (
    <ol
      ref={listRef}
      aria-label={label}
      className={className}
      style={virtualize ? { paddingTop: offsets[start], paddingBottom: Math.max(0, total - (offsets[end] ?? total)) } : undefined}
    >
      {items.slice(start, end).map((item, i) => (
        <li
          key={itemKey(item)}
          id={anchorOf(item)}
          data-key={itemKey(item)}
          ref={virtualize ? measure : undefined}
          aria-setsize={items.length}
          aria-posinset={start + i + 1}
          className="scroll-mt-4 pb-3"
        >
          {renderItem(item)}
        </li>
      ))}
    </ol>
  );
}
