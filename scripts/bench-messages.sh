#!/usr/bin/env bash
# Load test of messages and live delivery (issue 10). On SQLite: 1,000 open streams and
# 20 messages a second into group conversations (delivery time from each POST until every
# participant's stream has it; server/examples/bench_live.rs), sending a message at 8
# connections, and a thread page of 50 messages against the bare baseline's 50-row page.
# On PostgreSQL: the same fan-out with the streams split over two instances and the
# messages written on one. Rewrites the "messages" section of docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

SECONDS_PER_RUN=${BENCH_SECONDS:-10}
LIVE_SECONDS=${BENCH_LIVE_SECONDS:-20}
STREAMS=${BENCH_STREAMS:-1000}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432}
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked -q -p fatherhood -p fatherhood-bench --bin fatherhood --bin fatherhood-bench --example bench_live
live_bin=target/release/examples/bench_live
# A thousand streams are a thousand sockets on each side: raise the soft limit to the hard one.
ulimit -n "$(ulimit -Hn)"
(( $(ulimit -n) > STREAMS + 200 )) || { echo "open-file limit $(ulimit -n) is too low for $STREAMS streams" >&2; exit 1; }

bench_workspace messages

field() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])" "$1" "$2"; }
ms() { python3 -c "import sys; print(f'{float(sys.argv[1]):.1f} ms')" "$1"; }

export RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
# start NAME DATA_DIR DATABASE_URL: starts an instance and sets `started` to its base URL
# (not printed: a command substitution would run it in a subshell, and `pids` would not
# learn the process to stop at the end).
start() {
  local p; p=$(port)
  FM_DATA_DIR=$2 DATABASE_URL=$3 FM_ADDR=127.0.0.1:$p ./target/release/fatherhood serve >"$tmp/$1.log" 2>&1 &
  pids+=($!)
  started=http://127.0.0.1:$p
  wait_up "$started"
}

# --- SQLite ----------------------------------------------------------------------
sqlite_dir=$tmp/sqlite
sqlite_url=sqlite://$sqlite_dir/fatherhood.db
mkdir -p "$sqlite_dir"
start sqlite "$sqlite_dir" "$sqlite_url"; app=$started
base_port=$(port)
./target/release/fatherhood-bench --addr "127.0.0.1:$base_port" --db "$tmp/baseline.db" --rows 10000 >"$tmp/baseline.log" 2>&1 & pids+=($!)
base=http://127.0.0.1:$base_port
wait_up "$base"

echo "SQLite: $STREAMS streams, 20 messages/s for ${LIVE_SECONDS}s" >&2
"$live_bin" --database-url "$sqlite_url" --data-dir "$sqlite_dir" --streams "$app" --send "$app" \
  --fathers "$STREAMS" --rate 20 --seconds "$LIVE_SECONDS" --out "$tmp/live-sqlite.json" >/dev/null
staff=$(field "$tmp/live-sqlite.json" staff_token)
conversation=$(field "$tmp/live-sqlite.json" conversation)

printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$staff" >"$tmp/staff.lua"
cat >"$tmp/send.lua" <<LUA
wrk.method = "POST"
wrk.headers["Authorization"] = "Bearer $staff"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"body":"See you Tuesday at six, room 4. Bring the forms from last week."}'
LUA


send_label="POST …/messages (send to a group of 20)"
thread_label="GET …/messages?limit=50 (a thread page)"
page_label="baseline: 50-row page"
measure "$send_label" 8 "$app/api/conversations/$conversation/messages" "$tmp/send.lua"
measure "$thread_label" 64 "$app/api/conversations/$conversation/messages?limit=50" "$tmp/staff.lua"
measure "$page_label" 64 "$base/users?offset=100"
thread_ratio=$(( 100 * ${rps_of[$thread_label]} / ${rps_of[$page_label]} ))

