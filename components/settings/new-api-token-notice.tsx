"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// The only time a token is ever shown: Lore keeps its hash, not the token.
export function NewApiTokenNotice({ name, token, onDismiss }: { name: string; token: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div role="status" className="mt-3 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm">
      <p className="font-medium text-emerald-900">Token “{name}” created. Copy it now: it will not be shown again.</p>
      <div className="mt-2 flex items-center gap-2">
        <code aria-label="New API token" className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 font-mono text-xs text-slate-900">
          {token}
        </code>
        <Button variant="secondary" onClick={copy}>
          {copied === "yes" ? "Copied" : "Copy"}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
      {copied === "failed" ? <p className="mt-1 text-xs text-red-700">The browser refused the clipboard; select the token and copy it by hand.</p> : null}
    </div>
  );
}
