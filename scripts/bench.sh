#!/usr/bin/env bash
# `make bench`: load-tests the real server's sign-in and GET /api/me, and a bare
# axum + rusqlite baseline (bench/, `fatherhood-bench`) doing a primary-key read,
# with wrk on this machine; rewrites the results section of docs/benchmarks.md.
#
# Run from anywhere (it moves to the repository root). Tunables, all optional:
#   BENCH_ROWS=10000            users in both tables (the real one is topped up to it)
#   BENCH_SECONDS=10            length of each measured wrk run
#   BENCH_WARMUP_SECONDS=3      length of the discarded warm-up run before each
#   BENCH_THREADS=2             wrk threads
#   BENCH_GET_CONNECTIONS=64    connections for the GETs
#   BENCH_SIGNIN_CONNECTIONS=8  connections for sign-in (argon2 is CPU-bound)
#   BENCH_VERIFY_SAMPLES=40     sequential sign-ins timed to estimate one argon2 verify
#   BENCH_PERF=1                also `perf record` the real server during GET /api/me
#   BENCH_KEEP=1                keep the temporary directory (logs, wrk output, perf data)
#   BENCH_QUIET_WAIT=300        seconds to wait, before each run, for other processes to leave
#                               the CPUs idle (a build next to the bench makes its numbers worthless)
#   BENCH_RETRIES=2             runs measured again when other processes took > 10 % of the CPUs
#   BENCH_DOC=docs/benchmarks.md  where the results go
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

CARGO=${CARGO:-cargo}
ROWS=${BENCH_ROWS:-10000}
SECONDS_RUN=${BENCH_SECONDS:-10}
WARMUP=${BENCH_WARMUP_SECONDS:-3}
THREADS=${BENCH_THREADS:-2}
GET_CONNS=${BENCH_GET_CONNECTIONS:-64}
SIGNIN_CONNS=${BENCH_SIGNIN_CONNECTIONS:-8}
VERIFY_SAMPLES=${BENCH_VERIFY_SAMPLES:-40}
DOC=${BENCH_DOC:-docs/benchmarks.md}
BUDGET=60 # GET /api/me must reach this percentage of the baseline's primary-key read
THROTTLE=100000000

say() { printf '\n==> %s\n' "$*" >&2; }
die() {
    printf 'bench: %s\n' "$*" >&2
    exit 1
}

# --- tools ---------------------------------------------------------------------
if ! command -v wrk >/dev/null 2>&1; then
    say "wrk is not installed: installing the Debian package wrk (apt-get install -y wrk)"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get install -y wrk || { $SUDO apt-get update && $SUDO apt-get install -y wrk; }
    command -v wrk >/dev/null 2>&1 || die "wrk could not be installed"
fi
command -v curl >/dev/null 2>&1 || die "curl is required"

# --- build ---------------------------------------------------------------------
say "building release binaries (fatherhood, fatherhood-bench)"
"$CARGO" build --release --locked -p fatherhood -p fatherhood-bench
SERVER_BIN=target/release/fatherhood
BASE_BIN=target/release/fatherhood-bench

