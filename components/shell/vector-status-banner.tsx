import { getDatabaseHealth } from "@/lib/dal/health/get-database-health";

// Lore runs without pgvector; say so where search results are read.
export async function VectorStatusBanner() {
  const health = await getDatabaseHealth();
  if (health.vector) return null;
  return (
    <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      This database has no pgvector extension: search uses full-text matching only.
    </p>
  );
}
