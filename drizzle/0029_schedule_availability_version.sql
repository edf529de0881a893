-- GET availability (sessions/availability.ts) serves a kept answer without running the voyages query again while
-- the availability versions of its sailings read the same (inventoryVersionOf: the catalogue's and the
-- sailing's). What the voyages query finds also depends on the schedule, so a change of it bumps them too:
-- - a sailing or a call changed (cancelled, skipped, retimed: disruptions; an import that changes it) or deleted:
--   that sailing's version, deferred to commit like the allocations' (migration 0012), so a disruption locks only
--   its own sailing's version row, at commit, as a create on that sailing does. An import's upsert that leaves a
--   row as it was bumps nothing (WHEN);
-- - sailings or calls inserted (imports only): the catalogue's version, once per statement, as cabins do, not once
--   per row of a large import. A new sailing is in no kept answer yet: only a version every answer carries can
--   tell that it appeared.
CREATE FUNCTION sailings_bump_inventory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_sailing_inventory_version(OLD.id);
  IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
    PERFORM bump_sailing_inventory_version(NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailings_changed_inventory_version
  AFTER UPDATE ON sailings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION sailings_bump_inventory_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailings_deleted_inventory_version
  AFTER DELETE ON sailings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION sailings_bump_inventory_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_calls_changed_inventory_version
  AFTER UPDATE ON sailing_calls DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION allocations_bump_inventory_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_calls_deleted_inventory_version
  AFTER DELETE ON sailing_calls DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION allocations_bump_inventory_version();
--> statement-breakpoint
CREATE TRIGGER sailings_inserted_inventory_version AFTER INSERT OR TRUNCATE ON sailings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_inventory_version();
--> statement-breakpoint
CREATE TRIGGER sailing_calls_inserted_inventory_version AFTER INSERT OR TRUNCATE ON sailing_calls
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_inventory_version();
