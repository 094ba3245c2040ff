import { createMemoryRoute } from "@/lib/api/api-routes";
import { memoryJson } from "@/lib/api/memory-json";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createMemory } from "@/lib/services/memories/create-memory";

export const POST = withApiRoute(createMemoryRoute, async ({ actor, workspaceId, body }) => {
  const memory = await createMemory({ actor, workspaceId, input: body });
  return { status: 201, body: { memory: memoryJson(memory) } };
});
