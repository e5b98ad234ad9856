# Shared by the bench-*.sh scripts (sourced): free ports, waiting for a server, one wrk
# measurement, and rewriting a marked section of docs/benchmarks.md.
# The sourcing script sets SECONDS_PER_RUN and may read `results` (table rows, in order)
# and `rps_of[label]` (requests/s by label) after `measure`.

results=()
declare -A rps_of runs_of

# median "A B C…": the middle value (the lower middle of an even count).
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

# settle_medians LABEL…: each label's rps_of becomes the median of its runs (runs_of), for
# scripts that measure every kind in several rounds.
settle_medians() {
  for label in "$@"; do rps_of[$label]=$(median "${runs_of[$label]}"); done
}

# bench_workspace NAME: a temporary folder ($tmp), the servers the run starts ($pids) and the
# PostgreSQL database it makes ($pg_db, under $PG_URL): all gone when the script exits.
# BENCH_KEEP_FILES=GLOB copies the matching files of $tmp to $BENCH_KEEP_DIR first.
bench_workspace() {
  tmp=$(mktemp -d "/tmp/fatherhood-bench-$1.XXXXXX")
  pids=()
  pg_db=""
  trap bench_cleanup EXIT
}
bench_cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [[ -z $pg_db ]] || psql "${PG_URL:-}/postgres" -qc "DROP DATABASE IF EXISTS $pg_db" >/dev/null 2>&1 || true
  if [[ -n ${BENCH_KEEP_DIR:-} ]]; then mkdir -p "$BENCH_KEEP_DIR" && cp "$tmp"/${BENCH_KEEP_FILES:-*} "$BENCH_KEEP_DIR"/ 2>/dev/null || true; fi
  rm -rf "$tmp"
}

port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

wait_up() {
  for _ in $(seq 100); do curl -sf "$1/healthz" >/dev/null && return; sleep 0.1; done
  echo "no answer from $1" >&2
  exit 1
}

# sign_in EMAIL: the access token of an account whose password is the bench's, from the
# server at $app.
sign_in() {
  curl -sf -X POST "$app/api/auth/signin" -H 'content-type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"bench admin password\"}" | sed -n 's/.*"accessToken":"\([^"]*\)".*/\1/p'
}

# seed_program [ARGS…]: a migrated SQLite database under $FM_DATA_DIR ($db) with the account
# admin@bench.test (the bench's password; its hash in $hash, for accounts a script adds), filled
# by scripts/bench_program_seed.py ARGS; what the seed prints (its ids, as JSON) in $seeded.
# Not in a subshell: it sets these for the script.
seed_program() {
  ./target/release/fatherhood migrate >/dev/null
  FM_ADMIN_PASSWORD='bench admin password' ./target/release/fatherhood create-admin --email admin@bench.test >/dev/null
  db=$FM_DATA_DIR/fatherhood.db
  hash=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT password_hash FROM users').fetchone()[0])" "$db")
  seeded=$(python3 scripts/bench_program_seed.py "$db" "$hash" "$@")
}

# measure LABEL CONNECTIONS URL [WRK_LUA_SCRIPT]: a 2 s warm-up, then SECONDS_PER_RUN of wrk;
# any non-2xx answer fails the bench.
measure() {
  local label=$1 conns=$2 url=$3 script=${4:-}
  wrk -t2 -c"$conns" -d2s ${script:+-s "$script"} "$url" >/dev/null 2>&1 || true
  local out; out=$(wrk -t2 -c"$conns" -d"${SECONDS_PER_RUN}s" --latency ${script:+-s "$script"} "$url")
  local rps p50 p99 non2xx
  rps=$(awk '/Requests\/sec/ {printf "%d", $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out"); p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  non2xx=$(awk '/Non-2xx/ {print $NF}' <<<"$out"); non2xx=${non2xx:-0}
  [[ $non2xx == 0 ]] || { echo "$label: $non2xx failed requests" >&2; echo "$out" >&2; exit 1; }
  echo "$label: $rps req/s, p50 $p50, p99 $p99" >&2
  rps_of[$label]=$rps runs_of[$label]+="$rps "
  results+=("| $label | $conns | $rps | $p50 | $p99 |")
}

# write_section NAME MARKDOWN: replaces <!-- NAME:start --> … <!-- NAME:end --> in
# docs/benchmarks.md (appended the first time).
write_section() {
  python3 - "$1" "$2" <<'PY'
import re, sys
name, section = sys.argv[1], sys.argv[2]
path = "docs/benchmarks.md"
text = open(path).read()
block = f"<!-- {name}:start -->\n{section}\n<!-- {name}:end -->"
pattern = re.compile(rf"<!-- {name}:start -->.*?<!-- {name}:end -->", re.S)
text = pattern.sub(lambda _: block, text) if pattern.search(text) else text.rstrip() + "\n\n" + block + "\n"
open(path, "w").write(text)
PY
  echo "docs/benchmarks.md updated" >&2
}
