"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { createMemory as createMemoryService } from "@/lib/services/memories/create-memory";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";

export const createMemory = defineServiceAction({
  name: "create-memory",
  schema: workspaceScopedSchema,
  service: async (call) => {
    const memory = await createMemoryService(call);
    return { memoryId: memory.id, revision: memory.currentRevision };
  },
  // The service's schema strips the workspace field.
  input: (fields) => fields,
});
