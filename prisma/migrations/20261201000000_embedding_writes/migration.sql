-- Embeddings are written after their rows (lib/dal/search/write-embeddings.ts), because they
-- may come from a remote model, in batches, or after the vector extension is installed.
--
-- 1. An observation stays immutable, except for its embedding: a derived index of the content,
--    not part of the record. The guard compares the whole row without "embedding" (and without
--    the generated "searchVector", which BEFORE triggers cannot read), so a column added later
--    is protected without touching this function.
CREATE FUNCTION lore_observation_guard() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'embedding' - 'searchVector') = (to_jsonb(OLD) - 'embedding' - 'searchVector') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('lore.purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% rows are immutable: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$fn$;

DROP TRIGGER "Observation_immutable" ON "Observation";
CREATE TRIGGER "Observation_immutable" BEFORE UPDATE OR DELETE ON "Observation"
  FOR EACH ROW EXECUTE FUNCTION lore_observation_guard();

-- 2. Where vector columns exist, changing a memory's body or a fact sheet's text (without a new
--    embedding in the same statement) clears its embedding, so a stale vector is never searched:
--    the row waits for embedMemory/embedPending.
DO $vec$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = 'Memory' AND column_name = 'embedding') THEN
    CREATE FUNCTION lore_clear_stale_embedding() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF (to_jsonb(NEW) -> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(OLD) -> TG_ARGV[0])
         AND NEW.embedding IS NOT DISTINCT FROM OLD.embedding THEN
        NEW.embedding := NULL;
      END IF;
      RETURN NEW;
    END;
    $fn$;
    CREATE TRIGGER "Memory_clear_stale_embedding" BEFORE UPDATE ON "Memory"
      FOR EACH ROW EXECUTE FUNCTION lore_clear_stale_embedding('body');
    CREATE TRIGGER "FactSheet_clear_stale_embedding" BEFORE UPDATE ON "FactSheet"
      FOR EACH ROW EXECUTE FUNCTION lore_clear_stale_embedding('text');
  END IF;
END
$vec$;
