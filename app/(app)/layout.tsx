import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { AppNav } from "@/components/shell/app-nav";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { NoWorkspace } from "@/components/shell/no-workspace";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { WorkspaceSwitcher } from "@/components/shell/workspace-switcher";
import { VectorStatusBanner } from "@/components/shell/vector-status-banner";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { getWorkspaceOverview } from "@/lib/dal/workspaces/get-workspace-overview";
import { rethrowIfUnavailable } from "@/lib/db/database-unavailable";

export default async function AppLayout({ children }: { children: ReactNode }) {
  // Every page of the app reads the database here first: an outage shows the error page's
  // "database not reachable" instead of a generic failure.
  const { actor, workspaces, workspace } = await requireWorkspaceContext().catch(rethrowIfUnavailable);
  const overview = workspace ? await getWorkspaceOverview(workspace.id, actor.userId).catch(rethrowIfUnavailable) : null;
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <AppSidebar>
        <div className="hidden px-2 text-lg font-semibold tracking-tight md:block">Lore</div>
        {workspace ? <WorkspaceSwitcher current={workspace.id} workspaces={workspaces.map(({ id, name, role }) => ({ id, name, role }))} /> : null}
        <AppNav pendingForMe={overview?.pendingForMe ?? 0} />
        <div className="mt-auto border-t border-slate-200 pt-3 text-xs text-slate-600">
          <div className="truncate px-2" title={actor.email}>
            {actor.name ?? actor.email}
          </div>
          {workspace ? <div className="px-2 capitalize">{workspace.role}</div> : null}
          <SignOutButton />
        </div>
      </AppSidebar>
      <main className="min-w-0 flex-1 px-4 py-4 [overflow-wrap:anywhere] md:px-8 md:py-6">
        <VectorStatusBanner />
        <QueryProvider>{workspace ? children : <NoWorkspace email={actor.email} />}</QueryProvider>
      </main>
    </div>
  );
}
