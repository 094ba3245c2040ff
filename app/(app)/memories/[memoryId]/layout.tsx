import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { memoryExists } from "@/lib/dal/memories/memory-exists";

// The memory record's existence check, outside the segment's loading boundary (loading.tsx wraps
// the page, not this layout): a missing or another workspace's record answers 404 before any of
// the page streams, and a record that is there shows the skeleton while its page loads.
export default async function MemoryLayout({ children, params }: { children: ReactNode; params: Promise<{ memoryId: string }> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return children;
  const { memoryId } = await params;
  if (!(await memoryExists({ workspaceId: workspace.id, memoryId }))) notFound();
  return children;
}
