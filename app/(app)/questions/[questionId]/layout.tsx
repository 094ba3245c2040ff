import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { questionExists } from "@/lib/dal/questions/question-exists";

// The question record's existence check, outside the segment's loading boundary (loading.tsx wraps
// the page, not this layout): a missing or another workspace's record answers 404 before any of
// the page streams, and a record that is there shows the skeleton while its page loads.
export default async function QuestionLayout({ children, params }: { children: ReactNode; params: Promise<{ questionId: string }> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return children;
  const { questionId } = await params;
  if (!(await questionExists({ workspaceId: workspace.id, questionId }))) notFound();
  return children;
}