# --- temporary directory and clean-up ------------------------------------------
TMP=$(mktemp -d "${TMPDIR:-/tmp}/fatherhood-bench.XXXXXX")
PIDS=()
cleanup() {
    local status=$?
    for pid in "${PIDS[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${PIDS[@]}"; do
        # Give each a few seconds to finish gracefully, then insist.
        for _ in $(seq 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    if [ "${BENCH_KEEP:-0}" = 1 ]; then
        echo "bench: kept $TMP" >&2
    else
        rm -rf "$TMP"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A port nobody listens on (checked, not reserved: good enough on a bench machine).
free_port() {
    local port
    for _ in $(seq 100); do
        port=$((20000 + RANDOM % 40000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return
        fi
    done
    die "no free port found"
}

# wait_for URL PID NAME: polls until URL answers 200, or the process dies, or 60 s pass.
wait_for() {
    local url=$1 pid=$2 name=$3
    for _ in $(seq 600); do
        kill -0 "$pid" 2>/dev/null || die "$name exited during start-up (log: $TMP/$name.log): $(tail -5 "$TMP/$name.log")"
        if [ "$(curl -s -o /dev/null -w '%{http_code}' "$url" || true)" = 200 ]; then
            return
        fi
        sleep 0.1
    done
    die "$name did not answer $url within 60 s"
}

# --- the real server -------------------------------------------------------------
SERVER_PORT=$(free_port)
SERVER="http://127.0.0.1:$SERVER_PORT"
mkdir -p "$TMP/data"
start_server() {
    # Anything in the caller's environment that would point the server elsewhere is dropped.
    env -u DATABASE_URL -u FM_PUBLIC_URL -u FM_SMTP_URL -u FM_TRUSTED_PROXIES -u FM_REGISTRATION -u FM_STORAGE_URL \
        FM_ADDR="127.0.0.1:$SERVER_PORT" FM_DATA_DIR="$TMP/data" RUST_LOG=warn \
        FM_THROTTLE_PER_ADDRESS=$THROTTLE FM_THROTTLE_PER_ACCOUNT=$THROTTLE \
        "$SERVER_BIN" serve >>"$TMP/server.log" 2>&1 &
    SERVER_PID=$!
    PIDS+=("$SERVER_PID")
    wait_for "$SERVER/healthz" "$SERVER_PID" server
}
say "starting the real server on $SERVER (SQLite in $TMP/data)"
start_server

EMAIL="bench@example.org"
PASSWORD="bench-password-$RANDOM$RANDOM"
CREDENTIALS="{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}"
WRONG_CREDENTIALS="{\"email\":\"$EMAIL\",\"password\":\"not-the-password\"}"

say "registering $EMAIL"
REGISTERED=$(curl -sS -f -X POST -H 'Content-Type: application/json' \
    -d "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\",\"displayName\":\"Bench Father\"}" \
    "$SERVER/api/auth/register") || die "registration failed"
access_token() { sed -n 's/.*"accessToken":"\([^"]*\)".*/\1/p'; }
TOKEN=$(printf '%s' "$REGISTERED" | access_token)
[ -n "$TOKEN" ] || die "no accessToken in the registration answer: $REGISTERED"
# Every successful sign-in adds a session (a refresh-token row) to this one user; counted
# because GET /api/me checks the session on every request.
SESSIONS=1
TOKEN_SESSION=1 # which of them the token belongs to, oldest first

say "topping the real users table up to $ROWS rows"
"$BASE_BIN" --db "$TMP/data/fatherhood.db" --rows "$ROWS" --seed-only >&2

# --- the baseline ------------------------------------------------------------------
BASE_PORT=$(free_port)
BASE="http://127.0.0.1:$BASE_PORT"
say "starting the baseline on $BASE with $ROWS rows"
"$BASE_BIN" --addr "127.0.0.1:$BASE_PORT" --db "$TMP/baseline.db" --rows "$ROWS" >"$TMP/baseline.log" 2>&1 &
BASE_PID=$!
PIDS+=("$BASE_PID")
# Row ids are 00000000-0000-7000-8000-<n as 12 digits> (see bench/src/main.rs); read one in the middle.
BASE_ID=$(printf '00000000-0000-7000-8000-%012d' $((ROWS / 2)))
wait_for "$BASE/user/$BASE_ID" "$BASE_PID" baseline

# --- wrk scripts -----------------------------------------------------------------
cat >"$TMP/signin.lua" <<EOF
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '$CREDENTIALS'
EOF
# me_script [new]: writes me.lua with a token that works. An access token lives 15 minutes and
# waiting for a quiet machine can take longer, so a run with an old one signs in afresh;
# with "new" it always does, so the token's session is the user's newest.
me_script() {
    if [ "${1:-}" = new ] ||
        [ "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $TOKEN" "$SERVER/api/me")" != 200 ]; then
        TOKEN=$(curl -sS -f -X POST -H 'Content-Type: application/json' -d "$CREDENTIALS" \
            "$SERVER/api/auth/signin" | access_token) || die "signing in for a new access token failed"
        SESSIONS=$((SESSIONS + 1))
        TOKEN_SESSION=$SESSIONS
    fi
    local status
    status=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $TOKEN" "$SERVER/api/me")
    [ "$status" = 200 ] || die "GET /api/me answered $status, not 200"
    printf 'wrk.method = "GET"\nwrk.headers["Authorization"] = "Bearer %s"\n' "$TOKEN" >"$TMP/me.lua"
}
me_script
cat >"$TMP/baseline.lua" <<EOF
wrk.method = "GET"
wrk.path = "/user/$BASE_ID"
EOF

cat >"$TMP/healthz.lua" <<EOF
wrk.method = "GET"
wrk.path = "/healthz"
EOF

# to_ms VALUE: wrk's "812.00us" / "1.23ms" / "1.02s" / "1.5m" in milliseconds.
to_ms() {
    awk -v v="$1" 'BEGIN {
        n = v + 0; u = v; sub(/^[0-9.]+/, "", u)
        if (u == "us") n /= 1000; else if (u == "s") n *= 1000; else if (u == "m") n *= 60000
        printf "%.2f", n
    }'
}

# --- CPU accounting ----------------------------------------------------------------
# Throughput on a shared 2-core machine is noisy; the CPU a server spends per request
# much less so. Everything below is in clock ticks (USER_HZ, usually 1/100 s).
TICK_HZ=$(getconf CLK_TCK 2>/dev/null || echo 100)
proc_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# machine_ticks: "<busy> <total> <busy in processes>", summed over all CPUs. The last
# leaves out interrupt and softirq time, most of which is the benchmark's own loopback traffic.
machine_ticks() {
    awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9, $2 + $3 + $4 + $9; exit}' \
        /proc/stat
}
# children_ticks: CPU used by this shell's finished children (wrk, curl). `times` has to
# run in this shell: in a command substitution it would report the subshell's children.
children_ticks() {
    times >"$TMP/times"
    CHILDREN_TICKS=$(awk -v hz="$TICK_HZ" 'NR == 2 {
        t = 0
        for (i = 1; i <= 2; i++) { split($i, p, "m"); sub(/s$/, "", p[2]); t += p[1] * 60 + p[2] }
        printf "%.0f", t * hz
    }' "$TMP/times")
}

# cpu_busy: the percentage of all CPU time spent outside idle/iowait over one second.
cpu_busy() {
    local a b
    a=$(machine_ticks)
    sleep 1
    b=$(machine_ticks)
    awk -v a="$a" -v b="$b" 'BEGIN {
        split(a, x, " "); split(b, y, " "); all = y[2] - x[2]
        printf "%.0f", (all > 0) ? 100 * (y[1] - x[1]) / all : 0
    }'
}

# wait_quiet: before a run (both servers idle), waits until other processes use < 15 % of
# the CPUs, for at most BENCH_QUIET_WAIT seconds: a build next to the bench ruins it.
QUIET_WAIT=${BENCH_QUIET_WAIT:-300}
wait_quiet() {
    local busy waited=0
    busy=$(cpu_busy)
    while [ "$busy" -ge 15 ] && [ "$waited" -lt "$QUIET_WAIT" ]; do
        if [ "$waited" -eq 0 ]; then
            echo "bench: other processes use $busy % of the CPUs; waiting up to ${QUIET_WAIT}s for quiet" >&2
        fi
        sleep 4
        waited=$((waited + 5))
        busy=$(cpu_busy)
    done
    [ "$busy" -lt 15 ] || echo "bench: WARNING: starting with $busy % of the CPUs busy elsewhere" >&2
}

# measure NAME PID COMMAND...: runs COMMAND in this shell, its output to $TMP/NAME.txt, and
# writes $TMP/NAME.cpu: "<server CPU> <CPU of other processes> <machine total>" in ticks,
# "other" being the CPU time of all processes less the server's and this shell's children's.
measure() {
    local name=$1 pid=$2 m0 p0 c0 m1 p1 c1
    shift 2
    m0=$(machine_ticks)
    p0=$(proc_ticks "$pid")
    children_ticks
    c0=$CHILDREN_TICKS
    "$@" >"$TMP/$name.txt"
    children_ticks
    c1=$CHILDREN_TICKS
    p1=$(proc_ticks "$pid")
    m1=$(machine_ticks)
    awk -v m0="$m0" -v m1="$m1" -v p="$((p1 - p0))" -v c="$((c1 - c0))" 'BEGIN {
        split(m0, a, " "); split(m1, b, " "); other = b[3] - a[3] - p - c
        print p, (other > 0 ? other : 0), b[2] - a[2]
    }' >"$TMP/$name.cpu"
}

