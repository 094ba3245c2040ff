import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { sessionExists } from "@/lib/dal/sessions/session-exists";

// The session record's existence check: a missing or another workspace's record answers 404
// before any of the page is sent. Unlike the other record pages this segment has no loading.tsx:
// behind a streamed loading boundary the windowed turn list missed an End key pressed right
// after load (e2e/sessions.spec.ts, the 400-turn session).
export default async function SessionLayout({ children, params }: { children: ReactNode; params: Promise<{ sessionId: string }> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return children;
  const { sessionId } = await params;
  if (!(await sessionExists({ workspaceId: workspace.id, sessionId }))) notFound();
  return children;
}
