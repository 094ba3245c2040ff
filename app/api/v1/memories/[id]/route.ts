import { getMemoryRoute } from "@/lib/api/api-routes";
import { memoryJson } from "@/lib/api/memory-json";
import { withApiRoute } from "@/lib/api/with-api-route";
import { getMemory } from "@/lib/dal/memories/get-memory";
import { AppError } from "@/lib/errors";

export const GET = withApiRoute(getMemoryRoute, async ({ workspaceId, params }) => {
  const memory = await getMemory({ workspaceId, memoryId: params.id });
  if (!memory) throw new AppError("NOT_FOUND", "That memory does not exist.");
  return { status: 200, body: { memory: memoryJson(memory) } };
});