# keep_best NAME ATTEMPT: of several attempts at a measurement, keeps (in $TMP/NAME.txt and
# .cpu) the one during which other processes took the least CPU; returns 1 when that was
# still more than 10 %, i.e. when another attempt is worth making.
keep_best() {
    local name=$1 attempt=$2 other best
    other=$(field "$name" other)
    if [ "$attempt" -eq 0 ] || [ "$other" -lt "$(field "$name.best" other)" ]; then
        cp "$TMP/$name.txt" "$TMP/$name.best.txt"
        cp "$TMP/$name.cpu" "$TMP/$name.best.cpu"
    fi
    best=$(field "$name.best" other)
    cp "$TMP/$name.best.txt" "$TMP/$name.txt"
    cp "$TMP/$name.best.cpu" "$TMP/$name.cpu"
    if [ "$other" -gt 10 ] && [ "$attempt" -lt "$RETRIES" ]; then
        echo "bench: other processes took $other % of the machine during $name; measuring again" >&2
    fi
    [ "$best" -le 10 ]
}

# run_wrk NAME PID CONNECTIONS SCRIPT URL: a warm-up, then the measured run; measured again
# (BENCH_RETRIES times at most) while other processes took more than 10 % of the machine,
# keeping the least disturbed attempt.
RETRIES=${BENCH_RETRIES:-2}
run_wrk() {
    local name=$1 pid=$2 conns=$3 script=$4 url=$5 attempt other
    for attempt in $(seq 0 "$RETRIES"); do
        wait_quiet
        case $name in
        me) me_script ;;
        me-sessions) me_script new ;;
        esac
        say "$name: warm-up ${WARMUP}s, then ${SECONDS_RUN}s with $conns connections, $THREADS threads"
        wrk -t"$THREADS" -c"$conns" -d"${WARMUP}s" -s "$script" "$url" >"$TMP/$name.warmup.txt"
        measure "$name" "$pid" wrk -t"$THREADS" -c"$conns" -d"${SECONDS_RUN}s" --latency -s "$script" "$url"
        cat "$TMP/$name.txt" >&2
        if [ "$name" = signin ]; then
            SESSIONS=$((SESSIONS + $(awk '/requests in/ {n += $1} /Non-2xx/ {n -= $NF} END {print n + 0}' \
                "$TMP/$name.warmup.txt" "$TMP/$name.txt")))
        fi
        ! keep_best "$name" "$attempt" || break
    done
}

