import { Command, EmptyState } from "@/components/ui/empty-state";

export function NoWorkspace({ email }: { email: string }) {
  return (
    <EmptyState title="You are not in a workspace yet">
      <p>Ask a workspace admin to add {email}, or create a workspace and join it from a terminal:</p>
      <Command>npm run lore -- workspaces create --name &quot;My research&quot;</Command>
    </EmptyState>
  );
}
