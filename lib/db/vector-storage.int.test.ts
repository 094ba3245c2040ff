import { describe, expect, it } from "vitest";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { getDb } from "@/lib/db/prisma";
import { createTestUser, createTestWorkspace } from "@/testing/factories";

// Memories' and fact sheets' vectors stay inside their rows (migration
// 20261205000100_vector_storage_inline): the search box scans them exactly, and a vector in the
// TOAST table costs a lookup per row. A row holding a long body keeps its vector inline, its body
// going out of line instead.
describe("vector storage", () => {
  it("keeps memory and fact-sheet vectors in the row (STORAGE MAIN), wherever the vector extension exists", async () => {
    const db = getDb();
    const columns = await db.$queryRaw<{ table: string; storage: string }[]>`
      SELECT c.relname::text AS table, a.attstorage::text AS storage FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relname IN ('Memory', 'FactSheet') AND c.relnamespace = current_schema()::regnamespace AND a.attname = 'embedding' AND NOT a.attisdropped
       ORDER BY c.relname`;
    if (!(await getVectorSupport()).available) {
      expect(columns).toEqual([]);
      return;
    }
    expect(columns).toEqual([
      { table: "FactSheet", storage: "m" },
      { table: "Memory", storage: "m" },
    ]);
    // A memory row over the 2 kB TOAST threshold keeps its vector in the row when the vector is
    // written; what goes to the TOAST table is the body or the tsvector.
    const owner = await createTestUser("owner");
    const workspace = await createTestWorkspace("vectors");
    // A body that does not compress (distinct words), as long as the vector: the row is well over
    // the threshold and one of the two must go out of line.
    const body = Array.from({ length: 260 }, (_, i) => ((i * 7_919 + 104_729) % 1_000_003).toString(36)).join(" ");
    const memory = await db.memory.create({ data: { workspaceId: workspace.id, ownerId: owner.id, body } });
    const toastBytes = async () => {
      const [toast] = await db.$queryRaw<
        { name: string }[]
      >`SELECT reltoastrelid::regclass::text AS name FROM pg_class WHERE relname = 'Memory' AND relnamespace = current_schema()::regnamespace`;
      const [count] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT coalesce(sum(octet_length(chunk_data)), 0)::int AS n FROM ${toast!.name}`);
      return count!.n;
    };
    const before = await toastBytes();
    await db.$executeRaw`UPDATE "Memory" SET embedding = array_fill(0.05::real, ARRAY[384])::vector WHERE id = ${memory.id}`;
    // The body (compressed) may go out of line; the vector's 1,544 bytes do not.
    expect(await toastBytes()).toBeLessThan(before + 1544);
    const [stored] = await db.$queryRaw<{ dims: number }[]>`SELECT vector_dims(embedding) AS dims FROM "Memory" WHERE id = ${memory.id}`;
    expect(stored?.dims).toBe(384);
  });
});
