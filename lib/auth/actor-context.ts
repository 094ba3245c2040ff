import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Actor } from "@/lib/permissions/can";

// Lets an API route (acting for a token) or a test run the same actions a signed-in user runs,
// with the actor decided by server code, never by the request body.
const storage = new AsyncLocalStorage<{ actor: Actor | null }>();

export function runAsActor<T>(actor: Actor | null, fn: () => Promise<T>): Promise<T> {
  return storage.run({ actor }, fn);
}

export function actorFromContext(): { actor: Actor | null } | undefined {
  return storage.getStore();
}
