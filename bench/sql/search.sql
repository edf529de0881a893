-- The SQL of one POST /api/v2/search/voyages (BGO-TOS, a 3-day window) whose availability is not cached (the
-- first search of a voyage, or the first after a change of its sailing), copied from src/sessions/search-sql.ts and
-- src/inventory/inventory.ts freeInventoryOfVoyages (the catalogue reads are served from memory, so none here;
-- the availability statement's per-voyage version and next-expiry row is left out). search-cached.sql is the
-- search whose availability comes from the cache (inventory/availability-cache.ts).
-- Keep in step with those files. Variables: :agency (-D agency=<uuid>), :day (random day of the catalogue).
\set day random(1, 26)
-- 1. the voyages (the service's statement, aggregated into arrays so that pgbench can pass them on)
select coalesce(array_agg(f.idx - 1 order by f.idx), '{}') as idx, coalesce(array_agg(f."sailingId" order by f.idx), '{}') as sailings,
       coalesce(array_agg(f."fromSeq" order by f.idx), '{}') as froms, coalesce(array_agg(f."toSeq" order by f.idx), '{}') as tos,
       coalesce(array_agg(f."shipCode" order by f.idx), '{}') as ships
from (select row_number() over () as idx, * from (
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
  order by d.departure_at, s.id) found) f
\gset
-- 2. availability of every voyage at once
with v as (
  select * from unnest(:idx::int[], :sailings::int[], :froms::int[], :tos::int[], :ships::text[])
           as v(idx, sailing_id, from_seq, to_seq, ship_code)),
taken as (
  select v.idx, a.cabin_id
  from v join cabin_allocations a on a.sailing_id = v.sailing_id and a.legs && int4range(v.from_seq, v.to_seq)
  where (a.session_id is null or exists (select 1 from sessions s where s.id = a.session_id and s.expires_at > now())))
select v.idx, 'C' as kind, c.grade_id::text as key, count(*)::int as free
from v join cabins c on c.ship_code = v.ship_code
where not exists (select 1 from taken t where t.idx = v.idx and t.cabin_id = c.id)
group by v.idx, c.grade_id
union all
select v.idx, 'U' as kind, g.id::text as key, (g.capacity - coalesce((
  select max(used) from (
    select count(*) as used
    from capacity_allocations a
    cross join generate_series(v.from_seq, v.to_seq - 1) as leg
    where a.sailing_id = v.sailing_id and a.grade_id = g.id
      and a.legs @> leg and (a.session_id is null or exists (select 1 from sessions s where s.id = a.session_id and s.expires_at > now()))
    group by leg) per_leg), 0))::int as free
from v join cabin_grades g on g.ship_code = v.ship_code and not g.has_specific_cabins;
-- 3. the session
insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, ended_at, created_at)
values (gen_random_uuid(), :agency::uuid, 'voyage-only', 'NO', 'NOK',
        '{"guests": [{"type": "ADULT", "guestId": 1}], "voyages": [{"toSeq": 21, "fromSeq": 0, "shipCode": "NK", "sailingId": 10, "gradeCodes": ["I2", "I4", "IG", "MG", "O2", "U2", "XJ"], "arrivalDate": "2026-11-29T11:45:00", "arrivalPort": "TOS", "departureDate": "2026-11-26T22:30:00", "departurePort": "BGO"}, {"toSeq": 21, "fromSeq": 0, "shipCode": "NN", "sailingId": 11, "gradeCodes": ["I2", "I4", "IG", "MG", "O2", "O4", "U2", "XJ"], "arrivalDate": "2026-11-30T11:45:00", "arrivalPort": "TOS", "departureDate": "2026-11-27T22:30:00", "departurePort": "BGO"}, {"toSeq": 21, "fromSeq": 0, "shipCode": "KH", "sailingId": 12, "gradeCodes": ["I2", "I4", "IG", "MG", "O2", "U2", "XJ"], "arrivalDate": "2026-12-01T11:45:00", "arrivalPort": "TOS", "departureDate": "2026-11-28T22:30:00", "departurePort": "BGO"}], "vehicles": []}'::jsonb,
        '{}'::jsonb, now() + interval '15 minutes', default, now());
