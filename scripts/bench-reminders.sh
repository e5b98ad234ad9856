#!/usr/bin/env bash
# Reminders and RSVP (issue 27), written to the "reminders" section of docs/benchmarks.md:
# - the scheduler's work for 10,000 fathers with accounts in 300 groups, each with a session
#   in the coming week (server/benches/reminders.rs: reminders decided per second, the
#   database time of an idle look and per minute of idle scheduling), on SQLite and, when
#   one answers at 127.0.0.1:5432, PostgreSQL;
# - RSVP writes per second at 64 connections beside the roster save, on the program of
#   bench_program_seed.py (10,000 fathers, groups of 30): 30 fathers of one group take turns
#   answering the group's next session, while the staff save the 30-father roster of
#   another; the two take turns, ROUNDS runs each, medians kept.
# Run from the repository root: `make bench` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_RUN=${BENCH_SECONDS:-5}
ROUNDS=${BENCH_ROUNDS:-3}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432}
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked -q -p fatherhood
source scripts/bench-lib.sh

bench_workspace reminders

# ---- The scheduler (BENCH_ONLY=rsvp skips it, and leaves the docs as they are)
scheduler_sqlite=""; scheduler_pg=""
if [[ ${BENCH_ONLY:-} != rsvp ]]; then
scheduler_sqlite=$(cargo bench --locked -q -p fatherhood --bench reminders 2>/dev/null | tail -1)
echo "scheduler, SQLite: $scheduler_sqlite" >&2
if psql "$PG_URL/postgres" -qc 'SELECT 1' >/dev/null 2>&1; then
  pg_db=fatherhood_bench_reminders_$$
  psql "$PG_URL/postgres" -qc "CREATE DATABASE $pg_db" >/dev/null
  scheduler_pg=$(BENCH_DATABASE_URL="$PG_URL/$pg_db" cargo bench --locked -q -p fatherhood --bench reminders 2>/dev/null | tail -1)
  echo "scheduler, PostgreSQL: $scheduler_pg" >&2
else
  echo "no PostgreSQL at $PG_URL: the scheduler measured on SQLite only" >&2
fi
fi
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]]) if sys.argv[1] else print('—')" "$1" "$2"; }

# ---- RSVP writes beside the roster save
export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
seed_program
ids=$seeded
# The second group's 30 fathers get accounts (the admin's password) and a session next week.
rsvp=$(python3 - "$db" "$hash" "$ids" <<'PY'
import json, sqlite3, sys, time, uuid
db, password_hash = sys.argv[1], sys.argv[2]
conn = sqlite3.connect(db)
now = int(time.time() * 1000)
roster_father = json.loads(sys.argv[3])["roster"][0]
# A full group of 30, not the one whose roster the staff save.
group, cycle = conn.execute(
    "SELECT c.group_id, c.id FROM cycles c WHERE c.group_id IN (SELECT group_id FROM group_members GROUP BY group_id HAVING COUNT(*) = 30)"
    " AND c.group_id NOT IN (SELECT group_id FROM group_members WHERE father_id = ?) ORDER BY c.id LIMIT 1",
    (roster_father,)).fetchone()
fathers = [row[0] for row in conn.execute("SELECT father_id FROM group_members WHERE group_id = ? ORDER BY father_id", (group,))]
emails = []
for i, father in enumerate(fathers):
    user, email = str(uuid.uuid4()), f"rsvp{i}@bench.test"
    conn.execute("INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language, is_admin,"
                 " password_hash, created_at, updated_at, search_text) VALUES (?, ?, 'Dad', 'Dad', 'Bench', 'en', 0, ?, ?, ?, 'dad')",
                 (user, email, password_hash, now, now))
    conn.execute("UPDATE fathers SET user_id = ? WHERE id = ?", (user, father))
    emails.append(email)
session = str(uuid.uuid4())
starts = now + 7 * 24 * 3600 * 1000
conn.execute("INSERT INTO sessions (id, cycle_id, number, title, starts_at, ends_at, location, notes, status, created_at, updated_at)"
             " VALUES (?, ?, 99, 'Next week', ?, ?, 'Hall', '', 'scheduled', ?, ?)", (session, cycle, starts, starts + 5400000, now, now))
conn.commit()
print(json.dumps({"session": session, "emails": emails}))
PY
)
get() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$1" "$2"; }

app_port=$(port)
FM_ADDR=127.0.0.1:$app_port ./target/release/fatherhood serve >"$tmp/server.log" 2>&1 & pids+=($!)
app=http://127.0.0.1:$app_port
wait_up "$app"
staff=$(sign_in admin@bench.test)
for email in $(python3 -c "import json,sys; print(' '.join(json.loads(sys.argv[1])['emails']))" "$rsvp"); do
  sign_in "$email" </dev/null; echo
