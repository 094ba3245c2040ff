import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SessionSheetSummary } from "@/components/sessions/session-sheet-summary";
import { SessionViewClient } from "@/components/sessions/session-view-client";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listMembers } from "@/lib/dal/memberships/list-members";
import { can } from "@/lib/permissions/can";
import { ROLE_PERMISSIONS } from "@/lib/permissions/permissions";
import { loadSessionView } from "@/lib/services/sessions/load-session-view";

export const metadata: Metadata = { title: "Session" };

export default async function SessionPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const [{ sessionId }, query] = await Promise.all([params, searchParams]);
  const extractorId = typeof query.extractor === "string" ? query.extractor : undefined;
  // The sheet's analysis against the turns is stored on the first view and read on later ones.
  const loaded = await loadSessionView({ workspaceId: workspace.id, sessionId, extractorId });
  if (!loaded) notFound();
  const { session, view, analysis } = loaded;
  const sheet = session.chosenSheet;
  // Proposals go to a member who may review them.
  const owners = can(actor, "proposals:create", workspace.id)
    ? (await listMembers(workspace.id)).filter((m) => ROLE_PERMISSIONS[m.role].has("proposals:review")).map((m) => ({ id: m.id, label: m.name ?? m.email }))
    : null;
  const date = session.dateText ?? session.date?.toISOString().slice(0, 10) ?? null;
  const sheetLabel = sheet ? `${sheet.extractor.name}@${sheet.extractor.version}` : null;
  return (
    <>
      <PageHeader
        title={`Session ${session.externalId}`}
        description={
          <>
            {session.turnCount} turns · {date ? <time>{date}</time> : "no date"}
          </>
        }
      />
      <SessionViewClient
        view={view}
        sheet={sheet && sheetLabel ? { id: sheet.id, label: sheetLabel } : null}
        sheetHeader={
          <SessionSheetSummary
            sessionId={session.id}
            sheets={session.factSheets}
            chosenId={sheet?.extractor.id ?? null}
            analysis={analysis}
            passthrough={sheet?.passthrough ?? false}
            lostCount={view.lostCount}
          />
        }
        propose={owners ? { workspaceId: workspace.id, selfId: actor.userId, owners } : undefined}
      />
    </>
  );
}
