-- The floor: one primary-key read of a session (what any authenticated read costs at least).
-- Variables: :session (an existing session id, -D session=...).
select id, agency_id, booking_type, expires_at from sessions where id = :session::uuid;
