#!/usr/bin/env bash
# PostgreSQL against the bare driver (issue 29). On a fresh database holding the program seed
# (scripts/bench_program_seed.py: 10,000 fathers in groups of 30, ~100,000 attendance rows),
# two release servers on the same database and two bare baselines (bench/: the `postgres` crate,
# a pool of 16, no server logic) beside them, measured in the same run:
# - roster saves from two instances, 64 connections in all (32 on each, two wrk at once), each
#   save the 30 marks of one of the program's open sessions drawn at random (as many
#   coordinators would), marks changing from save to save; against the same upserts in one
#   transaction through the bare driver;
# - a page of 50 fathers signed in as the admin, the first, one by a random cursor and the page
#   200 deep, against the same 50 rows with the same columns from the same index, bare; the page
#   200 deep must cost what the first does (±10 %).
# Every kind is measured once in each of BENCH_PG_ROUNDS (default 3) rounds, one after another;
# the ratios are of the medians (one 10 s run swings by about ±15 %).
# BENCH_PG_FATHERS (default 10,000) sizes the program: 100,000 shows whether a page's cost grows
# with the program.
# Rewrites the "postgres" section of docs/benchmarks.md. BENCH_SERVER_BIN measures another
# build of the server (e.g. a copy of the release binary from before a change) and builds
# nothing (target/release/fatherhood-bench must be built).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

SECONDS_PER_RUN=${BENCH_SECONDS:-10}
FATHERS=${BENCH_PG_FATHERS:-10000}
ROUNDS=${BENCH_PG_ROUNDS:-3}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432}
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
if [[ -n ${BENCH_SERVER_BIN:-} ]]; then
  # Another build of the server, beside the baseline as last built: nothing is built.
  server=$BENCH_SERVER_BIN
else
  server=./target/release/fatherhood
  cargo build --release --locked -q -p fatherhood -p fatherhood-bench
fi
psql "$PG_URL/postgres" -qc 'SELECT 1' >/dev/null 2>&1 || { echo "PostgreSQL is not reachable at $PG_URL" >&2; exit 1; }

bench_workspace postgres
export RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
pg_db=fatherhood_bench_pg_$$
psql "$PG_URL/postgres" -qc "CREATE DATABASE $pg_db" >/dev/null
db_url=$PG_URL/$pg_db
data=$tmp/data
mkdir -p "$data" "$tmp/seed"

# The program seed, written to a migrated SQLite file and copied table by table.
FM_DATA_DIR=$data DATABASE_URL=$db_url "$server" migrate >/dev/null
FM_DATA_DIR=$data DATABASE_URL=$db_url FM_ADMIN_PASSWORD='bench admin password' "$server" create-admin --email admin@bench.test >/dev/null
hash=$(psql "$db_url" -Atc "SELECT password_hash FROM users WHERE email = 'admin@bench.test'")
FM_DATA_DIR=$tmp/seed DATABASE_URL=sqlite://$tmp/seed/seed.db "$server" migrate >/dev/null
python3 scripts/bench_program_seed.py "$tmp/seed/seed.db" "$hash" --fathers "$FATHERS" >"$tmp/seed.json"
# The seed's groups go in PostgreSQL's own first program (the seed file's is not copied).
pg_program=$(psql "$db_url" -Atc "SELECT id FROM programs ORDER BY created_at, id LIMIT 1")
python3 - "$tmp/seed/seed.db" "$pg_program" <<'PY'
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1])
conn.execute("DROP TRIGGER staff_scope_group_program")
conn.execute("UPDATE father_groups SET program_id = ?", (sys.argv[2],))
conn.commit()
PY
python3 scripts/bench_sqlite_to_postgres.py "$tmp/seed/seed.db" "$db_url" \
  users fathers father_groups group_members cycles sessions attendance

