-- Memories' and fact sheets' vectors are stored inside their rows. pgvector's type defaults to
-- STORAGE EXTERNAL, and a memory or fact-sheet row with its 384-dimension vector (1.5 kB) is over
-- PostgreSQL's 2 kB TOAST threshold, so every vector sat in the TOAST table: the search box's exact
-- scan of a workspace's memories and fact sheets read each one through a TOAST lookup. With MAIN
-- the row's text and tsvector are compressed or moved out first and the vector stays inline.
-- (The tsvector stays EXTENDED: with it MAIN too, a long memory's vector was again the one moved
-- out, and both stages got slower.) Measured with
-- scripts/bench/search-stages.ts on the 100,000-observation search benchmark (1,000 memories,
-- 951 fact sheets): the vector ranking's p50 47 -> 34 ms.
--
-- SET STORAGE changes where new values go; the rows already written are rewritten once (a new
-- vector value equal to the old one), so existing workspaces gain too. The stale-embedding
-- triggers leave an unchanged body's vector alone. Without the vector extension there is no
-- embedding column, and nothing to do.
DO $vec$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = 'Memory' AND column_name = 'embedding') THEN
    ALTER TABLE "Memory" ALTER COLUMN embedding SET STORAGE MAIN;
    ALTER TABLE "FactSheet" ALTER COLUMN embedding SET STORAGE MAIN;
    UPDATE "Memory" SET embedding = embedding::text::vector WHERE embedding IS NOT NULL;
    UPDATE "FactSheet" SET embedding = embedding::text::vector WHERE embedding IS NOT NULL;
  END IF;
END
$vec$;
