import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { sessionExists } from "@/lib/dal/sessions/session-exists";

// The session record's existence check, outside the segment's loading boundary (loading.tsx wraps
// the page, not this layout): a missing or another workspace's record answers 404 before any of
// the page streams, and a record that is there shows the skeleton while its page loads. The
// windowed turn list behind that boundary reads the window's scroll position when it attaches, so
// a scroll made while the page streams in is kept (components/sessions/windowed-list.tsx).
export default async function SessionLayout({ children, params }: { children: ReactNode; params: Promise<{ sessionId: string }> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return children;
  const { sessionId } = await params;
  if (!(await sessionExists({ workspaceId: workspace.id, sessionId }))) notFound();
  return children;
}