# A coordinator of a large program: 300 groups, each with its conversation. Her list is two
# queries however many conversations it holds (it was two per conversation: 601).
groups_now=$(curl -fsS -H "Authorization: Bearer $staff" "$app/api/groups?limit=500" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
for ((g = groups_now; g < 300; g++)); do
  curl -fsS -o /dev/null -H "Authorization: Bearer $staff" -H 'Content-Type: application/json' \
    -d "{\"name\":\"Bench group $g\"}" "$app/api/groups"
done
list_label="GET /api/conversations (staff, 300 groups)"
measure "$list_label" 8 "$app/api/conversations" "$tmp/staff.lua"

# --- PostgreSQL, two instances -----------------------------------------------------
pg_line="PostgreSQL was not reachable at $PG_URL: not measured."
if psql "$PG_URL/postgres" -qc 'SELECT 1' >/dev/null 2>&1; then
  pg_db=fatherhood_bench_$$
  psql "$PG_URL/postgres" -qc "CREATE DATABASE $pg_db" >/dev/null
  pg_dir=$tmp/pg
  mkdir -p "$pg_dir"
  start pg-a "$pg_dir" "$PG_URL/$pg_db"; a=$started
  start pg-b "$pg_dir" "$PG_URL/$pg_db"; b=$started
  echo "PostgreSQL: $STREAMS streams over two instances, written on one" >&2
  "$live_bin" --database-url "$PG_URL/$pg_db" --data-dir "$pg_dir" --streams "$a,$b" --send "$a" \
    --fathers "$STREAMS" --rate 20 --seconds "$LIVE_SECONDS" --out "$tmp/live-pg.json" >/dev/null
  pg_line="| PostgreSQL, two instances (half the streams on each, written on one) | $(field "$tmp/live-pg.json" delivered) of $(field "$tmp/live-pg.json" expected) | $(ms "$(field "$tmp/live-pg.json" delivery_p50_ms)") | $(ms "$(field "$tmp/live-pg.json" delivery_p99_ms)") | $(ms "$(field "$tmp/live-pg.json" delivery_max_ms)") | $(ms "$(field "$tmp/live-pg.json" post_p99_ms)") |"
fi
sqlite_line="| SQLite, one instance | $(field "$tmp/live-sqlite.json" delivered) of $(field "$tmp/live-sqlite.json" expected) | $(ms "$(field "$tmp/live-sqlite.json" delivery_p50_ms)") | $(ms "$(field "$tmp/live-sqlite.json" delivery_p99_ms)") | $(ms "$(field "$tmp/live-sqlite.json" delivery_max_ms)") | $(ms "$(field "$tmp/live-sqlite.json" post_p99_ms)") |"

section=$(cat <<MD
## Results: messages and live delivery

Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench\` (scripts/bench-messages.sh) on $(nproc) cores;
commit \`$(git rev-parse --short HEAD)\`. server/examples/bench_live.rs seeds $STREAMS fathers with accounts in
groups of 20, opens one \`GET /api/stream\` per father, and posts 20 messages a second for ${LIVE_SECONDS} s as
staff, round the group conversations; delivery is the time from the start of each POST until a
participant's stream has the message, over every (message, participant) pair. The load generator
runs on the same cores as the server.

| Live delivery, $STREAMS streams, 20 messages/s | delivered | p50 | p99 | max | POST p99 |
| --- | ---: | ---: | ---: | ---: | ---: |
$sqlite_line
$pg_line

wrk, 2 threads, ${SECONDS_PER_RUN} s per run after a 2 s warm-up (SQLite):

| Endpoint | Connections | Requests/s | p50 | p99 |
| --- | ---: | ---: | ---: | ---: |
$(printf '%s\n' "${results[@]}")

- A thread page ÷ the baseline's 50-row page: **${thread_ratio} %** (budget ≥ 60 %).
- A coordinator's conversation list of 300 groups (and their 1,000 fathers): **${rps_of[$list_label]}
  requests/s** at 8 connections, two queries each (issue 24: it made 601).
- Sending: **${rps_of[$send_label]} requests/s** at 8 connections (budget ≥ 2,000); each send is one
  transaction (the message, the conversation's order, the sender's read position, the 'messaged'
  activity, the queued pushes) plus the live fan-out.
- Delivery p99 on SQLite, budget under 25 ms.

Reproduce: \`make bench\` (or \`bash scripts/bench-messages.sh\`; \`BENCH_STREAMS\`, \`BENCH_LIVE_SECONDS\`).
MD
)
write_section messages "$section"
