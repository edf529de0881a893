#!/usr/bin/env bash
# The README's curl walk-through of the V2 booking flow, runnable against a sandbox service:
#
#   scripts/walkthrough.sh                      # http://127.0.0.1:8080
#   BERTH_URL=http://127.0.0.1:9000 scripts/walkthrough.sh
#
# Token -> search -> hold a booking -> list and choose a cabin number -> list and apply an addon -> confirm ->
# read the booking. Every value it sends on is taken from an answer (the sessionId, a departureDate with a
# free cabin, a listed cabin number, a listed addon) and the Idempotency-Key is new on every run, so it can
# run as often as you like on the same service. Each step prints its request, status and answer; any status
# other than the expected one stops it with exit code 1.
#
# Needs bash, curl and node (JSON is read with node, which the service needs anyway; no jq).
set -euo pipefail

B=${BERTH_URL:-http://127.0.0.1:8080}
B=${B%/}
JSON='Content-Type: application/json'
K='user_key=sandbox-user-key'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# pick 'JS expression over the answer r' < answer.json: prints the value (strings bare, the rest as JSON);
# fails when it is undefined or null.
pick() {
  node -e '
    const r = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const v = eval(process.argv[1]);
    if (v === undefined || v === null) { console.error(`walkthrough: nothing at ${process.argv[1]}`); process.exit(1); }
    process.stdout.write(typeof v === "string" ? v : JSON.stringify(v));
  ' "$1"
}

# summary < answer.json: the answer on one line, at most 300 characters, access tokens masked.
summary() {
  node -e '
    const text = require("fs").readFileSync(0, "utf8").replace(/("access_token":")[^"]+/, "$1...");
    const chars = [...text.replace(/\s*\n\s*/g, " ")];
    process.stdout.write(chars.length > 300 ? chars.slice(0, 300).join("") + " ..." : chars.join(""));
  '
}

# step "title" EXPECTED_STATUS METHOD PATH [BODY] [extra curl arguments...]: the answer goes to $WORK/answer.json.
step() {
  local title=$1 expected=$2 method=$3 path=$4 body=${5-}
  shift 5 2>/dev/null || shift $#
  echo
  echo "== $title"
  echo "   $method $path${body:+  $body}"
  local args=(-s -o "$WORK/answer.json" -D "$WORK/headers.txt" -w '%{http_code}' -X "$method" "$B$path")
  [ -n "${TOKEN-}" ] && args+=(-H "Authorization: Bearer $TOKEN")
  [ -n "$body" ] && args+=(-H "$JSON" --data-binary "$body")
  local status
  status=$(curl "${args[@]}" "$@") || { echo "   curl failed (is the service running at $B?)"; exit 1; }
  echo "   -> $status $(summary <"$WORK/answer.json")"
  if [ "$status" != "$expected" ]; then
    echo "walkthrough: expected $expected, got $status" >&2
    exit 1
  fi
}

# 1. A token (JSON body; form-encoded bodies and HTTP Basic client credentials work too). Cache it: 24 h.
TOKEN=
step '1. token' 200 POST /oauth/token \
  '{"grant_type":"client_credentials","client_id":"sandbox-agency","client_secret":"sandbox-secret","audience":"partner-api-staging"}'
TOKEN=$(pick 'r.access_token' <"$WORK/answer.json")

# 2. Search Bergen to Tromsø for two adults over the coming week: opens a session (15 minutes idle).
DAY=$(node -e 'console.log(new Date(Date.now() + 3 * 86400e3).toISOString().slice(0, 10))')
TO=$(node -e 'console.log(new Date(Date.now() + 9 * 86400e3).toISOString().slice(0, 10))')
step '2. search voyages' 200 POST "/api/v2/search/voyages?$K" \
  "{\"departurePort\":\"BGO\",\"arrivalPort\":\"TOS\",\"departureDateFrom\":\"$DAY\",\"departureDateTo\":\"$TO\",\"guests\":[{\"type\":\"ADULT\"},{\"type\":\"ADULT\"}]}"
SID=$(pick 'r.sessionId' <"$WORK/answer.json")
# The first voyage with a free cabin of a grade for two with cabin numbers (O2 when it has one).
CHOICE=$(pick '
  (() => {
    const fits = (g) => g.availableCabins > 0 && g.maximumOccupancy >= 2 && g.hasSpecificCabins;
    for (const v of r.results) {
      const g = v.cabinGrades.find((g) => g.code === "O2" && fits(g)) ?? v.cabinGrades.find(fits);
      if (g) return `${v.departureDate} ${g.code}`;
    }
  })()' <"$WORK/answer.json")
read -r DEP GRADE <<<"$CHOICE"
echo "   sessionId $SID, departureDate $DEP, grade $GRADE"

# 3. Hold a booking: a guarantee cabin of that grade for guests 1 and 2 (201).
step '3. hold a booking' 201 POST "/api/v2/bookings/create/voyage-only/$SID?$K" \
  "{\"departureDate\":\"$DEP\",\"cabinMix\":[{\"code\":\"$GRADE\",\"guestIds\":[1,2]}]}"
CABIN_ID=$(pick 'r.cabins[0].id' <"$WORK/answer.json")

# 4. Choose a cabin number: list the free numbers, then apply one of them.
step '4a. list cabin numbers' 200 GET "/api/v2/bookings/create/voyage-only/$SID/cabin-numbers?cabinGrade=$GRADE&$K"
NUMBER=$(pick 'r.decks.flatMap((d) => d.cabinNumbers)[0]' <"$WORK/answer.json")
step '4b. choose a cabin number' 200 POST "/api/v2/bookings/create/voyage-only/$SID/cabin-numbers?$K" \
  "{\"cabinId\":$CABIN_ID,\"cabinNumber\":\"$NUMBER\"}"

# 5. Extras: list the addons that apply, then apply one (DINNER when offered) for both guests.
step '5a. list addons' 200 GET "/api/v2/bookings/create/voyage-only/$SID/addons?$K"
ADDON=$(pick '(r.addons.find((a) => a.code === "DINNER") ?? r.addons.find((a) => !a.isMandatory))?.code' <"$WORK/answer.json")
step '5b. apply an addon' 200 POST "/api/v2/bookings/create/voyage-only/$SID/addons?$K" \
  "{\"addons\":[{\"code\":\"$ADDON\",\"guestIds\":[1,2]}]}"

# 6. Confirm (201): one entry per guest, exactly one lead with contact details; a new Idempotency-Key.
IDEMPOTENCY_KEY=$(node -e 'console.log(crypto.randomUUID())')
step '6. confirm' 201 POST "/api/v2/bookings/create/voyage-only/$SID/confirm?$K" \
  '{"guests":[{"guestId":1,"firstName":"Kari","lastName":"Nordmann","dateOfBirth":"1980-04-12","gender":"FEMALE","nationality":"NO","isLead":true,"email":"kari@example.com","phoneNumber":"+4791234567","address":{"street":"Storgata 1","postalCode":"0155","city":"Oslo","countryCode":"NO"}},{"guestId":2,"firstName":"Ola","lastName":"Nordmann","dateOfBirth":"1979-01-01","gender":"MALE","nationality":"NO"}]}' \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY"
BOOKING=$(pick 'r.bookingId' <"$WORK/answer.json")

# 7. Read the confirmed booking by its bookingId.
step '7. read the booking' 200 GET "/api/v2/bookings/$BOOKING?$K"
echo
echo "walkthrough: booked $BOOKING (cabin $NUMBER, $GRADE, departing $DEP)"
