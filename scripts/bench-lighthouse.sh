#!/usr/bin/env bash
# Lighthouse on a phone (issues 13 and 29): the `lighthouse` package of web/ with Debian's Chromium,
# its mobile preset (a mid-range phone's screen, simulated slow 4G, 4x CPU slowdown), against
# the release binary on 127.0.0.1 with the data a program has: `fatherhood seed-demo` (60 fathers
# in 5 groups, three workshop cycles with attendance and RSVPs).
# Pages: /signin signed out; home and a session's attendance page (the running cycle's next
# session: its roster with the fathers' RSVP answers) signed in as seed-demo's coordinator (the
# refresh cookie of a fresh sign-in is sent with every request, so the app starts signed in, as
# after a sign-in the day before). Each page is run BENCH_LIGHTHOUSE_RUNS times (default 5) on a
# cold cache and the run with the median performance score is kept. Rewrites the "lighthouse"
# section of docs/benchmarks.md. Run from the repository root: `make bench`.
# While working on a page: BENCH_LIGHTHOUSE_BIN=target/debug/fatherhood (a binary already built
# on the current web/dist; nothing is built) and BENCH_LIGHTHOUSE_PAGES="signin home attendance"
# (a subset) print the table without touching docs/benchmarks.md; BENCH_LIGHTHOUSE_KEEP=DIR keeps
# every report there (JSON) to read the audits behind a score.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

RUNS=${BENCH_LIGHTHOUSE_RUNS:-5}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
lighthouse=web/node_modules/.bin/lighthouse
[[ -x $lighthouse ]] || (cd web && npm install --no-audit --no-fund)
bin=${BENCH_LIGHTHOUSE_BIN:-}
pages=${BENCH_LIGHTHOUSE_PAGES:-signin home attendance father-home progress calendar father-session}
if [[ -z $bin ]]; then
  (cd web && npm run build >/dev/null)
  cargo build --release --locked -q -p fatherhood
  bin=./target/release/fatherhood
fi

BENCH_KEEP_DIR=${BENCH_LIGHTHOUSE_KEEP:-} BENCH_KEEP_FILES='*.json'
bench_workspace lighthouse

email=coordinator@demo.fatherhood.test password='bench admin password'
export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
seeded=$(FM_ADMIN_PASSWORD=$password $bin seed-demo)
# The father's pages are read as seed-demo's Spanish-speaking father (the first with the app).
father_email=$(sed -n 's/^Fathers with the app sign in with the same password: \([^,]*\),.*/\1/p' <<<"$seeded")
[[ -n $father_email ]] || { echo "seed-demo printed no father with the app:" >&2; echo "$seeded" >&2; exit 1; }
# The running cycle (sessions held and sessions to come) and its next session.
read -r cycle_id session_id < <(python3 - "$FM_DATA_DIR/fatherhood.db" <<'PY'
import sqlite3, sys
row = sqlite3.connect(sys.argv[1]).execute(
    "SELECT cycle_id, id FROM sessions WHERE status = 'scheduled'"
    " AND cycle_id IN (SELECT cycle_id FROM sessions WHERE status = 'completed') ORDER BY starts_at LIMIT 1").fetchone()
print(*row)
PY
)
# The father's next session: his group's first session to come.
father_session_id=$(python3 - "$FM_DATA_DIR/fatherhood.db" "$father_email" <<'PY'
import sqlite3, sys
row = sqlite3.connect(sys.argv[1]).execute(
    "SELECT s.id FROM sessions s JOIN cycles c ON c.id = s.cycle_id"
    " JOIN group_members m ON m.group_id = c.group_id AND m.left_at IS NULL"
    " JOIN fathers f ON f.id = m.father_id JOIN users u ON u.id = f.user_id"
    " WHERE u.email = ? AND s.status = 'scheduled' ORDER BY s.starts_at LIMIT 1", (sys.argv[2],)).fetchone()
print(row[0])
PY
)

