import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { runExists } from "@/lib/dal/runs/run-exists";

// The run (and its verify page) record's existence check, outside the segment's loading boundary (loading.tsx wraps
// the page, not this layout): a missing or another workspace's record answers 404 before any of
// the page streams, and a record that is there shows the skeleton while its page loads.
export default async function RunLayout({ children, params }: { children: ReactNode; params: Promise<{ runId: string }> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return children;
  const { runId } = await params;
  if (!(await runExists({ workspaceId: workspace.id, runId }))) notFound();
  return children;
}
