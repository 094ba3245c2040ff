import { createMemoryRoute } from "@/lib/api/api-routes";
import { embedMemory } from "@/lib/dal/search/write-embeddings";
import { memoryJson } from "@/lib/api/memory-json";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createMemory } from "@/lib/dal/memories/create-memory";

export const POST = withApiRoute(createMemoryRoute, async ({ actor, workspaceId, body }) => {
  const memory = await createMemory({
    workspaceId,
    ownerId: actor.userId,
    authorId: actor.userId,
    body: body.body,
    observationIds: body.observationIds,
    reason: body.reason ?? null,
  });
  await embedMemory(memory.id);
  return { status: 201, body: { memory: memoryJson(memory) } };
});
