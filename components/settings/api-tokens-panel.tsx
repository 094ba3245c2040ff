"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { ApiTokenList, type ApiTokenRow } from "@/components/settings/api-token-list";
import { NewApiTokenNotice } from "@/components/settings/new-api-token-notice";
import { Button } from "@/components/ui/button";
import { createApiToken } from "@/lib/actions/tokens/create-api-token";
import { revokeApiToken } from "@/lib/actions/tokens/revoke-api-token";
import { LimitedInput } from "@/components/ui/limited-input";

type ScopeOption = { scope: string; label: string };
type Result = { ok: boolean; message?: string; issues?: { message: string }[] };
const EXPIRY_DAYS = [30, 90, 365] as const;

export function ApiTokensPanel({
  workspaceId,
  tokens,
  scopes,
  showOwners,
}: {
  workspaceId: string;
  tokens: ApiTokenRow[];
  scopes: ScopeOption[];
  showOwners: boolean;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; name: string; token: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function report(result: Result): boolean {
    if (result.ok) {
      setError(null);
      router.refresh();
      return true;
    }
    setError(result.issues?.[0]?.message ?? result.message ?? "That did not work.");
    return false;
  }

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const expires = String(form.get("expiresInDays") ?? "");
    startTransition(async () => {
      const result = await createApiToken({
        workspaceId,
        name: String(form.get("name") ?? ""),
        scopes: form.getAll("scopes").map(String),
        expiresInDays: expires ? Number(expires) : null,
      });
      if (report(result) && result.ok) {
        setCreated({ id: result.data.id, name: result.data.name, token: result.data.token });
        formElement.reset();
      }
    });
  }

  return (
    <div>
      <h2 className="text-sm font-semibold">API tokens</h2>
      <p className="mt-1 text-sm text-slate-600">
        Agents call the HTTP API (
        <a className="underline" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>
        ) with a token. A token acts as you, in this workspace only, with the scopes you give it and never more than your role; every token may read the
        workspace.
      </p>
      <form onSubmit={onCreate} className="mt-3 space-y-2">
        <label className="block text-sm">
          Name
          <LimitedInput
            name="name"
            required
            maxLength={80}
            placeholder="e.g. research agent"
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
        </label>
        <fieldset className="text-sm">
          <legend>Scopes</legend>
          {scopes.map((s) => (
            // A scope's name never breaks inside; on a phone its description goes on the line below.
            <label key={s.scope} className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <input type="checkbox" name="scopes" value={s.scope} />{" "}
              <code className="whitespace-nowrap font-mono text-xs [overflow-wrap:normal]">{s.scope}</code>{" "}
              <span className="min-w-0 basis-full pl-5 text-slate-600 sm:flex-1 sm:basis-0 sm:pl-0">{s.label}</span>
            </label>
          ))}
        </fieldset>
        <label className="block text-sm">
          Expires
          <select name="expiresInDays" defaultValue="" className="mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm">
            <option value="">never</option>
            {EXPIRY_DAYS.map((d) => (
              <option key={d} value={d}>
                in {d} days
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={pending}>
          Create token
        </Button>
      </form>
      {created ? <NewApiTokenNotice name={created.name} token={created.token} onDismiss={() => setCreated(null)} /> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">{showOwners ? "All tokens in this workspace" : "Your tokens"}</h3>
      <ApiTokenList
        tokens={tokens}
        showOwner={showOwners}
        pending={pending}
        onRevoke={(tokenId) => {
          if (created?.id === tokenId) setCreated(null);
          startTransition(async () => void report(await revokeApiToken({ workspaceId, tokenId })));
        }}
      />
    </div>
  );
}
