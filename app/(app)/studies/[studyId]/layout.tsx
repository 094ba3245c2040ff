import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { studyExists } from "@/lib/dal/studies/study-exists";

// The study record's existence check, outside the segment's loading boundary (loading.tsx wraps
// the page, not this layout): a missing or another workspace's record answers 404 before any of
// the page streams, and a record that is there shows the skeleton while its page loads.
export default async function StudyLayout({ children, params }: { children: ReactNode; params: Promise<{ studyId: string }> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return children;
  const { studyId } = await params;
  if (!(await studyExists({ workspaceId: workspace.id, study: studyId }))) notFound();
  return children;
}
