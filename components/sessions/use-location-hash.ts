"use client";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

// The URL's #fragment, kept current across hash changes; empty on the server, so the first render
// matches the server's HTML and the fragment applies right after hydration.
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => decodeURIComponent(window.location.hash.slice(1)),
    () => "",
  );
}
