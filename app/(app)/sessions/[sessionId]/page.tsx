import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SessionBesideFactSheets } from "@/components/sessions/session-beside-fact-sheets";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { getSession } from "@/lib/dal/sessions/get-session";

export const metadata: Metadata = { title: "Session" };

export default async function SessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { sessionId } = await params;
  const session = await getSession({ workspaceId: workspace.id, sessionId });
  if (!session) notFound();
  return (
    <>
      <PageHeader title={`Session ${session.externalId}`} description={`${session.turnCount} turns${session.dateText ? ` · ${session.dateText}` : ""}`} />
      <SessionBesideFactSheets session={session} />
    </>
  );
}
