"use client";
import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

// False while the server renders and during hydration, true once React runs in the browser: a
// server-rendered page whose keyboard shortcuts need its scripts can say when they work.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
