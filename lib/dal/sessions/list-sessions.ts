import "server-only";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { SESSION_SORT_DIRECTION, type SessionSort } from "@/lib/sessions/session-list-query";
import type { SortDirection } from "@/lib/utils/table-sort";

export type SessionListFilters = {
  workspaceId: string;
  benchmarkId?: string;
  /** Only sessions holding evidence for a question of this type. */
  questionType?: string;
  /** Only sessions holding evidence for some question. */
  evidenceOnly?: boolean;
  /** Only sessions with a fact sheet of this extractor, whose analysis each row then shows. */
  extractorId?: string;
  /** "coverage": the extractor's worst coverage first (ascending), sessions not analyzed yet last in either direction. */
  sort?: SessionSort;
  /** Absent: the column's own first direction (newest date, worst coverage, largest count). */
  dir?: SortDirection;
  /** Full-text search over the session's observations. */
  q?: string;
  take: number;
  skip: number;
};

export type SessionListRow = {
  id: string;
  externalId: string;
  dateText: string | null;
  turnCount: number;
  factSheetCount: number;
  haystackCount: number;
  evidenceTypes: string[];
  coverage: number | null;
  answerBearingLost: boolean | null;
  lostDetailCount: number | null;
};

// One statement for the page and one for the count, both scoped to the workspace inside their
// WHERE (and every subquery's). The optional filters are SQL fragments from tagged templates,
// never concatenated strings; `q` goes through websearch_to_tsquery over the indexed
// "searchVector" of the session's observations.
function conditions(f: SessionListFilters): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`s."workspaceId" = ${f.workspaceId}`];
  if (f.benchmarkId) {
    parts.push(Prisma.sql`EXISTS (
      SELECT 1 FROM "HaystackSession" h JOIN "Question" q ON q.id = h."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
       WHERE h."sessionId" = s.id AND b.id = ${f.benchmarkId} AND b."workspaceId" = ${f.workspaceId})`);
  }
  if (f.questionType || f.evidenceOnly) {
    parts.push(Prisma.sql`EXISTS (
      SELECT 1 FROM "Observation" o JOIN "EvidenceTurn" e ON e."observationId" = o.id
        JOIN "Question" q ON q.id = e."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
       WHERE o."sessionId" = s.id AND o."workspaceId" = ${f.workspaceId} AND b."workspaceId" = ${f.workspaceId}
         ${f.questionType ? Prisma.sql`AND q.type = ${f.questionType}` : Prisma.empty}
         ${f.benchmarkId ? Prisma.sql`AND b.id = ${f.benchmarkId}` : Prisma.empty})`);
  }
  if (f.extractorId) parts.push(Prisma.sql`fs.id IS NOT NULL`);
  if (f.q) {
    parts.push(Prisma.sql`EXISTS (
      SELECT 1 FROM "Observation" o
       WHERE o."sessionId" = s.id AND o."workspaceId" = ${f.workspaceId}
         AND o."searchVector" @@ websearch_to_tsquery('english', ${f.q}))`);
  }
  return Prisma.join(parts, " AND ");
}

// The chosen extractor's sheet of each session (at most one: FactSheet is unique per session and
// extractor). Without an extractor the join matches nothing and the analysis columns are null.
const sheetJoin = (f: SessionListFilters) =>
  Prisma.sql`LEFT JOIN "FactSheet" fs ON fs."sessionId" = s.id AND fs."workspaceId" = ${f.workspaceId} AND fs."extractorId" = ${f.extractorId ?? null}`;

// Each sortable column as a fixed SQL fragment: the URL's sort only picks one of these entries and
// the direction is one of two keywords, so no text from the URL reaches the ORDER BY. The
// analysis columns sort only with an extractor (without one they are null for every row).
const ORDER: Record<SessionSort, (dir: Prisma.Sql) => Prisma.Sql> = {
  date: (dir) => Prisma.sql`s.date ${dir} NULLS LAST`,
  session: (dir) => Prisma.sql`s."externalId" ${dir}`,
  turns: (dir) => Prisma.sql`s."turnCount" ${dir}`,
  factSheets: (dir) => Prisma.sql`"factSheetCount" ${dir}`,
  haystacks: (dir) => Prisma.sql`"haystackCount" ${dir}`,
  coverage: (dir) => Prisma.sql`fs.coverage ${dir} NULLS LAST, fs."answerBearingLost" DESC NULLS LAST`,
  lost: (dir) => Prisma.sql`fs."lostDetailCount" ${dir} NULLS LAST`,
};

function orderBy(f: SessionListFilters): Prisma.Sql {
  // An analysis column without an extractor has nothing to sort by: the list's default order.
  const sort = f.sort && (f.extractorId || (f.sort !== "coverage" && f.sort !== "lost")) ? f.sort : "date";
  const usable = sort === f.sort;
  const dir = ((usable ? f.dir : undefined) ?? SESSION_SORT_DIRECTION[sort]) === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  return Prisma.sql`ORDER BY ${ORDER[sort](dir)}, s.date DESC NULLS LAST, s."externalId", s.id`;
}

export async function listSessions(filters: SessionListFilters): Promise<{ total: number; sessions: SessionListRow[] }> {
  const db = getDb();
  const where = conditions(filters);
  const order = orderBy(filters);
  const [count, sessions] = await Promise.all([
    db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "Session" s ${sheetJoin(filters)} WHERE ${where}`,
    db.$queryRaw<SessionListRow[]>`
      SELECT s.id, s."externalId", s."dateText", s."turnCount",
             (SELECT count(*)::int FROM "FactSheet" f WHERE f."sessionId" = s.id AND f."workspaceId" = ${filters.workspaceId}) AS "factSheetCount",
             (SELECT count(*)::int FROM "HaystackSession" h WHERE h."sessionId" = s.id) AS "haystackCount",
             ARRAY(SELECT DISTINCT q.type FROM "Observation" o JOIN "EvidenceTurn" e ON e."observationId" = o.id
                     JOIN "Question" q ON q.id = e."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
                    WHERE o."sessionId" = s.id AND o."workspaceId" = ${filters.workspaceId} AND b."workspaceId" = ${filters.workspaceId}
                    ORDER BY q.type) AS "evidenceTypes",
             fs.coverage, fs."answerBearingLost", fs."lostDetailCount"
        FROM "Session" s ${sheetJoin(filters)}
       WHERE ${where}
       ${order}
       LIMIT ${filters.take} OFFSET ${filters.skip}`,
  ]);
  return { total: Number(count[0]?.n ?? 0), sessions };
}
