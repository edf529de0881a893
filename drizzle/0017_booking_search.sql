-- The portal's booking list (issue 23): accent- and case-insensitive guest search, sorted by departure.
-- pg_trgm's GIN index serves "name contains" (LIKE '%...%'); PGlite loads the extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A name folded for search: letters with accents or strokes to their base letter (ø -> o, é -> e, å -> a),
-- æ -> ae, œ -> oe, ß -> ss, þ -> th, lower case, runs of white space to one space. Written out with
-- translate() rather than the unaccent extension: unaccent() is not immutable (it reads a rules file, which
-- differs between releases), and lower() folds only ASCII under the C locale, so the upper-case letters are
-- mapped here too. The same function folds the stored names and the search term: the two always agree, on
-- PGlite and PostgreSQL alike. Each function keeps the search path it was created with: pg_restore empties the
-- path while it fills the table, and the generated column below calls these functions, which call each other.
CREATE FUNCTION berth_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT
  AS $$
    SELECT btrim(regexp_replace(lower(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        translate(value,
          'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
          'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzz'),
        'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'ß', 'ss'), 'ẞ', 'ss'), 'Þ', 'th'), 'þ', 'th'),
        'Ĳ', 'ij'), 'ĳ', 'ij')),
      '\s+', ' ', 'g'))
  $$;--> statement-breakpoint
-- One guest's "first last", folded: what a search matches, and how the list finds the guest who matched.
CREATE FUNCTION berth_guest_name(guest jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT
  AS $$
    SELECT berth_fold(concat_ws(' ', guest->'customerDetails'->>'firstName', guest->'customerDetails'->>'lastName'))
  $$;--> statement-breakpoint
-- Every guest's folded name, one a line (a search term never holds a line break, so it never matches across
-- two guests). Null when the document has no guests' names (held, or erased).
CREATE FUNCTION berth_guest_names(document jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT
  AS $$
    SELECT nullif(string_agg(berth_guest_name(g), E'\n' ORDER BY n), '')
    FROM jsonb_array_elements(CASE jsonb_typeof(document->'guests') WHEN 'array' THEN document->'guests' ELSE '[]' END)
      WITH ORDINALITY AS e(g, n)
  $$;--> statement-breakpoint
-- Kept by the database from the document, so no writer of the document (confirm, amendments, erasure) can
-- forget it.
ALTER TABLE "bookings" ADD COLUMN "guest_search" text GENERATED ALWAYS AS (berth_guest_names("document")) STORED;--> statement-breakpoint
CREATE INDEX "bookings_guest_search_idx" ON "bookings" USING gin ("guest_search" gin_trgm_ops);--> statement-breakpoint
-- The list's default order (departure, then id), for one agency's bookings and for the operator's every agency.
CREATE INDEX "bookings_agency_departure_idx" ON "bookings" ("agency_id", "departure_at", "id") WHERE "status" <> 'HELD';--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" ("departure_at", "id") WHERE "status" <> 'HELD';
