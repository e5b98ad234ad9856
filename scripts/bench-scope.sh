#!/usr/bin/env bash
# What a staff member's scope costs (issue 26): the same requests by a director and by a
# staff member whose scope is 300 of 10,000 fathers (the ten groups he facilitates), in one
# run on the program of bench_program_seed.py. The scope must cost little: the staff
# member's throughput at least 80 % of the director's. Rewrites the "scope" section of
# docs/benchmarks.md. Run from the repository root: `make bench` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_RUN=${BENCH_SECONDS:-5}
ROUNDS=${BENCH_ROUNDS:-3}
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked -q -p fatherhood
source scripts/bench-lib.sh

bench_workspace scope

export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
seed_program
# The staff member: facilitator of ten groups of 30, spread over the name order like any
# caseload.
father=$(python3 - "$db" "$hash" <<'PY'
import sqlite3, sys, time, uuid, datetime
db, password_hash = sys.argv[1], sys.argv[2]
conn = sqlite3.connect(db)
staff = str(uuid.uuid4())
now = int(time.time() * 1000)
conn.execute("INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language, is_admin,"
             " password_hash, created_at, updated_at, search_text, staff_role)"
             " VALUES (?, 'staff@bench.test', 'Sam Staff', 'Sam', 'Staff', 'en', 1, ?, ?, ?, 'sam staff', 'staff')",
             (staff, password_hash, now, now))
groups = [row[0] for row in conn.execute("SELECT id FROM father_groups ORDER BY id LIMIT 10")]
conn.executemany("INSERT INTO group_facilitators (group_id, user_id) VALUES (?, ?)", [(g, staff) for g in groups])
# One father in seven has an open follow-up due in the coming week (a case manager calls
# back a few of his fathers each week): a director's week holds about 1,430, the staff
# member's about 43.
today = datetime.date.today()
admin = conn.execute("SELECT id FROM users WHERE email = 'admin@bench.test'").fetchone()[0]
fathers = [row[0] for row in conn.execute("SELECT id FROM fathers")]
conn.executemany(
    "INSERT INTO contacts (id, father_id, staff_id, staff_name, at, method, outcome, minutes, note, sensitive,"
    " follow_up_due, follow_up_done_at, created_at, updated_at) VALUES (?, ?, ?, 'Admin', ?, 'call', 'left-message',"
    " 5, 'Call back about the bus pass', 0, ?, NULL, ?, ?)",
    [(str(uuid.uuid4()), f, admin, now - i, (today + datetime.timedelta(days=i % 7)).isoformat(), now, now)
     for i, f in enumerate(fathers) if i % 7 == 0])
conn.commit()
print(conn.execute("SELECT father_id FROM staff_scope WHERE user_id = ? ORDER BY father_id LIMIT 1 OFFSET 150",
                   (staff,)).fetchone()[0])
PY
)
in_scope=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(*) FROM staff_scope').fetchone()[0])" "$db")

app_port=$(port)
FM_ADDR=127.0.0.1:$app_port ./target/release/fatherhood serve >"$tmp/server.log" 2>&1 & pids+=($!)
app=http://127.0.0.1:$app_port
wait_up "$app"
for who in director staff; do
  email=admin@bench.test; [[ $who == staff ]] && email=staff@bench.test
  printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$(sign_in "$email")" >"$tmp/$who.lua"
done

requests=(
  "fathers list, first page of 50|/api/fathers?limit=50"
  "a father's page (record)|/api/fathers/$father"
  "a father's attendance history|/api/fathers/$father/attendance"
  "follow-ups this week, first page of 50|/api/follow-ups?when=week&limit=50"
)
rows=()
for request in "${requests[@]}"; do
  label=${request%%|*}; path=${request#*|}
  # BENCH_ONLY=text measures only the requests whose label holds it (docs left as they are).
  [[ -z ${BENCH_ONLY:-} || $label == *"$BENCH_ONLY"* ]] || continue
  # Director and staff take turns, ROUNDS times each; the median of each side is kept, so a
  # slow spell of the machine does not land on one side only.
  directors=(); staffs=()
  for round in $(seq "$ROUNDS"); do
    measure "$label — director ($round)" 64 "$app$path" "$tmp/director.lua"
    measure "$label — staff ($round)" 64 "$app$path" "$tmp/staff.lua"
    directors+=("${rps_of["$label — director ($round)"]}"); staffs+=("${rps_of["$label — staff ($round)"]}")
  done
  director=$(printf '%s\n' "${directors[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  staff=$(printf '%s\n' "${staffs[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  ratio=$(python3 -c "print(f'{$staff / $director:.2f}')")
  rows+=("| $label | $director | $staff | ${ratio}× |")
done

section="### A staff member's scope (\`scripts/bench-scope.sh\`)

$(date -u +%Y-%m-%d), release build, SQLite, 10,000 fathers in 334 groups of 30; the staff member
facilitates ten groups ($in_scope rows of \`staff_scope\`, his 300 fathers spread over the name
order). wrk: 2 threads, 64 connections, ${SECONDS_PER_RUN} s after a 2 s warm-up, on the same two cores
as the server; director and staff take turns, $ROUNDS runs each, and the median of each is shown.
Requests per second; the target is staff ÷ director ≥ 0.80.

| request | director | staff (300 of 10,000) | staff ÷ director |
|---|---|---|---|
$(printf '%s\n' "${rows[@]}")

The staff member's list in name order reads his scope's rows (\`staff_scope_name\`: user,
last name, first name, father) and looks each of the 50 fathers up in the fathers' covering name
index by its whole key; a director's reads that index in order. Every other read adds one probe
of \`staff_scope\`'s key per father (\`EXISTS … ss.user_id = \$n AND ss.father_id = f.id\`), as
cheap as the record's own key. His follow-ups start from the rows of his fathers with an open
follow-up due by the week's end (\`staff_scope_follow_ups\`: each row carries its father's earliest,
migration 0018), then read those fathers' open follow-ups by index (their names are the scope rows') and sort
the few dozen; a director's walk \`contacts_follow_ups\` in the list's order. Both statements are prepared once per
connection: a bound LIMIT made SQLite prepare every list statement again on every request
(\`db::limit\`)."
[[ -n ${BENCH_ONLY:-} ]] || write_section scope "$section"
