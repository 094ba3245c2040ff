import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/shell/not-found-panel";
import { StandaloneHeader } from "@/components/shell/standalone-header";

export const metadata: Metadata = { title: "Not found" };

// An address no route matches.
export default function NotFound() {
  return (
    <>
      <StandaloneHeader />
      <main className="mx-auto max-w-xl px-6 py-16">
        <NotFoundPanel />
      </main>
    </>
  );
}
