import "server-only";
import { getServerSession } from "next-auth";
import { actorFromContext } from "@/lib/auth/actor-context";
import { authOptions } from "@/lib/auth/auth-options";
import { loadActor } from "@/lib/dal/users/load-actor";
import type { Actor } from "@/lib/permissions/can";

export async function currentActor(): Promise<Actor | null> {
  const bound = actorFromContext();
  if (bound) return bound.actor;
  const authSession = await getServerSession(authOptions);
  const userId = authSession?.user?.id;
  return userId ? loadActor(userId) : null;
}
