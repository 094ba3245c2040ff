-- The extractor comparison's figures over a whole benchmark, stored with each sheet's detail-loss
-- analysis (lib/analysis) so the page sums them in SQL instead of re-analysing every session per
-- view: lost details by kind ({"number": 2, "name": 1}), and the sheet's and its source session's
-- token counts (o200k_base).
ALTER TABLE "FactSheet" ADD COLUMN "lostDetailsByKind" JSONB, ADD COLUMN "sheetTokens" INTEGER, ADD COLUMN "sourceTokens" INTEGER;
