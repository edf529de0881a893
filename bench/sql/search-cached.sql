-- The SQL of one POST /api/v2/search/voyages (BGO-TOS, a 3-day window) whose availability comes from the
-- availability cache (src/inventory/availability-cache.ts): the voyages with their availability versions, and
-- the session. Copied from src/sessions/search-sql.ts; keep in step. Variables: :agency, :day as in search.sql.
\set day random(1, 26)
-- 1. the voyages, with their availability versions
select s.id as "sailingId", s.ship_code as "shipCode", s.fare_table_code as "fareTableCode",
       d.seq as "fromSeq", d.departure_at as "departureAt", a.seq as "toSeq", a.arrival_at as "arrivalAt",
       d.port_code as "departurePort", 'TOS'::text as "arrivalPort",
       ((select c.version from catalogue_inventory_version c) || '.' ||
        coalesce((select iv.version from sailing_inventory_versions iv where iv.sailing_id = s.id), 0)) as "inventoryVersion"
from sailing_calls d
join sailings s on s.id = d.sailing_id
join lateral (select a.seq, a.arrival_at, a.skipped_at from sailing_calls a
              where a.sailing_id = d.sailing_id and a.seq > d.seq and a.port_code = 'TOS'
              order by a.seq limit 1) a on true
where d.port_code = 'BGO'
  and s.cancelled_at is null and d.skipped_at is null and a.skipped_at is null
  and d.departure_at >= (current_date + :day::int)::timestamp
  and d.departure_at < (current_date + :day::int + 3)::timestamp
  and d.departure_at > localtimestamp
order by d.departure_at, s.id;
-- 2. the session
insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, ended_at, created_at)
values (gen_random_uuid(), :agency::uuid, 'voyage-only', 'NO', 'NOK',
        '{"guests": [{"type": "ADULT", "guestId": 1}], "voyages": [{"toSeq": 21, "fromSeq": 0, "shipCode": "NK", "sailingId": 10, "gradeCodes": ["I2", "I4", "IG", "MG", "O2", "U2", "XJ"], "arrivalDate": "2026-11-29T11:45:00", "arrivalPort": "TOS", "departureDate": "2026-11-26T22:30:00", "departurePort": "BGO"}, {"toSeq": 21, "fromSeq": 0, "shipCode": "NN", "sailingId": 11, "gradeCodes": ["I2", "I4", "IG", "MG", "O2", "O4", "U2", "XJ"], "arrivalDate": "2026-11-30T11:45:00", "arrivalPort": "TOS", "departureDate": "2026-11-27T22:30:00", "departurePort": "BGO"}, {"toSeq": 21, "fromSeq": 0, "shipCode": "KH", "sailingId": 12, "gradeCodes": ["I2", "I4", "IG", "MG", "O2", "U2", "XJ"], "arrivalDate": "2026-12-01T11:45:00", "arrivalPort": "TOS", "departureDate": "2026-11-28T22:30:00", "departurePort": "BGO"}], "vehicles": []}'::jsonb,
        '{}'::jsonb, now() + interval '15 minutes', default, now());
