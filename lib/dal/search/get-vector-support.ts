import "server-only";
import { getDb } from "@/lib/db/prisma";

export type VectorSupport = {
  // The vector extension is installed and the embedding columns exist (they are created together
  // by the migrations, only where the extension is available).
  available: boolean;
  version: string | null;
  // pgvector 0.8 can keep scanning an HNSW index until enough rows pass a filter (the workspace).
  iterativeScan: boolean;
};

let cached: Promise<VectorSupport> | undefined;

async function detect(): Promise<VectorSupport> {
  const db = getDb();
  const [ext] = await db.$queryRaw<{ version: string }[]>`SELECT extversion AS version FROM pg_extension WHERE extname = 'vector'`;
  const [columns] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'embedding' AND table_name IN ('Observation', 'Memory', 'FactSheet')`;
  const version = ext?.version ?? null;
  const [major = 0, minor = 0] = (version ?? "0.0").split(".").map(Number);
  return { available: version !== null && columns?.n === 3, version, iterativeScan: major > 0 || minor >= 8 };
}

// Asked once per process: whether a database has the extension does not change while Lore runs
// (migrations create the columns at start). A failed probe is not cached.
export function getVectorSupport(): Promise<VectorSupport> {
  cached ??= detect().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
