-- A kept availability answer (sessions/availability.ts; search takes its voyages and prices from it too) is checked by
-- the versions of the sailings it found, each carrying the catalogue's. Migration 0029 bumps a sailing's version when
-- the sailing or one of its calls changes, which covers every departure a kept answer holds. It misses a departure
-- that a change moves into a window from outside it (a call retimed into it, a cancelled sailing or a skipped call
-- restored): that sailing is in no kept answer of the window. So an UPDATE of sailings or sailing_calls also bumps
-- the catalogue's version, once per statement, as inserts do: every kept answer is then checked by the voyages query
-- again. Such updates are disruptions and imports, rare next to searches; the catalogue's row is locked from the
-- statement to the commit of that transaction, which no booking's write takes.
CREATE TRIGGER sailings_updated_catalogue_version AFTER UPDATE ON sailings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_inventory_version();
--> statement-breakpoint
CREATE TRIGGER sailing_calls_updated_catalogue_version AFTER UPDATE ON sailing_calls
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_inventory_version();
