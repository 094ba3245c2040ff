import "server-only";
import { getDb } from "@/lib/db/prisma";

// Counts for the shell and empty states, scoped to one workspace inside each query.
export async function getWorkspaceOverview(workspaceId: string, userId: string) {
  const db = getDb();
  const [sessions, observations, questions, runs, memories, pendingForMe] = await Promise.all([
    db.session.count({ where: { workspaceId } }),
    db.observation.count({ where: { workspaceId } }),
    db.question.count({ where: { benchmark: { workspaceId } } }),
    db.run.count({ where: { workspaceId } }),
    db.memory.count({ where: { workspaceId, status: "active" } }),
    db.proposal.count({ where: { workspaceId, ownerId: userId, status: "pending" } }),
  ]);
  return { sessions, observations, questions, runs, memories, pendingForMe };
}
