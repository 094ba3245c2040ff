import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/prisma";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const ROWS_PER_INSERT = 1_000;

// Stores document fragments as immutable observations outside any session, in one transaction.
export async function createDocumentFragments(input: { workspaceId: string; source?: string | null; fragments: { content: string; position?: number }[] }) {
  const rows = input.fragments.map((f, index) => ({
    id: randomUUID(),
    workspaceId: input.workspaceId,
    kind: "document_fragment" as const,
    position: f.position ?? index,
    content: f.content,
    contentHash: sha256(f.content),
    source: input.source ?? "api",
  }));
  await getDb().$transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await tx.observation.createMany({ data: rows.slice(i, i + ROWS_PER_INSERT) });
    }
  });
  return rows.map((r) => ({ id: r.id, position: r.position, contentHash: r.contentHash }));
}
