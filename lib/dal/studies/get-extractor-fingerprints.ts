import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;
// "NAME@VERSION" -> a fingerprint of that extractor's sheets (undefined: no such extractor).
export async function getExtractorFingerprints(
  input: { workspaceId: string; labels: string[] },
  db: Db = getDb(),
): Promise<Record<string, string | undefined>> {
  const result: Record<string, string | undefined> = {};
  for (const label of new Set(input.labels)) {
    const at = label.lastIndexOf("@");
    const [row] = await db.$queryRaw<{ fingerprint: string | null }[]>`
      SELECT encode(sha256(convert_to(e.id || ':' || coalesce(string_agg(f."sessionId" || '=' || md5(f.text), ',' ORDER BY f."sessionId", f.id), ''), 'UTF8')), 'hex') AS fingerprint
        FROM "Extractor" e
        LEFT JOIN "FactSheet" f ON f."extractorId" = e.id
       WHERE e."workspaceId" = ${input.workspaceId} AND e.name = ${label.slice(0, at)} AND e.version = ${label.slice(at + 1)}
       GROUP BY e.id`;
    result[label] = row?.fingerprint ?? undefined;
  }
  return result;
}
