import { z } from "@/lib/zod";

// The audit log's filters: one action family (the part before the dot), and a page cursor.
export const AUDIT_ACTION_FAMILIES = ["memory", "proposal", "member", "workspace", "token", "factsheets", "demo"] as const;

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTION_FAMILIES).optional().catch(undefined),
  cursor: z.string().min(1).max(64).optional().catch(undefined),
});
