// The baseline the importer is measured against: the same Session and Observation rows,
// deduplicated the same way (a session's content hash, once per workspace), inserted with plain
// multi-row `INSERT ... VALUES (...), (...)` statements through one pg Client, each statement
// committing on its own. It reads and parses the file like the importer, but skips validation,
// questions, haystack links and evidence: that difference is the importer's overhead.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { readJsonValues } from "@/lib/import/read-json-values";
import { planQuestionImport, type PlannedSession } from "@/lib/longmemeval/plan-question-import";
import type { LongMemEvalQuestion } from "@/lib/longmemeval/question-schema";

const ROWS_PER_STATEMENT = 500;

type Row = unknown[];

async function insertRows(client: pg.Client, table: string, columns: string[], rows: Row[], literals: Record<string, string> = {}) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const tuples = part.map((row) => {
      const cells = columns.map((column, c) => {
        if (column in literals) return literals[column]!;
        params.push(row[c]);
        return `$${params.length}`;
      });
      return `(${cells.join(", ")})`;
    });
    await client.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`, params);
  }
}

export type RawLoader = {
  load: (file: string) => Promise<{ sessions: number; turns: number }>;
};

export function createRawLoader(input: { client: pg.Client; workspaceId: string }): RawLoader {
  const { client, workspaceId } = input;
  const stored = new Set<string>();
  let sessions: PlannedSession[] = [];
  let pendingTurns = 0;

  const flush = async () => {
    if (sessions.length === 0) return;
    const ids = sessions.map(() => randomUUID());
    await insertRows(
      client,
      "Session",
      ["id", "workspaceId", "externalId", "dateText", "contentHash", "turnCount"],
      sessions.map((s, i) => [ids[i], workspaceId, s.externalId, s.dateText, s.contentHash, s.turns.length]),
    );
    const turns = sessions.flatMap((s, i) => s.turns.map((t) => [randomUUID(), workspaceId, ids[i], null, t.position, t.role, t.content, t.contentHash]));
    await insertRows(client, "Observation", ["id", "workspaceId", "sessionId", "kind", "position", "role", "content", "contentHash"], turns, {
      kind: `'message'`,
    });
    sessions = [];
    pendingTurns = 0;
  };

  return {
    async load(file) {
      let newSessions = 0;
      let newTurns = 0;
      for await (const item of readJsonValues([file])) {
        for (const session of planQuestionImport(item.value as LongMemEvalQuestion).haystack) {
          if (stored.has(session.contentHash)) continue;
          stored.add(session.contentHash);
          sessions.push(session);
          pendingTurns += session.turns.length;
          newSessions++;
          newTurns += session.turns.length;
        }
        if (pendingTurns >= ROWS_PER_STATEMENT * 8) await flush();
      }
      await flush();
      return { sessions: newSessions, turns: newTurns };
    },
  };
}