app_port=$(port)
FM_ADDR=127.0.0.1:$app_port $bin serve >"$tmp/server.log" 2>&1 & pids+=($!)
app=http://127.0.0.1:$app_port
wait_up "$app"

# A fresh refresh cookie per run: the server rotates it at every renewal.
refresh_cookie() {
  curl -sf -c - -o /dev/null -X POST "$app/api/auth/signin" -H 'content-type: application/json' \
    -d "{\"email\":\"${1:-$email}\",\"password\":\"$password\"}" | awk '$6 == "fm_refresh" {print $6 "=" $7}'
}

# run NAME PATH signed-in|father|signed-out: RUNS reports as $tmp/NAME-N.json
run() {
  local name=$1 path=$2 who=$3 headers=()
  for i in $(seq "$RUNS"); do
    [[ $who == signed-in ]] && headers=(--extra-headers "{\"Cookie\":\"$(refresh_cookie)\"}")
    [[ $who == father ]] && headers=(--extra-headers "{\"Cookie\":\"$(refresh_cookie "$father_email")\"}")
    "$lighthouse" "$app$path" --quiet --output=json --output-path="$tmp/$name-$i.json" \
      --only-categories=performance,accessibility \
      --chrome-flags='--headless=new --no-sandbox --disable-gpu --no-first-run' "${headers[@]}"
    echo "$name run $i: performance $(python3 -c 'import json,sys; print(round(100*json.load(open(sys.argv[1]))["categories"]["performance"]["score"]))' "$tmp/$name-$i.json")" >&2
  done
}

session_path="/cycles/$cycle_id/sessions/$session_id"
for page in $pages; do
  case $page in
    signin) run signin /signin signed-out ;;
    home) run home / signed-in ;;
    attendance) run attendance "$session_path" signed-in ;;
    father-home) run father-home / father ;;
    progress) run progress /fathers/me father ;;
    calendar) run calendar /calendar father ;;
    father-session) run father-session "/sessions/$father_session_id" father ;;
    *) echo "unknown page $page (signin, home, attendance, father-home, progress, calendar, father-session)" >&2; exit 2 ;;
  esac
done

