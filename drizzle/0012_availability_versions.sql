CREATE TABLE "catalogue_inventory_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_inventory_version_one_ck" CHECK ("catalogue_inventory_version"."one")
);
--> statement-breakpoint
CREATE TABLE "sailing_inventory_versions" (
	"sailing_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "capacity_allocations_session_idx" ON "capacity_allocations" USING btree ("session_id") WHERE session_id is not null;--> statement-breakpoint
CREATE INDEX "vehicle_allocations_session_idx" ON "vehicle_allocations" USING btree ("session_id") WHERE session_id is not null;--> statement-breakpoint
-- Availability versions (inventory/availability-cache.ts): search reuses a voyage's availability while its
-- sailing's version and the catalogue's version are those it was computed at, so every change that can move
-- availability bumps one of them, here in the database, whatever code path (or hand-written SQL) makes it.
INSERT INTO "catalogue_inventory_version" ("one", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION bump_sailing_inventory_version(p_sailing_id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sailing_inventory_versions (sailing_id, version) VALUES (p_sailing_id, 1)
  ON CONFLICT (sailing_id) DO UPDATE SET version = sailing_inventory_versions.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION allocations_bump_inventory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_sailing_inventory_version(OLD.sailing_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.sailing_id IS DISTINCT FROM OLD.sailing_id) THEN
    PERFORM bump_sailing_inventory_version(NEW.sailing_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to commit: the version row of a sailing is the one row every writer of that sailing updates, so it is
-- locked only from the start of the commit to its end, not for the whole transaction.
CREATE CONSTRAINT TRIGGER cabin_allocations_inventory_version
  AFTER INSERT OR UPDATE OR DELETE ON cabin_allocations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION allocations_bump_inventory_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER capacity_allocations_inventory_version
  AFTER INSERT OR UPDATE OR DELETE ON capacity_allocations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION allocations_bump_inventory_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vehicle_allocations_inventory_version
  AFTER INSERT OR UPDATE OR DELETE ON vehicle_allocations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION allocations_bump_inventory_version();
--> statement-breakpoint
-- A hold stops counting when its session's expires_at passes. The cache knows the earliest expiry among the holds
-- it counted; a session cut short (confirm's end, the sandbox's expire) would free its holds before that, so it
-- bumps the sailings of its holds. Lengthening (the idle timer's reset) frees nothing and bumps nothing.
CREATE FUNCTION sessions_bump_inventory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_sailing_inventory_version(h.sailing_id) FROM (
    SELECT sailing_id FROM cabin_allocations WHERE session_id = NEW.id
    UNION SELECT sailing_id FROM capacity_allocations WHERE session_id = NEW.id
    UNION SELECT sailing_id FROM vehicle_allocations WHERE session_id = NEW.id) h;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_inventory_version
  AFTER UPDATE OF expires_at ON sessions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION sessions_bump_inventory_version();
--> statement-breakpoint
-- Cabins, grades (capacity) and vehicle capacities change only by catalogue import (serialised by its own lock):
-- one bump per statement of the catalogue's single version row.
CREATE FUNCTION bump_catalogue_inventory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_inventory_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cabins_inventory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cabins
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_inventory_version();
--> statement-breakpoint
CREATE TRIGGER cabin_grades_inventory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cabin_grades
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_inventory_version();
--> statement-breakpoint
CREATE TRIGGER sailing_vehicle_capacity_inventory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sailing_vehicle_capacity
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_inventory_version();
