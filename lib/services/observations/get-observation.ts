import "server-only";
import { getObservation as findObservation } from "@/lib/dal/observations/get-observation";
import { AppError } from "@/lib/errors";
import { readByIdInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// One observation: a session's message or a document fragment.
export const getObservation = defineService({
  name: "get-observation",
  schema: readByIdInput,
  permission: null,
  run: async ({ workspaceId, input }) => {
    const observation = await findObservation({ workspaceId, observationId: input.id });
    if (!observation) throw new AppError("NOT_FOUND", "That observation does not exist.");
    return observation;
  },
});
