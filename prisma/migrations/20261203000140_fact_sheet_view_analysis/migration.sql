-- The session page's analysis of one fact sheet against its session (lost details, each sheet
-- line's supporting turns, detail spans of answer-bearing turns), stored on the first view so
-- later views read it instead of re-analysing 500 turns (lib/services/sessions/load-session-view.ts).
-- `key` is a hash of everything the analysis depends on (the analysis version, the sheet's text,
-- the evidence questions and their turns; turns are immutable): a stored analysis whose key no
-- longer matches is recomputed and replaced. A separate table, so that storing it never rewrites
-- the sheet's row (its tsvector and embedding). `data` is JSON kept as text: it is only ever read
-- whole, and 600 kB of text reads in about half the time of the same JSONB.
CREATE TABLE "FactSheetViewAnalysis" (
  "factSheetId" TEXT NOT NULL,
  "workspaceId" TEXT NOT NULL,
  "key" TEXT NOT NULL,
  "data" TEXT NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "FactSheetViewAnalysis_pkey" PRIMARY KEY ("factSheetId"),
  CONSTRAINT "FactSheetViewAnalysis_factSheetId_fkey" FOREIGN KEY ("factSheetId") REFERENCES "FactSheet"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "FactSheetViewAnalysis_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
