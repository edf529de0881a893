-- Inventory rules the database enforces, whatever code path or number of instances writes.
-- btree_gist lets an exclusion constraint combine equality on integers with range overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- One physical cabin, one booking per leg: no two allocations of a cabin on a sailing overlap in legs.
ALTER TABLE "cabin_allocations" ADD CONSTRAINT "cabin_allocations_no_overlap"
  EXCLUDE USING gist ("sailing_id" WITH =, "cabin_id" WITH =, "legs" WITH &&);
--> statement-breakpoint
ALTER TABLE "cabin_allocations" ADD CONSTRAINT "cabin_allocations_legs_ck" CHECK (NOT isempty("legs"));
--> statement-breakpoint
ALTER TABLE "capacity_allocations" ADD CONSTRAINT "capacity_allocations_legs_ck" CHECK (NOT isempty("legs"));
--> statement-breakpoint
ALTER TABLE "vehicle_allocations" ADD CONSTRAINT "vehicle_allocations_legs_ck" CHECK (NOT isempty("legs"));
--> statement-breakpoint
-- Search joins allocations on overlap of legs.
CREATE INDEX "capacity_allocations_legs_gist" ON "capacity_allocations" USING gist ("sailing_id", "grade_id", "legs");
--> statement-breakpoint
CREATE INDEX "vehicle_allocations_legs_gist" ON "vehicle_allocations" USING gist ("sailing_id", "legs");