# start NAME COMMAND...: starts a server on a free port, given as FM_ADDR and in place of
# PORT among the arguments, and sets `started` to its base URL (not printed: a subshell
# would not add to `pids`).
start() {
  local name=$1 p; shift; p=$(port)
  FM_ADDR=127.0.0.1:$p "${@/PORT/$p}" >"$tmp/$name.log" 2>&1 &
  pids+=($!)
  started=http://127.0.0.1:$p
  wait_up "$started"
}
start pg-a env FM_DATA_DIR="$data" DATABASE_URL="$db_url" "$server" serve; a=$started
start pg-b env FM_DATA_DIR="$data" DATABASE_URL="$db_url" "$server" serve; b=$started
start bare-a ./target/release/fatherhood-bench --addr 127.0.0.1:PORT --postgres "$db_url"; bare_a=$started
start bare-b ./target/release/fatherhood-bench --addr 127.0.0.1:PORT --postgres "$db_url"; bare_b=$started
app=$a
token=$(sign_in admin@bench.test)
[[ -n $token ]] || { echo "could not sign in" >&2; exit 1; }

# Every open session of the program with its group's fathers: "SESSION FATHER,FATHER,…".
psql "$db_url" -Atc "SELECT s.id || ' ' || string_agg(m.father_id, ',' ORDER BY m.father_id)
  FROM sessions s JOIN cycles c ON c.id = s.cycle_id JOIN group_members m ON m.group_id = c.group_id
  WHERE s.status = 'scheduled' GROUP BY s.id" >"$tmp/sessions.txt"
sessions=$(wc -l <"$tmp/sessions.txt")