# field NAME WHAT: a figure of a measured run.
field() {
    local file="$TMP/$1.txt"
    case $2 in
    rps) awk '/^Requests\/sec:/ {printf "%.0f", $2}' "$file" ;;
    p50) to_ms "$(awk '$1 == "50%" {print $2}' "$file")" ;;
    p99) to_ms "$(awk '$1 == "99%" {print $2}' "$file")" ;;
    total) awk '/requests in/ {print $1}' "$file" ;;
    failures)
        awk '/Non-2xx or 3xx responses:/ {n += $NF}
             /Socket errors:/ {for (i = 3; i <= NF; i++) {gsub(/,/, "", $i); if ($i ~ /^[0-9]+$/) n += $i}}
             END {print n + 0}' "$file"
        ;;
    # the server's CPU per request, in microseconds
    cpu_us)
        awk -v n="$(field "$1" total)" -v hz="$TICK_HZ" '{printf "%.1f", (n > 0) ? $1 * 1e6 / hz / n : 0}' \
            "$TMP/$1.cpu"
        ;;
    # the share of the machine that other processes used during the run, in %
    other) awk '{printf "%.0f", ($3 > 0) ? 100 * $2 / $3 : 0}' "$TMP/$1.cpu" ;;
    esac
}

# --- argon2 verify time ----------------------------------------------------------
# A wrong password costs one user lookup plus one argon2id verify and writes nothing;
# a right one adds the durable writes of a new session. Both are timed one after the
# other, as wall time and as the server's CPU time.
# signins BODY EXPECTED_STATUS: one "status seconds" line per sign-in.
signins() {
    for _ in $(seq "$VERIFY_SAMPLES"); do
        curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -X POST -H 'Content-Type: application/json' \
            -d "$1" "$SERVER/api/auth/signin"
    done
}
# sequential NAME BODY EXPECTED_STATUS: sets SEQ_WALL_MS and SEQ_CPU_MS, the means per sign-in;
# measured again, like the wrk runs, while other processes took more than 10 % of the machine.
sequential() {
    local attempt other
    for attempt in $(seq 0 "$RETRIES"); do
        wait_quiet
        measure "$1" "$SERVER_PID" signins "$2"
        awk -v e="$3" '$1 != e {print "bench: sign-in answered " $1 ", expected " e > "/dev/stderr"; bad = 1}
                       END {exit bad}' "$TMP/$1.txt" || exit 1
        SEQ_RUNS=$((attempt + 1))
        ! keep_best "$1" "$attempt" || break
    done
    SEQ_WALL_MS=$(awk -v n="$VERIFY_SAMPLES" '{t += $2} END {printf "%.1f", t * 1000 / n}' "$TMP/$1.txt")
    SEQ_CPU_MS=$(awk -v n="$VERIFY_SAMPLES" -v hz="$TICK_HZ" '{printf "%.1f", $1 * 1000 / hz / n}' "$TMP/$1.cpu")
}
say "timing $VERIFY_SAMPLES sequential sign-ins (wrong password, then right password)"
sequential verify-warmup "$WRONG_CREDENTIALS" 401
sequential verify "$WRONG_CREDENTIALS" 401
VERIFY_WALL_MS=$SEQ_WALL_MS
WRONG_CPU_MS=$SEQ_CPU_MS
sequential signin-seq "$CREDENTIALS" 200
SESSIONS=$((SESSIONS + SEQ_RUNS * VERIFY_SAMPLES))
SIGNIN_WALL_MS=$SEQ_WALL_MS
SIGNIN_CPU_MS=$SEQ_CPU_MS
# Both kinds do exactly one verify, so the cheaper of the two bounds its cost. (argon2 reads
# 19 MiB per verify and is slowed by anything else using the memory bus, even another VM.)
VERIFY_MS=$(awk -v a="$WRONG_CPU_MS" -v b="$SIGNIN_CPU_MS" 'BEGIN {printf "%.1f", (a < b) ? a : b}')
echo "wrong-password sign-in: $VERIFY_WALL_MS ms wall, $WRONG_CPU_MS ms server CPU;" \
    "right password: $SIGNIN_WALL_MS ms wall, $SIGNIN_CPU_MS ms server CPU" >&2

