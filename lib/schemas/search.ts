import { z } from "@/lib/zod";

export const searchQuerySchema = z.object({
  q: z.string().trim().max(500).optional().default(""),
});
