"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceId } from "@/lib/schemas/workspace";
import { startStudy as startStudyService } from "@/lib/services/studies/start-study";
import { z } from "@/lib/zod";

// The Runs page's "Start a study" form: the study file's text (pasted or chosen) and an optional name.
export const startStudy = defineServiceAction({
  name: "start-study",
  schema: z.object({ workspaceId, fileName: z.unknown().optional(), text: z.unknown(), name: z.unknown().optional() }),
  service: startStudyService,
  input: ({ fileName, text, name }) => ({ fileName, text, name }),
});
