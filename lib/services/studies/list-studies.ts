import "server-only";
import { listStudies as findStudies } from "@/lib/dal/studies/list-studies";
import { z } from "@/lib/zod";
import { defineService } from "@/lib/services/define-service";

// The workspace's studies for the Runs page, newest first.
export const listStudies = defineService({
  name: "list-studies",
  schema: z.object({ limit: z.number().int().min(1).max(200).optional() }),
  permission: null,
  run: async ({ workspaceId, input }) => findStudies({ workspaceId, limit: input.limit }),
});
