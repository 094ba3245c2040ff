// Loads LongMemEval sessions into one workspace as Session and Observation rows with local
// embeddings, through plain multi-row INSERTs (the measurement needs the rows, not the importer).
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { embedText } from "@/lib/embeddings/local-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";

export type LoadedTurn = { id: string; session: string; text: string };

const ROWS = 300;

export async function loadSessions(
  databaseUrl: string,
  workspaceId: string,
  sessions: Map<string, { role: string; content: string }[]>,
): Promise<LoadedTurn[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const turns: LoadedTurn[] = [];
  try {
    const rows: unknown[][] = [];
    for (const [externalId, messages] of sessions) {
      const sessionId = randomUUID();
      const kept = messages.filter((m) => m.content.trim());
      await client.query(`INSERT INTO "Session" (id, "workspaceId", "externalId", "contentHash", "turnCount") VALUES ($1, $2, $3, $4, $5)`, [
        sessionId,
        workspaceId,
        externalId,
        createHash("sha256").update(`${workspaceId}:${externalId}`).digest("hex"),
        kept.length,
      ]);
      kept.forEach((m, position) => {
        const id = randomUUID();
        turns.push({ id, session: externalId, text: m.content });
        rows.push([id, workspaceId, sessionId, position, m.role, m.content, `${sessionId}:${position}`, toVectorLiteral(embedText(m.content))]);
      });
    }
    for (let i = 0; i < rows.length; i += ROWS) {
      const part = rows.slice(i, i + ROWS);
      const params: unknown[] = [];
      const tuples = part.map((row) => `(${row.map((v, c) => `$${params.push(v)}${c === 7 ? "::vector" : ""}`).join(", ")}, 'message')`);
      await client.query(
        `INSERT INTO "Observation" (id, "workspaceId", "sessionId", position, role, content, "contentHash", embedding, kind) VALUES ${tuples.join(", ")}`,
        params,
      );
    }
  } finally {
    await client.end();
  }
  return turns;
}
