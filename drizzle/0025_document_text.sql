-- The held booking's document as the text its writer serialized (storeBookingDocument), so that GET of the held
-- booking sends it as stored: no parse of the jsonb into objects and no serialization again (docs/performance.md,
-- "Stored documents sent as stored"). jsonb keeps no text: its ::text orders keys by length. Null for a document
-- written before this column, and for a confirmed booking's (confirm and erasure clear it: no copy of personal
-- data outlives an erasure); the read then falls back to the jsonb.
ALTER TABLE "bookings" ADD COLUMN "document_text" text;
