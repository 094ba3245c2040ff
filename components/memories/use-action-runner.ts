"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/errors";

// Runs a server action from a form or button: shows its refusal as a message, and on success
// hands over the data and re-renders the page's server components.
export function useActionRunner() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run<T>(action: () => Promise<ActionResult<T>>, onDone?: (data: T) => void) {
    startTransition(async () => {
      const result = await action();
      if (!result.ok) {
        setError(result.issues?.[0]?.message ?? result.message);
        return;
      }
      setError(null);
      onDone?.(result.data);
      router.refresh();
    });
  }

  return { run, pending, error };
}