# --- the load tests ------------------------------------------------------------------
run_wrk baseline "$BASE_PID" "$GET_CONNS" "$TMP/baseline.lua" "$BASE/user/$BASE_ID"

if [ "${BENCH_PERF:-0}" = 1 ] && command -v perf >/dev/null 2>&1; then
    say "recording a perf profile of the real server during GET /api/me ($TMP/me.perf.data)"
    perf record -F 999 -p "$SERVER_PID" -o "$TMP/me.perf.data" -- sleep $((WARMUP + SECONDS_RUN + 2)) \
        >"$TMP/perf.log" 2>&1 &
    PERF_PID=$!
fi
run_wrk me "$SERVER_PID" "$GET_CONNS" "$TMP/me.lua" "$SERVER/api/me"
ME_SESSIONS=$SESSIONS
ME_SESSION=$TOKEN_SESSION
if [ -n "${PERF_PID:-}" ]; then
    wait "$PERF_PID" || true
    perf report -i "$TMP/me.perf.data" --sort dso,symbol --percent-limit 0.5 --stdio >"$TMP/me.perf.txt" 2>/dev/null ||
        true
    echo "bench: perf report in $TMP/me.perf.txt (BENCH_KEEP=1 keeps it)" >&2
fi

# The same frameworks with no database and no authentication: what is left without the work.
run_wrk healthz-baseline "$BASE_PID" "$GET_CONNS" "$TMP/healthz.lua" "$BASE/healthz"
run_wrk healthz "$SERVER_PID" "$GET_CONNS" "$TMP/healthz.lua" "$SERVER/healthz"

run_wrk signin "$SERVER_PID" "$SIGNIN_CONNS" "$TMP/signin.lua" "$SERVER/api/auth/signin"

