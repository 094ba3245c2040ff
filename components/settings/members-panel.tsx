"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { addMember } from "@/lib/actions/members/add-member";
import { setMemberRole } from "@/lib/actions/members/set-member-role";

type Member = { id: string; email: string; name: string | null; role: "admin" | "member" | "viewer" };
const ROLES = ["admin", "member", "viewer"] as const;

export function MembersPanel({ workspaceId, members, canManage, selfId }: { workspaceId: string; members: Member[]; canManage: boolean; selfId: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run(action: () => Promise<{ ok: boolean; message?: string; issues?: { message: string }[] }>) {
    startTransition(async () => {
      const result = await action();
      if (!result.ok) setError(result.issues?.[0]?.message ?? result.message ?? "That did not work.");
      else {
        setError(null);
        router.refresh();
      }
    });
  }

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    run(() => addMember({ workspaceId, email: String(form.get("email") ?? ""), role: String(form.get("role") ?? "member") }));
  }

  return (
    <div>
      <h2 className="text-sm font-semibold">Members</h2>
      <ul aria-label="Members" className="mt-2 divide-y divide-slate-100">
        {members.map((m) => (
          <li key={m.id} className="flex items-center justify-between py-2 text-sm">
            <span>
              {m.name ?? m.email} <span className="text-slate-500">{m.email}</span>
            </span>
            {canManage && m.id !== selfId ? (
              <select
                aria-label={`Role of ${m.email}`}
                value={m.role}
                disabled={pending}
                onChange={(e) => run(() => setMemberRole({ workspaceId, userId: m.id, role: e.target.value }))}
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            ) : (
              <span className="capitalize text-slate-600">{m.role}</span>
            )}
          </li>
        ))}
      </ul>
      {canManage ? (
        // It wraps on a phone: the button keeps its one line instead of being squeezed into a column of letters.
        <form onSubmit={onAdd} className="mt-3 flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 basis-56 text-sm sm:flex-none">
            Email
            <input name="email" type="email" required className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm" />
          </label>
          <label className="text-sm">
            Role
            <select name="role" defaultValue="member" className="mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm">
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" disabled={pending} className="shrink-0 whitespace-nowrap">
            Add member
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="status" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
