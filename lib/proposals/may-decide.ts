import { roleIn, type Actor } from "@/lib/permissions/can";

// A proposal is decided by the owner of the memory it proposes (or merges into), or by a
// workspace admin. The permission check (proposals:review) comes first; this is the per-record
// rule on top of it.
export function mayDecide(actor: Actor, workspaceId: string, ownerIds: string[]): boolean {
  if (roleIn(actor, workspaceId) === "admin") return true;
  return ownerIds.every((id) => id === actor.userId);
}
