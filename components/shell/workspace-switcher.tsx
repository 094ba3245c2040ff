"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { switchWorkspace } from "@/lib/actions/workspaces/switch-workspace";

type Option = { id: string; name: string; role: string };

export function WorkspaceSwitcher({ current, workspaces }: { current: string; workspaces: Option[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="mt-3 px-2">
      <label className="block text-xs font-medium text-slate-600">
        Current workspace
        <select
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
          value={current}
          disabled={pending}
          onChange={(event) => {
            const workspaceId = event.target.value;
            startTransition(async () => {
              const result = await switchWorkspace({ workspaceId });
              if (!result.ok) setError(result.message);
              else router.refresh();
            });
          }}
        >
          {workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </label>
      {error ? <p className="mt-1 text-xs text-red-700">{error}</p> : null}
    </div>
  );
}