# The sign-in run left this user with hundreds of sessions, as weeks of use would (each
# sign-in, and each refresh, adds a row). GET /api/me once more, from a new session: the one
# a user is signed in with is usually their newest.
run_wrk me-sessions "$SERVER_PID" "$GET_CONNS" "$TMP/me.lua" "$SERVER/api/me"
ME_MANY_SESSIONS=$SESSIONS

# --- results -----------------------------------------------------------------------
CORES=$(nproc)
CPU=$(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo)
CPU=${CPU:-unknown CPU}
MEM=$(awk '/^MemTotal:/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)
COMMIT=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git status --porcelain 2>/dev/null | grep -v " $DOC\$" || true)" ]; then
    COMMIT="$COMMIT, with uncommitted changes"
fi
WRK_VERSION=$(wrk -v 2>&1 | head -1 | awk '{print $1, $2}' || true)
RUSTC=$(rustc --version 2>/dev/null | awk '{print $2}' || echo unknown)

calc() { awk "BEGIN {printf \"$1\", $2}"; } # calc FORMAT EXPRESSION
BASE_RPS=$(field baseline rps)
ME_RPS=$(field me rps)
SIGNIN_RPS=$(field signin rps)
BASE_CPU=$(field baseline cpu_us)
ME_CPU=$(field me cpu_us)
RATIO=$(calc %.0f "($BASE_RPS > 0) ? 100 * $ME_RPS / $BASE_RPS : 0")
CPU_RATIO=$(calc %.0f "($ME_CPU > 0) ? 100 * $BASE_CPU / $ME_CPU : 0")
MANY_RATIO=$(calc %.0f "($BASE_RPS > 0) ? 100 * $(field me-sessions rps) / $BASE_RPS : 0")
verdict() {
    if [ "$1" -ge "$BUDGET" ]; then
        echo "within the budget of ≥ $BUDGET %"
    else
        echo "**below the budget of ≥ $BUDGET %**"
    fi
}
EXTRA_CPU=$(calc %+.1f "$ME_CPU - $BASE_CPU")
CEILING=$(calc %.0f "($VERIFY_MS > 0) ? $CORES * 1000 / $VERIFY_MS : 0")
OF_CEILING=$(calc %.0f "($CEILING > 0) ? 100 * $SIGNIN_RPS / $CEILING : 0")
SIGNIN_LOAD_CPU=$(calc %.1f "$(field signin cpu_us) / 1000")
WORST_OTHER=0
for name in baseline me healthz-baseline healthz signin me-sessions verify signin-seq; do
    other=$(field "$name" other)
    [ "$other" -le "$WORST_OTHER" ] || WORST_OTHER=$other
done

row() { # row LABEL SERVER CONNECTIONS NAME
    printf '| %s | %s | %s | %s | %s | %s | %s | %s (%s) | %s |\n' "$1" "$2" "$3" "$(field "$4" rps)" \
        "$(field "$4" p50)" "$(field "$4" p99)" "$(field "$4" cpu_us)" "$(field "$4" total)" "$(field "$4" failures)" \
        "$(field "$4" other)"
}

