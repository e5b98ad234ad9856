#!/usr/bin/env bash
# Load test of the calendar (issue 9) on SQLite: 10,000 fathers with accounts in 300
# groups, a year of weekly sessions per group and a year of events. Measures a month
# of GET /api/calendar for a father and for staff, and a father's iCalendar feed (a
# year of his items). Rewrites the "calendar" section of docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

SECONDS_PER_RUN=${BENCH_SECONDS:-10}
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked -q -p fatherhood

bench_workspace calendar


password='bench admin password'
export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
./target/release/fatherhood migrate >/dev/null
FM_ADMIN_PASSWORD=$password ./target/release/fatherhood create-admin --email admin@bench.test >/dev/null
hash=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT password_hash FROM users').fetchone()[0])" "$FM_DATA_DIR/fatherhood.db")
seeded=$(python3 scripts/bench_calendar_seed.py "$FM_DATA_DIR/fatherhood.db" "$hash")
get() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$seeded" "$1"; }

app_port=$(port)
FM_ADDR=127.0.0.1:$app_port ./target/release/fatherhood serve >"$tmp/server.log" 2>&1 & pids+=($!)
app=http://127.0.0.1:$app_port
wait_up "$app"
sign_in() {
  curl -sf -X POST "$app/api/auth/signin" -H 'content-type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"$password\"}" | sed -n 's/.*"accessToken":"\([^"]*\)".*/\1/p'
}
staff=$(sign_in admin@bench.test); father=$(sign_in "$(get father_email)")
feed=$(curl -sf "$app/api/calendar/feed" -H "authorization: Bearer $father" | sed -n 's/.*"url":"[^"]*\(\/ics\/[^"]*\)".*/\1/p')
feed_events=$(curl -sf "$app$feed" | grep -c '^BEGIN:VEVENT' || true)
month="from=2026-05-01T00:00:00-05:00&to=2026-06-01T00:00:00-05:00"
father_items=$(curl -sf "$app/api/calendar?$month" -H "authorization: Bearer $father" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
staff_items=$(curl -sf "$app/api/calendar?$month" -H "authorization: Bearer $staff" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
for who in father staff; do
  printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "${!who}" >"$tmp/$who.lua"
done


measure "GET /api/calendar, a month, father ($father_items items)" 8 "$app/api/calendar?$month" "$tmp/father.lua"
measure "GET /api/calendar, a month, staff ($staff_items items)" 8 "$app/api/calendar?$month" "$tmp/staff.lua"
measure "GET /ics/<token>.ics, a father's feed ($feed_events events)" 8 "$app$feed"
measure "GET /api/calendar, a month, father" 64 "$app/api/calendar?$month" "$tmp/father.lua"

section=$(cat <<MD
## Results: the calendar ($(get fathers) fathers, $(get groups) groups, $(get sessions) sessions, $(get events) events)

Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench\` (scripts/bench-calendar.sh) on $(nproc) cores;
commit \`$(git rev-parse --short HEAD)\`. SQLite; every father has an account and is in one group; each group
has a year of weekly sessions and an event a month, everyone has an event a week and a day off a month.
wrk, 2 threads, ${SECONDS_PER_RUN} s per run after a 2 s warm-up, on the same machine as the server.

| Endpoint | Connections | Requests/s | p50 | p99 |
| --- | ---: | ---: | ---: | ---: |
$(printf '%s\n' "${results[@]}")

Budget: p99 under 10 ms at 8 connections for a month of the calendar (father and staff) and for a
father's feed (half a year back, a year ahead).

Reproduce: \`make bench\` (or \`bash scripts/bench-calendar.sh\`).
MD
)
write_section calendar "$section"
