import { createMemoryRoute, listMemoriesRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { memoryJson } from "@/lib/api/memory-json";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createMemory } from "@/lib/services/memories/create-memory";
import { listMemories } from "@/lib/services/memories/list-memories";

export const POST = withApiRoute(createMemoryRoute, async ({ actor, workspaceId, body }) => {
  const memory = await createMemory({ actor, workspaceId, input: body });
  return { status: 201, body: { memory: memoryJson(memory) } };
});

export const GET = withApiRoute(listMemoriesRoute, async ({ actor, workspaceId, query }) => {
  return { status: 200, body: datesToIso(await listMemories({ actor, workspaceId, input: query })) };
});