RESULTS="$TMP/results.md"
{
    echo "## Results: identity endpoints against the bare baseline"
    echo
    echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench\` on $CORES cores ($CPU), $MEM RAM;"
    echo "commit \`$COMMIT\`; rustc $RUSTC, $WRK_VERSION. SQLite (the default), $ROWS rows in \`users\` on both servers."
    echo
    echo "| Endpoint | Server | Connections | Requests/s | p50 (ms) | p99 (ms) | Server CPU per request (µs) | Requests (failed) | Other load (%) |"
    echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    row "GET /user/{id} (primary-key read)" "baseline" "$GET_CONNS" baseline
    row "GET /api/me (session $ME_SESSION of $ME_SESSIONS)" "fatherhood" "$GET_CONNS" me
    row "GET /healthz (no database)" "baseline" "$GET_CONNS" healthz-baseline
    row "GET /healthz (no database)" "fatherhood" "$GET_CONNS" healthz
    row "POST /api/auth/signin" "fatherhood" "$SIGNIN_CONNS" signin
    row "GET /api/me (newest of ≈ $ME_MANY_SESSIONS sessions)" "fatherhood" "$GET_CONNS" me-sessions
    echo
    echo "- **GET /api/me ÷ the baseline's primary-key read: $RATIO %** of its requests/s, $(verdict "$RATIO")."
    echo "  Per request the real server spends $ME_CPU µs of CPU, the baseline $BASE_CPU µs ($EXTRA_CPU µs; by CPU"
    echo "  alone /api/me would reach $CPU_RATIO %). GET /healthz, with neither authentication nor database, costs"
    echo "  $(field healthz cpu_us) µs on the real server and $(field healthz-baseline cpu_us) µs on the baseline: the router, middleware and headers."
    echo "- **The same with the newest of ≈ $ME_MANY_SESSIONS sessions of the user (most left by the sign-in"
    echo "  run): $MANY_RATIO %**, $(verdict "$MANY_RATIO"); $(field me-sessions cpu_us) µs of CPU per request. A session is"
    echo "  a refresh-token row: every sign-in and every refresh adds one, and they are kept 30 days."
    echo "- **Sign-in: $SIGNIN_RPS requests/s = $OF_CEILING % of the argon2 ceiling of ≈ $CEILING requests/s**"
    echo "  ($CORES cores ÷ $VERIFY_MS ms of CPU per verify). One verify (argon2id, m=19456 KiB, t=2, p=1) costs at most"
    echo "  the server's CPU time per sign-in done one at a time, $VERIFY_SAMPLES in a row: $WRONG_CPU_MS ms with a wrong"
    echo "  password (a lookup and the verify; $VERIFY_WALL_MS ms wall), $SIGNIN_CPU_MS ms with the right one (which also writes"
    echo "  the last sign-in, an activity and a refresh token; $SIGNIN_WALL_MS ms wall). Under load a sign-in cost"
    echo "  $SIGNIN_LOAD_CPU ms of CPU."
    echo "- Each run: ${SECONDS_RUN} s measured after a ${WARMUP} s warm-up; wrk with $THREADS threads and \`--latency\`,"
    echo "  on the same machine, so it takes CPU from the server under test (alike in every GET run)."
    echo "  *Other load* is the share of the machine's CPU that processes other than the server and wrk took"
    echo "  during the run (at most $WORST_OTHER %): the script waits for quiet before each run and measures again"
    echo "  when it was above 10 %. The throttle is lifted (\`FM_THROTTLE_PER_ADDRESS\` and \`FM_THROTTLE_PER_ACCOUNT\`"
    echo "  = $THROTTLE); \`RUST_LOG=warn\`."
    echo
    echo "Reproduce: \`make bench\` (needs \`wrk\`; installed with apt-get when missing). Knobs, as environment"
    echo "variables: \`BENCH_ROWS\`, \`BENCH_SECONDS\`, \`BENCH_WARMUP_SECONDS\`, \`BENCH_THREADS\`,"
    echo "\`BENCH_GET_CONNECTIONS\`, \`BENCH_SIGNIN_CONNECTIONS\`, \`BENCH_VERIFY_SAMPLES\`, \`BENCH_QUIET_WAIT\`, \`BENCH_RETRIES\`,"
    echo "\`BENCH_PERF=1\` (a perf profile of GET /api/me), \`BENCH_KEEP=1\` (keep the logs and raw wrk output);"
    echo "see \`scripts/bench.sh\`."
} >"$RESULTS"

# Rewrite only the marked section; the hand-written text around it stays.
START='<!-- results:start -->'
END='<!-- results:end -->'
mkdir -p "$(dirname "$DOC")"
if [ ! -f "$DOC" ]; then
    printf '# Benchmarks\n\n%s\n%s\n' "$START" "$END" >"$DOC"
elif ! grep -qF "$START" "$DOC"; then
    printf '\n%s\n%s\n' "$START" "$END" >>"$DOC"
fi
awk -v start="$START" -v end="$END" -v results="$RESULTS" '
    $0 == start { print; while ((getline line < results) > 0) print line; skipping = 1; next }
    $0 == end { skipping = 0 }
    !skipping { print }
' "$DOC" >"$TMP/doc.md"
cat "$TMP/doc.md" >"$DOC"

say "results (written to $DOC)"
cat "$RESULTS"