# roster_script PATH_FORMAT [HEADER_LINE]: a save of a random open session's roster, each
# father's status drawn at random (a save of unchanged marks would write nothing new).
roster_script() {
  cat <<LUA
wrk.method = "PUT"
wrk.headers["Content-Type"] = "application/json"
${2:-}
local rosters = {}
for line in io.lines("$tmp/sessions.txt") do
  local session, fathers = line:match("^(%S+) (%S+)$")
  local ids = {}
  for id in fathers:gmatch("[^,]+") do ids[#ids + 1] = id end
  rosters[#rosters + 1] = {session = session, ids = ids}
end
local statuses = {"present", "late", "excused", "absent"}
function request()
  local roster = rosters[math.random(#rosters)]
  local marks = {}
  for i, id in ipairs(roster.ids) do marks[i] = '{"fatherId":"' .. id .. '","status":"' .. statuses[math.random(#statuses)] .. '"}' end
  return wrk.format(nil, string.format("$1", roster.session), nil, "[" .. table.concat(marks, ",") .. "]")
end
LUA
}
auth_line="wrk.headers[\"Authorization\"] = \"Bearer $token\""
roster_script "/api/sessions/%s/attendance" "$auth_line" >"$tmp/save.lua"
roster_script "/roster?session=%s" >"$tmp/bare-save.lua"

python3 scripts/bench_cursors.py "$app" "$token" >"$tmp/cursors.txt"
# page_script PATH PARAMETER [HEADER_LINE]: the first page, or a page after a random cursor.
page_script() {
  cat <<LUA
${3:-}
local cursors = {}
for line in io.lines("$tmp/cursors.txt") do cursors[#cursors + 1] = line end
function request()
  if first then return wrk.format("GET", "$1") end
  return wrk.format("GET", "$1$2" .. cursors[math.random(#cursors)])
end
LUA
}
{ echo "first = true"; page_script "/api/fathers?limit=50" "&cursor=" "$auth_line"; } >"$tmp/first.lua"
{ echo "first = false"; page_script "/api/fathers?limit=50" "&cursor=" "$auth_line"; } >"$tmp/cursor.lua"
{ echo "first = true"; page_script "/fathers" "?after="; } >"$tmp/bare-first.lua"
{ echo "first = false"; page_script "/fathers" "?after="; } >"$tmp/bare-cursor.lua"
# deep_script PATH PARAMETER [HEADER_LINE]: the page 200 deep (after the 199th cursor).
deep_script() {
  cat <<LUA
${3:-}
local deep, n = nil, 0
for line in io.lines("$tmp/cursors.txt") do n = n + 1; if n <= 199 then deep = line end end
function request() return wrk.format("GET", "$1$2" .. deep) end
LUA
}
deep_script "/api/fathers?limit=50" "&cursor=" "$auth_line" >"$tmp/deep.lua"
deep_script "/fathers" "?after=" >"$tmp/bare-deep.lua"

# measure_two LABEL URL_A URL_B SCRIPT: 32 connections on each of two instances at once (one
# wrk thread each, so two in all as elsewhere), a 2 s warm-up first; requests/s summed,
# latencies the worse instance's.
measure_two() {
  local label=$1 url_a=$2 url_b=$3 script=$4 out_a=$tmp/wrk-a.txt out_b=$tmp/wrk-b.txt
  wrk -t1 -c32 -d2s -s "$script" "$url_a" >/dev/null 2>&1 & local warm=$!
  wrk -t1 -c32 -d2s -s "$script" "$url_b" >/dev/null 2>&1 || true
  wait "$warm" || true
  wrk -t1 -c32 -d"${SECONDS_PER_RUN}s" --latency -s "$script" "$url_a" >"$out_a" & local first=$!
  wrk -t1 -c32 -d"${SECONDS_PER_RUN}s" --latency -s "$script" "$url_b" >"$out_b"
  wait "$first"
  local failed rps p50 p99
  failed=$(cat "$out_a" "$out_b" | awk '/Non-2xx/ {n += $NF} END {print n + 0}')
  [[ $failed == 0 ]] || { echo "$label: $failed failed requests" >&2; cat "$out_a" "$out_b" >&2; exit 1; }
  rps=$(cat "$out_a" "$out_b" | awk '/Requests\/sec/ {s += $2} END {printf "%d", s}')
  p50=$(worse 50% "$out_a" "$out_b"); p99=$(worse 99% "$out_a" "$out_b")
  echo "$label: $rps req/s, p50 $p50, p99 $p99" >&2
  rps_of[$label]=$rps runs_of[$label]+="$rps "
  results+=("| $label | 2 × 32 | $rps | $p50 | $p99 |")
}
# worse PERCENTILE FILE FILE: the larger of two wrk latency figures (us, ms or s).
worse() {
  awk -v p="$1" '$1 == p {v = $2; u = v; gsub(/[0-9.]/, "", u); sub(/[a-z]+$/, "", v);
    ms = u == "us" ? v / 1000 : u == "s" ? v * 1000 : v; if (ms > best) {best = ms; text = $2}} END {print text}' "$2" "$3"
}

save_label="PUT /api/sessions/{id}/attendance (30 marks), two instances"
bare_save_label="baseline: the same 30 upserts in one transaction, two instances"
first_label="GET /api/fathers?limit=50 (first page)"
cursor_label="GET /api/fathers?limit=50&cursor=… (a random page of 200)"
bare_first_label="baseline: first page of 50"
bare_cursor_label="baseline: a page of 50 after a random cursor"
deep_label="GET /api/fathers?limit=50&cursor=… (the page 200 deep)"
bare_deep_label="baseline: the page 200 deep"
for round in $(seq "$ROUNDS"); do
  measure_two "$bare_save_label" "$bare_a" "$bare_b" "$tmp/bare-save.lua"
  measure_two "$save_label" "$a" "$b" "$tmp/save.lua"
  measure "$bare_first_label" 64 "$bare_a/fathers" "$tmp/bare-first.lua"
  measure "$first_label" 64 "$a/api/fathers" "$tmp/first.lua"
  measure "$bare_cursor_label" 64 "$bare_a/fathers" "$tmp/bare-cursor.lua"
  measure "$cursor_label" 64 "$a/api/fathers" "$tmp/cursor.lua"
  measure "$bare_deep_label" 64 "$bare_a/fathers" "$tmp/bare-deep.lua"
  measure "$deep_label" 64 "$a/api/fathers" "$tmp/deep.lua"
done
settle_medians "$save_label" "$bare_save_label" "$first_label" "$cursor_label" "$bare_first_label" \
  "$bare_cursor_label" "$deep_label" "$bare_deep_label"

# ratio NUMERATOR DENOMINATOR: percent, and MISSED under the 60 % budget.
ratio() {
  local r=$(( 100 * ${rps_of[$1]} / ${rps_of[$2]} ))
  if (( r >= 60 )); then echo "**$r %**"; else echo "**$r %** (MISSED)"; fi
}
# flat DEEP FIRST: the page 200 deep's throughput as a percent of the first page's, MISSED
# outside ±10 %.
flat() {
  local r=$(( 100 * ${rps_of[$1]} / ${rps_of[$2]} ))
  if (( r >= 90 && r <= 110 )); then echo "**$r %**"; else echo "**$r %** (MISSED)"; fi
}
# A program of another size gets its own section beside the 10,000 fathers' one.
suffix=""; [[ $FATHERS == 10000 ]] || suffix="-$FATHERS"
settings=$(psql "$db_url" -Atc "SELECT string_agg(name || '=' || setting, ', ' ORDER BY name) FROM pg_settings
  WHERE name IN ('synchronous_commit', 'fsync', 'wal_sync_method', 'commit_delay', 'shared_buffers')")
seed() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])" "$tmp/seed.json" "$1"; }

section=$(cat <<MD
## Results: PostgreSQL against the bare driver${suffix:+ ($FATHERS fathers)}

Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench\` (scripts/bench-postgres.sh) on $(nproc) cores, load
average at the end $(cut -d' ' -f1-3 /proc/loadavg); commit \`$(git rev-parse --short HEAD)\`. $(psql "$db_url" -Atc 'SHOW server_version') on
the same machine ($settings), a fresh database holding the program seed ($(seed fathers) fathers
in groups of 30, $(seed attendance_rows) attendance rows, $sessions open sessions). Two release servers on that
database, and two bare baselines (bench/src/pg.rs: the same \`postgres\` crate, a pool of 16
like the server's, statements prepared per connection, no authentication, no server logic, no
triggers). wrk, ${SECONDS_PER_RUN} s per run after a 2 s warm-up; on two instances, two wrk at once, one
thread and 32 connections each; requests/s summed, latencies those of the slower instance. Every kind
was measured once in each of $ROUNDS rounds, one after another (each run is a row below); the ratios
are of the medians.

| Endpoint | Connections | Requests/s | p50 | p99 |
| --- | ---: | ---: | ---: | ---: |
$(printf '%s\n' "${results[@]}")

- Roster saves from two instances ÷ the bare transaction: $(ratio "$save_label" "$bare_save_label") (budget ≥ 60 %).
  Each save is the marks of one of the $sessions open sessions drawn at random, every status drawn
  again; the bare one is the same upserts (one per mark) into \`bare_attendance\`, a copy of
  \`attendance\` with its columns, keys and rows but without its foreign keys and triggers.
- The first page of 50 fathers ÷ the bare page: $(ratio "$first_label" "$bare_first_label") (budget ≥ 60 %).
- A page by cursor ÷ the bare page after the same cursor: $(ratio "$cursor_label" "$bare_cursor_label") (budget ≥ 60 %).
- The page 200 deep ÷ the bare one: $(ratio "$deep_label" "$bare_deep_label") (budget ≥ 60 %); the page 200 deep ÷
  the first page: ours $(flat "$deep_label" "$first_label"), bare $(flat "$bare_deep_label" "$bare_first_label") (budget 90–110 %).

Reproduce: \`bash scripts/bench-postgres.sh\` (\`BENCH_SECONDS\`, \`BENCH_PG_URL\`, \`BENCH_PG_FATHERS\`; \`BENCH_SERVER_BIN\` for another
build of the server).
MD
)
write_section "postgres$suffix" "$section"
