-- The SQL of one POST /api/v2/bookings/create/voyage-only/{sessionId} (one guarantee cabin, no vehicles, no
-- package), as src/bookings/booking-service.ts create sends it once the catalogue cache is warm, copied from
-- that file, src/bookings/hold-quota.ts, src/inventory/inventory.ts, src/sessions/session-store.ts and
-- src/bookings/booking-view.ts. Keep in step with them. Two statements are the script's own, outside the
-- transaction: a session to book on (what the search that precedes every create inserts) and the choice of a
-- random sailing and grade (the bench's client spreads its creates the same way).
-- Variables: :agency (-D agency=<uuid>).
\set sailing random(1, 34)
select g.id as grade, gen_random_uuid() as bid
from cabin_grades g join sailings s on s.ship_code = g.ship_code
where s.id = :sailing::int and g.has_specific_cabins and g.code <> 'MG'
order by random() limit 1
\gset
insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, ended_at, created_at)
values (gen_random_uuid(), :agency::uuid, 'voyage-only', 'NO', 'NOK', '{"guests": [{"type": "ADULT", "guestId": 1}], "voyages": [], "vehicles": []}'::jsonb,
        '{}'::jsonb, now() + interval '15 minutes', default, now())
returning id as sid
\gset
begin;
select "id", "agency_id", "booking_type", "market", "currency", "context", "recorded", "expires_at", "ended_at", "created_at" from "sessions" where ("sessions"."id" = :sid::uuid and "sessions"."agency_id" = :agency::uuid) for update;
select id, status, sailing_id as "sailingId", from_seq as "fromSeq", to_seq as "toSeq",
       package_code as "packageCode", currency, document
from bookings where session_id = :sid::uuid;
insert into bookings (id, session_id, agency_id, status, booking_type, sailing_id, from_seq, to_seq,
                      package_code, market, currency, document, created_at)
values (:bid::uuid, :sid::uuid, :agency::uuid, 'HELD', 'voyage-only', :sailing::int, 0, 21, null, 'NO', 'NOK', '{}'::jsonb, now());
delete from cabin_allocations a
where a.sailing_id = :sailing::int
  and a.session_id in (
    select s.id from sessions s
    where s.expires_at <= now()
      and s.id in (select session_id from cabin_allocations where sailing_id = :sailing::int and session_id is not null)
    order by s.id
    for update of s);
insert into booking_cabins (booking_id, cabin_no, grade_id, guest_ids) values (:bid::uuid, 1, :grade::int, '{1}'::int[]);
with pick as (select c.id
      from cabins c
      cross join lateral (
        select coalesce((select max(upper(a.legs)) from cabin_allocations a where a.sailing_id = :sailing::int and a.cabin_id = c.id and upper(a.legs) <= 0),
                        (select min(seq) from sailing_calls where sailing_id = :sailing::int)) as free_from,
               coalesce((select min(lower(a.legs)) from cabin_allocations a where a.sailing_id = :sailing::int and a.cabin_id = c.id and lower(a.legs) >= 21),
                        (select max(seq) from sailing_calls where sailing_id = :sailing::int)) as free_to) stretch
      where c.grade_id = :grade::int
        and not exists (select 1 from cabin_allocations a where a.sailing_id = :sailing::int and a.cabin_id = c.id and a.legs && '[0,21)'::int4range)
      order by (stretch.free_from < 0)::int + (stretch.free_to > 21)::int,
               stretch.free_to - stretch.free_from,
               random()
      limit 1
      for update of c skip locked),
  ins as (
    insert into cabin_allocations (booking_id, cabin_no, session_id, sailing_id, cabin_id, legs)
    select :bid::uuid, 1, :sid::uuid, :sailing::int, pick.id, '[0,21)'::int4range
    from pick
    on conflict do nothing
    returning cabin_id)
