import "server-only";
import { getDb } from "@/lib/db/prisma";

// The accepted memories a memories set-up reads (null: there are none).
export async function getMemoriesFingerprint(input: { workspaceId: string }): Promise<string | null> {
  const [row] = await getDb().$queryRaw<{ n: number; fingerprint: string | null }[]>`
    SELECT count(*)::int AS n,
           encode(sha256(convert_to(coalesce(string_agg(m.id || '=' || md5(m.body), ',' ORDER BY m.id), ''), 'UTF8')), 'hex') AS fingerprint
      FROM "Memory" m
     WHERE m."workspaceId" = ${input.workspaceId} AND m.status = 'active'`;
  return row && row.n > 0 ? row.fingerprint : null;
}
