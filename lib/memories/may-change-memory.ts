import type { Actor } from "@/lib/permissions/can";
import { mayDecide } from "@/lib/proposals/may-decide";

// The per-record rule on top of memories:write: a memory is edited, reverted, archived and
// restored by its owner or a workspace admin, the same people who decide proposals about it.
export function mayChangeMemory(actor: Actor, workspaceId: string, ownerId: string): boolean {
  return mayDecide(actor, workspaceId, [ownerId]);
}