select (select id from pick) as picked, (select cabin_id from ins) as inserted;
update "sessions" set "expires_at" = least(now() + interval '15 minutes', "sessions"."created_at" + interval '2 hours') where ("sessions"."id" = :sid::uuid and "sessions"."expires_at" > now() and "sessions"."ended_at" is null) returning "expires_at";
select b.id, b.status, b.reference, b.agency_reference, b.customer_details, b.session_id, b.sailing_id, b.from_seq, b.to_seq, b.package_code, b.market, b.currency,
       ag.commission_bps, s.ship_code, s.fare_table_code, ses.context->'guests' as guests,
       (select coalesce(json_agg(x order by x.cabin_no), '[]'::json) from (
          select bc.cabin_no, g.code, g.cabin_type, g.single_supplement_pct, bc.guest_ids, bc.number_chosen,
                 c.number as cabin_number
          from booking_cabins bc
          join cabin_grades g on g.id = bc.grade_id
          left join cabin_allocations a on a.booking_id = bc.booking_id and a.cabin_no = bc.cabin_no
          left join cabins c on c.id = a.cabin_id
          where bc.booking_id = b.id) x) as cabins,
       (select coalesce(json_agg(x order by x.id), '[]'::json) from (
          select id, vehicle_type, guest_id from vehicle_allocations where booking_id = b.id) x) as vehicles,
       (select coalesce(json_agg(x order by x.kind, x.code), '[]'::json) from (
          select i.kind, i.code, i.guest_ids, i.is_mandatory, i.details,
                 (ad.price_unit = 'PER_GUEST_PER_NIGHT') as per_night
          from booking_items i
          left join addons ad on i.kind = 'ADDON' and ad.code = i.code
          where i.booking_id = b.id) x) as items
from bookings b
join agencies ag on ag.id = b.agency_id
join sailings s on s.id = b.sailing_id
join sessions ses on ses.id = b.session_id
where b.id = :bid::uuid;
update bookings set document = '{"addons": [], "cabins": [{"id": 1, "code": "I2", "guests": [1], "cabinType": "Inside", "cabinNumber": null}], "guests": [{"id": 1, "type": "ADULT"}], "market": "NO", "currency": "NOK", "shipCode": "NK", "vehicles": [], "sessionId": "7ef26be8-b29a-4274-852a-c6c0bb80aeb2", "excursions": [], "arrivalDate": "2026-11-29T11:45:00", "arrivalPort": "TOS", "departureDate": "2026-11-26T22:30:00", "departurePort": "BGO", "priceBreakdown": {"addons": [], "cabins": [{"code": "I2", "guests": [{"price": 7840.5, "guestId": 1}]}], "vehicles": [], "excursions": [], "totalPrice": 7840.5, "commissionTotal": 784.05, "supplementalTours": []}, "supplementalTours": [], "embarkationNotification": [{"value": "Check-in at the Bergen terminal (Nøstegaten 30) opens at 16:00. Please be on board by 21:30.", "locale": "en"}, {"value": "Innsjekking på terminalen i Bergen (Nøstegaten 30) åpner kl. 16.00. Vær om bord senest kl. 21.30.", "locale": "nb"}, {"value": "Der Check-in am Terminal in Bergen (Nøstegaten 30) öffnet um 16:00 Uhr. Bitte seien Sie bis 21:30 Uhr an Bord.", "locale": "de"}]}'::jsonb, total_minor = 784050 where id = :bid::uuid;
-- the hold quota, last (bookings/hold-quota.ts)
select pg_advisory_xact_lock(hashtextextended('hold-quota:' || :agency::text || ':' || :sailing::text, 0));
select (select hold_quota_per_sailing from agencies where id = :agency::uuid) as quota,
       (select count(*)::int from booking_cabins bc
          join bookings b on b.id = bc.booking_id
          join sessions s on s.id = b.session_id
        where b.agency_id = :agency::uuid and b.sailing_id = :sailing::int and b.status = 'HELD'
          and b.id <> :bid::uuid
          and s.ended_at is null and s.expires_at > now()) as held;
commit;
