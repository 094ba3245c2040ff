"use client";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export type ApiTokenRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  user: { id: string; email: string; name: string | null };
};

const day = (date: Date) => date.toISOString().slice(0, 10);

function status(token: ApiTokenRow, now: number) {
  if (token.revokedAt) return <Badge tone="bad">revoked {day(token.revokedAt)}</Badge>;
  if (token.expiresAt && token.expiresAt.getTime() <= now) return <Badge tone="warn">expired {day(token.expiresAt)}</Badge>;
  return <Badge tone="good">{token.expiresAt ? `active until ${day(token.expiresAt)}` : "active"}</Badge>;
}

export function ApiTokenList({
  tokens,
  showOwner,
  pending,
  onRevoke,
}: {
  tokens: ApiTokenRow[];
  showOwner: boolean;
  pending: boolean;
  onRevoke: (id: string) => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  if (tokens.length === 0) return <p className="mt-2 text-sm text-slate-600">No tokens yet.</p>;
  return (
    <ul aria-label="API tokens" className="mt-2 divide-y divide-slate-100">
      {tokens.map((t) => (
        <li key={t.id} className="flex items-start justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <p>
              <span className="font-medium">{t.name}</span> <code className="font-mono text-xs text-slate-600">{t.prefix}…</code> {status(t, now)}
            </p>
            <p className="mt-1 flex flex-wrap gap-1">
              {t.scopes.length > 0 ? (
                t.scopes.map((s) => (
                  <Badge key={s} tone="info">
                    {s}
                  </Badge>
                ))
              ) : (
                <Badge>read only</Badge>
              )}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {showOwner ? `${t.user.name ?? t.user.email} · ` : ""}created {day(t.createdAt)} ·{" "}
              {t.lastUsedAt ? `last used ${day(t.lastUsedAt)}` : "never used"}
            </p>
          </div>
          {t.revokedAt ? null : confirming === t.id ? (
            <span className="flex shrink-0 gap-1">
              <Button variant="danger" disabled={pending} onClick={() => onRevoke(t.id)}>
                Revoke now
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </span>
          ) : (
            <Button variant="secondary" aria-label={`Revoke ${t.name}`} className="shrink-0" onClick={() => setConfirming(t.id)}>
              Revoke
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
