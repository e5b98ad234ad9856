#!/usr/bin/env bash
# Where a request's CPU goes (issue 29): the release server (line tables on, Cargo.toml's
# [profile.release]) on 10,000 fathers, signed in, under wrk (64 connections), sampled with
# `perf record --call-graph dwarf` for each request kind; writes a flame graph
# (docs/profiles/LABEL-KIND.svg, inferno) and the top of `perf report --no-children`
# (docs/profiles/LABEL-KIND.txt) for each; PROFILE_FOLDED_DIR=DIR keeps the folded stacks
# there too. Needs perf and inferno (`cargo install inferno`).
# Usage: scripts/profile-overhead.sh LABEL   (e.g. "before", "after")
# PROFILE_FATHERS=N seeds N fathers (default 10,000; files then end in -N); PROFILE_KINDS picks
# request kinds (default "read-by-id first-page cursor-page session-data"; the last is a session's page's three reads:
# the session, its roster, its RSVP answers); PROFILE_BARE=1 profiles the bare
# baseline (fatherhood-bench --existing, the same database) too: files LABEL-bare-KIND.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

label=${1:?usage: profile-overhead.sh LABEL}
SECONDS_PER_PROFILE=${PROFILE_SECONDS:-8}
command -v perf >/dev/null || { echo "perf is needed (apt-get install linux-perf)" >&2; exit 1; }
command -v inferno-flamegraph >/dev/null || { echo "inferno is needed (cargo install inferno)" >&2; exit 1; }
cargo build --release --locked -q -p fatherhood -p fatherhood-bench

bench_workspace profile
export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
fathers=${PROFILE_FATHERS:-10000}
seed_program --fathers "$fathers"
suffix=$([[ $fathers == 10000 ]] || echo "-$fathers")
kinds=${PROFILE_KINDS:-read-by-id first-page cursor-page session-data}
app_port=$(port)
FM_ADDR=127.0.0.1:$app_port ./target/release/fatherhood serve >"$tmp/server.log" 2>&1 & app_pid=$!; pids+=($app_pid)
app=http://127.0.0.1:$app_port
wait_up "$app"
if [[ -n ${PROFILE_BARE:-} ]]; then
  base_port=$(port)
  ./target/release/fatherhood-bench --addr "127.0.0.1:$base_port" --db "$db" --existing >"$tmp/baseline.log" 2>&1 & base_pid=$!
  pids+=($base_pid)
  base=http://127.0.0.1:$base_port
  wait_up "$base"
fi
token=$(sign_in admin@bench.test)
python3 -c "import sqlite3,sys; print('\n'.join(r[0] for r in sqlite3.connect(sys.argv[1]).execute('SELECT id FROM fathers ORDER BY random() LIMIT 1000')))" "$db" >"$tmp/ids.txt"
python3 scripts/bench_cursors.py "$app" "$token" >"$tmp/cursors.txt"
printf '\n' >"$tmp/empty.txt"
# The session page's data: a session, its roster and its RSVP answers, for sessions with attendance.
python3 -c "
import sqlite3, sys
for (s,) in sqlite3.connect(sys.argv[1]).execute('SELECT DISTINCT session_id FROM attendance LIMIT 100'):
    print(f'/api/sessions/{s}'); print(f'/api/sessions/{s}/attendance'); print(f'/api/sessions/{s}/rsvps')
" "$db" >"$tmp/sessions.txt"

mkdir -p docs/profiles
# profile SIDE NAME PID URL PREFIX LIST [AUTH]: one request kind on one server under wrk.
profile() {
  local side=$1 name=$2 pid=$3 url=$4 prefix=$5 list=$6 auth=${7:-} out
  out=$label-$([[ $side == ours ]] || echo "$side-")$name$suffix
  cat >"$tmp/$out.lua" <<LUA
local lines = {}
for line in io.lines("$tmp/$list.txt") do lines[#lines + 1] = line end
local headers = {["Authorization"] = "$auth"}
if headers.Authorization == "" then headers = {} end
function request()
  return wrk.format("GET", "$prefix" .. lines[math.random(#lines)], headers)
end
LUA
  wrk -t2 -c64 -d$((SECONDS_PER_PROFILE + 4))s -s "$tmp/$out.lua" "$url" >"$tmp/$out.wrk" &
  wrk_pid=$!
  sleep 2
  perf record -F 499 --call-graph dwarf,16384 -p "$pid" -o "$tmp/$out.data" -- sleep "$SECONDS_PER_PROFILE" 2>/dev/null
  wait "$wrk_pid"
  perf script -i "$tmp/$out.data" 2>/dev/null | inferno-collapse-perf >"$tmp/$out.folded"
  inferno-flamegraph --minwidth 0.25 --title "$name ($label, $side): GET $prefix… $fathers fathers" <"$tmp/$out.folded" \
    >"docs/profiles/$out.svg"
  perf report -i "$tmp/$out.data" --no-children --stdio --percent-limit 0.7 -g none 2>/dev/null \
    | grep -v '^$' | grep -v '^#' | head -60 >"docs/profiles/$out.txt"
  [[ -z ${PROFILE_FOLDED_DIR:-} ]] || { mkdir -p "$PROFILE_FOLDED_DIR"; cp "$tmp/$out.folded" "$PROFILE_FOLDED_DIR/$out.folded"; }
  echo "$side $name: $(awk '/Requests\/sec/ {print $2}' "$tmp/$out.wrk") req/s while sampled; docs/profiles/$out.svg" >&2
}

# NAME:PREFIX:BARE_PREFIX:LIST; the session page's data has no bare counterpart.
for kind in read-by-id:/api/fathers/:/father/:ids first-page:/api/fathers?limit=50:/fathers:empty \
  cursor-page:/api/fathers?limit=50\&cursor=:/fathers?cursor=:cursors session-data:::sessions; do
  IFS=: read -r name prefix bare_prefix list <<<"$kind"
  [[ " $kinds " == *" $name "* ]] || continue
  profile ours "$name" "$app_pid" "$app" "$prefix" "$list" "Bearer $token"
  [[ -z ${PROFILE_BARE:-} || -z $bare_prefix ]] || profile bare "$name" "$base_pid" "$base" "$bare_prefix" "$list"
done