done >"$tmp/tokens.txt"
[[ $(grep -c . "$tmp/tokens.txt") == 30 ]] || {
  echo "the fathers could not sign in: $(grep -c . "$tmp/tokens.txt") tokens; $rsvp" >&2; head -c 300 "$tmp/tokens.txt" >&2
  curl -s -X POST "$app/api/auth/signin" -H 'content-type: application/json' \
    -d '{"email":"rsvp0@bench.test","password":"bench admin password"}' >&2
  exit 1
}

# The roster of the seeded session: 30 fathers, marks changing from save to save.
python3 - "$ids" >"$tmp/roster.json" <<'PY'
import json, sys
ids = json.loads(sys.argv[1])
print(json.dumps([{"fatherId": f, "status": "present"} for f in ids["roster"]]))
PY
cat >"$tmp/roster.lua" <<LUA
local f = io.open("$tmp/roster.json"); local body = f:read("*a"); f:close()
local n = 0
function request()
  n = n + 1
  -- One mark changes each save, so every save writes.
  local changed = body:gsub('"present"', '"late"', (n % 30) + 1)
  return wrk.format("PUT", "/api/sessions/$(get "$ids" session)/attendance",
    {["Authorization"] = "Bearer $staff", ["Content-Type"] = "application/json"}, changed)
end
LUA
cat >"$tmp/rsvp.lua" <<LUA
local tokens = {}
for line in io.lines("$tmp/tokens.txt") do tokens[#tokens + 1] = line end
local answers = {'{"answer":"yes"}', '{"answer":"no","note":"child sick"}', '{"answer":"yes","note":"bringing my son"}'}
local n = 0
function request()
  n = n + 1
  return wrk.format("PUT", "/api/sessions/$(get "$rsvp" session)/rsvp",
    {["Authorization"] = "Bearer " .. tokens[(n % #tokens) + 1], ["Content-Type"] = "application/json"},
    answers[(n % #answers) + 1])
end
LUA
rosters=(); answers=()
for round in $(seq "$ROUNDS"); do
  measure "roster save, 30 fathers ($round)" 64 "$app/" "$tmp/roster.lua"
  measure "RSVP, 30 fathers taking turns ($round)" 64 "$app/" "$tmp/rsvp.lua"
  rosters+=("${rps_of["roster save, 30 fathers ($round)"]}"); answers+=("${rps_of["RSVP, 30 fathers taking turns ($round)"]}")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
roster=$(median "${rosters[@]}"); answer=$(median "${answers[@]}")
ratio=$(python3 -c "print(f'{$answer / $roster:.2f}')")

section="### Reminders and RSVP (\`scripts/bench-reminders.sh\`)

$(date -u +%Y-%m-%d), release build, on $(nproc) cores.

**The scheduler** (\`server/benches/reminders.rs\`): 10,000 fathers with accounts (one phone each,
one in ten with e-mail reminders on) in 300 groups, each group's session somewhere in the coming
week; the scheduler's clock walks the week and a day minute by minute, deciding every reminder
(a claim row, the pushes and e-mails queued in its transaction).

| database | claims | reminders decided | reminders decided per second | an idle look | database time per minute of idle scheduling (2 looks) |
|---|---|---|---|---|---|
| SQLite | $(field "$scheduler_sqlite" claims) | $(field "$scheduler_sqlite" reminders) | $(field "$scheduler_sqlite" reminders_per_second) | $(field "$scheduler_sqlite" idle_look_ms) ms | $(field "$scheduler_sqlite" idle_db_ms_per_minute) ms |
| PostgreSQL | $(field "$scheduler_pg" claims) | $(field "$scheduler_pg" reminders) | $(field "$scheduler_pg" reminders_per_second) | $(field "$scheduler_pg" idle_look_ms) ms | $(field "$scheduler_pg" idle_db_ms_per_minute) ms |

An idle look reads the next day's sessions and events by their start-time indexes and probes each
one's claim: its cost follows the next day's items, not the program's size.

**RSVP writes** at 64 connections (wrk, 2 threads, ${SECONDS_PER_RUN} s after a 2 s warm-up, on the same
cores; SQLite, the program of \`bench_program_seed.py\`): 30 fathers of one group take turns answering
their next session (the audience and the start checked in the writing statement), beside the
staff's 30-father roster save; $ROUNDS runs each, taking turns, medians.

| request | requests/s |
|---|---|
| \`PUT /api/sessions/{id}/attendance\` (30 fathers, a mark changing each save) | $roster |
| \`PUT /api/sessions/{id}/rsvp\` (30 fathers taking turns) | $answer |
| RSVP ÷ roster save | **${ratio}×** |"
[[ -n ${BENCH_ONLY:-} ]] || write_section reminders "$section"