chromium_version=$("$CHROME_PATH" --version 2>/dev/null | head -1)
lighthouse_version=$("$lighthouse" --version)
table=$(python3 - "$tmp" "$RUNS" "$pages" <<'PY'
import json, sys
tmp, runs, wanted = sys.argv[1], int(sys.argv[2]), sys.argv[3].split()
pages = [("signin", "`/signin` (signed out)"), ("home", "`/` (the coordinator)"),
         ("attendance", "a session's attendance (the coordinator)"),
         ("father-home", "`/` (a father, in Spanish)"), ("progress", "`/fathers/me`, \"Mi progreso\" (a father)"),
         ("calendar", "`/calendar` (a father)"), ("father-session", "his next session, `/sessions/{id}` (a father)")]
target = 95
tbt_budget = 200
# The product's viewport disables zoom (user-scalable=no; docs/PRODUCT.md, "Page title and viewport"): that audit cannot pass.
allowed_a11y = {"meta-viewport"}
rows, notes = [], []
for name, label in pages:
    if name not in wanted:
        continue
    reports = [json.load(open(f"{tmp}/{name}-{i}.json")) for i in range(1, runs + 1)]
    reports.sort(key=lambda r: r["categories"]["performance"]["score"])
    scores = [round(100 * r["categories"]["performance"]["score"]) for r in reports]
    r = reports[len(reports) // 2]
    a = r["audits"]
    perf = round(100 * r["categories"]["performance"]["score"])
    a11y = round(100 * r["categories"]["accessibility"]["score"])
    ms = lambda key: a[key]["numericValue"]
    requests = a["network-requests"]["details"]["items"]
    # The page's own scripts (the service worker's precache for offline use is not the page's).
    scripts = [q for q in requests if q.get("resourceType") == "Script" and q.get("sessionTargetType", "page") == "page"]
    js = sum(q.get("transferSize", 0) for q in scripts)
    failed = sorted(k for k, v in a.items()
                    if any(ref["id"] == k for ref in r["categories"]["accessibility"]["auditRefs"])
                    and v.get("scoreDisplayMode") == "binary" and v.get("score") == 0)
    blocking = [f for f in failed if f not in allowed_a11y]
    # Issue 41: the score and a blocking time of at most 200 ms, on a machine no faster than a benchmark index of 1,500.
    tbt = ms('total-blocking-time')
    ok = "yes" if perf >= target and tbt <= tbt_budget and (name != "signin" or not blocking) else "**no**"
    index = r["environment"]["benchmarkIndex"]
    rows.append(f"| {label} | **{perf}** (runs: {', '.join(map(str, scores))}) | ≥ {target} | {ok} | {a11y} |"
                f" {ms('first-contentful-paint') / 1000:.1f} s | {ms('largest-contentful-paint') / 1000:.1f} s |"
                f" {ms('total-blocking-time'):.0f} ms | {a['cumulative-layout-shift']['numericValue']:.3f} |"
                f" {js / 1024:.0f} KB in {len(scripts)} | {index:.0f} |")
    tbts = ", ".join(f"{x['audits']['total-blocking-time']['numericValue']:.0f}" for x in reports)
    # Lighthouse's own measure of the host's CPU: the same code scores far lower on a slower machine.
    speed = ", ".join(f"{x['environment']['benchmarkIndex']:.0f}" for x in reports)
    notes.append(f"- {label}: total blocking time of the runs (ms, in the order of their scores): {tbts};"
                 f" the machine's benchmark index (Lighthouse's CPU measure, higher is faster): {speed};"
                 f" failed accessibility audits: {', '.join(f'`{f}`' for f in failed) or 'none'}.")
print("| Page | Performance (median of runs) | Target | Met | Accessibility | FCP | LCP | TBT | CLS | JavaScript transferred | Benchmark index |")
print("| --- | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
print("\n".join(rows))
print()
print("\n".join(notes))
PY
)
echo "$table" >&2
[[ -z ${BENCH_LIGHTHOUSE_BIN:-} && -z ${BENCH_LIGHTHOUSE_PAGES:-} ]] || exit 0

write_section lighthouse "$(cat <<MD
## Results: Lighthouse on a phone (issues 13, 29 and 41)

Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench\` (scripts/bench-lighthouse.sh) on $(nproc) cores;
commit \`$(git rev-parse --short HEAD)\`. Lighthouse ${lighthouse_version} (the \`lighthouse\` package of web/), ${chromium_version:-Chromium}
headless, its default mobile preset: a phone's screen, simulated slow 4G (150 ms round trips, 1.6 Mbit/s) and 4x CPU
slowdown; cold cache, no service worker. The release binary on 127.0.0.1 serving the built app (brotli copies,
immutable hashed assets) with \`fatherhood seed-demo\`'s program (60 fathers in 5 groups); staff pages as its
coordinator, the father's pages as its Spanish-speaking father (\`$father_email\`), each starting from the refresh cookie
of a fresh sign-in. The coordinator's session is the running cycle's next one (\`$session_path\`: 12 fathers with their
RSVP answers); the father's is his group's next one. ${RUNS} runs per page; the table shows the
run with the median performance score. JavaScript transferred: the bytes on the wire (brotli) of every script the page loaded.

$table

Targets (issues 29 and 41): performance ≥ 95 and total blocking time ≤ 200 ms on every page, on a machine whose
benchmark index is at most 1,500 (a faster one flatters every figure: read the index column first), and on \`/signin\` every accessibility audit passing except
\`meta-viewport\` (the product's viewport disables zoom: docs/PRODUCT.md, "Page title and viewport"). Reproduce: \`make bench\` (or
\`bash scripts/bench-lighthouse.sh\`; \`BENCH_LIGHTHOUSE_RUNS\` sets the runs per page).
MD
)"
