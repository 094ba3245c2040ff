-- Undoing a review decision within its 10 seconds (lib/dal/proposals/undo-decision.ts) removes
-- the revision the decision appended (or, for an accept, the memory it created with its first
-- revision): the undone change must leave no revision behind that the owner did not keep.
-- Revisions stay immutable otherwise: a DELETE is allowed only for the one memory the undo names
-- for its own transaction (set_config('lore.undo_memory', id, true)), or under the purge.
CREATE FUNCTION lore_revision_guard() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' AND (current_setting('lore.purge', true) = 'on' OR OLD."memoryId" = current_setting('lore.undo_memory', true)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% rows are immutable: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$fn$;

DROP TRIGGER "MemoryRevision_immutable" ON "MemoryRevision";
CREATE TRIGGER "MemoryRevision_immutable" BEFORE UPDATE OR DELETE ON "MemoryRevision"
  FOR EACH ROW EXECUTE FUNCTION lore_revision_guard();
