#!/usr/bin/env bash
# What programs cost (issue 45): on 20,000 fathers in 667 groups, a second program holding
# 67 groups (about 2,000 fathers) and its manager; the fathers list and the funder report
# of a quarter, by the program's manager (`?programId=`) and by a director (the organisation),
# as requests per second and their ratio. Then an import of 5,000 rows as a director: the dry
# run and the import, each as the time of one request and the growth of the server's peak
# memory (VmHWM). Rewrites the "programs" section of docs/benchmarks.md. `make bench` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_RUN=${BENCH_SECONDS:-5}
ROUNDS=${BENCH_ROUNDS:-3}
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked -q -p fatherhood
source scripts/bench-lib.sh

bench_workspace programs

export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
seed_program --fathers 20000
# The second program: 67 groups and their members' enrolments; its manager.
program=$(python3 - "$db" "$hash" <<'PY'
import sqlite3, sys, time, uuid
db, password_hash = sys.argv[1], sys.argv[2]
conn = sqlite3.connect(db)
now = int(time.time() * 1000)
program, manager = str(uuid.uuid4()), str(uuid.uuid4())
conn.execute("INSERT INTO programs (id, name, code, confidential, created_at, updated_at)"
             " VALUES (?, 'Re-entry', 'RE', 0, ?, ?)", (program, now, now))
conn.execute("INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language, is_admin,"
             " password_hash, created_at, updated_at, search_text, staff_role)"
             " VALUES (?, 'manager@bench.test', 'Mo Manager', 'Mo', 'Manager', 'en', 1, ?, ?, ?, 'mo manager', 'staff')",
             (manager, password_hash, now, now))
conn.execute("INSERT INTO program_staff (program_id, user_id, role) VALUES (?, ?, 'manager')", (program, manager))
groups = [row[0] for row in conn.execute("SELECT id FROM father_groups ORDER BY id LIMIT 67")]
marks = ",".join("?" * len(groups))
conn.execute(f"UPDATE father_groups SET program_id = ? WHERE id IN ({marks})", [program, *groups])
conn.execute(f"UPDATE enrolments SET program_id = ? WHERE father_id IN"
             f" (SELECT father_id FROM group_members WHERE group_id IN ({marks}))", [program, *groups])
conn.execute("DELETE FROM staff_scope")
conn.execute("INSERT INTO staff_scope (user_id, father_id, last_name, first_name)"
             " SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id")
conn.commit()
print(program)
PY
)
main_program=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT id FROM programs ORDER BY created_at, id LIMIT 1').fetchone()[0])" "$db")
in_program=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(*) FROM enrolments WHERE program_id = ?', (sys.argv[2],)).fetchone()[0])" "$db" "$program")

app_port=$(port)
FM_ADDR=127.0.0.1:$app_port ./target/release/fatherhood serve >"$tmp/server.log" 2>&1 & pids+=($!)
server=${pids[-1]}
app=http://127.0.0.1:$app_port
wait_up "$app"
director=$(sign_in admin@bench.test); manager=$(sign_in manager@bench.test)
printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$director" >"$tmp/director.lua"
printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$manager" >"$tmp/manager.lua"

# An import of 5,000 new fathers, a third of them with the name and birth date of a father on
# file (flagged as duplicates), first: its peak memory is the server's before any list or report,
# and its undo leaves the 20,000 as they were for them.
python3 - "$db" "$tmp/import.csv" <<'PY'
import sqlite3, sys
known = sqlite3.connect(sys.argv[1]).execute(
    "SELECT first_name, last_name, date_of_birth FROM fathers ORDER BY id LIMIT 1667").fetchall()
with open(sys.argv[2], "w") as out:
    out.write("First name,Last name,Email,Phone,Date of birth,Notes\n")
    for i in range(5000):
        first, last, born = known[i // 3] if i % 3 == 0 else (f"Import{i}", f"Father{i % 97}", f"1985-02-{1 + i % 28:02d}")
        out.write(f"{first},{last},import{i}@example.org,512-555-{i % 10000:04d},{born},Row {i}\n")
PY
mapping='{"First name":"firstName","Last name":"lastName","Email":"email","Phone":"phone","Date of birth":"dateOfBirth","Notes":"notes"}'
hwm() { awk '/VmHWM/ {print $2}' "/proc/$server/status"; }
import_rows=()
for mode in "dry run|?dryRun=true&programId=$main_program" "import|?programId=$main_program"; do
  IFS='|' read -r label query <<<"$mode"
  before=$(hwm)
  out=$(curl -s -o "$tmp/answer.json" -w '%{http_code} %{time_total}' -H "Authorization: Bearer $director" \
    -F "file=@$tmp/import.csv;type=text/csv" -F "mapping=$mapping" "$app/api/imports/fathers$query")
  read -r code seconds <<<"$out"
  [[ $code == 200 || $code == 201 ]] || { echo "$label: $code $(head -c 500 "$tmp/answer.json")" >&2; exit 1; }
  after=$(hwm)
  counts=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['counts'])" "$tmp/answer.json")
  echo "$label: ${seconds}s, peak RSS +$(( (after - before) / 1024 )) MiB, $counts" >&2
  import_rows+=("| $label | $(python3 -c "print(f'{$seconds:.2f}')") s | $(( after / 1024 )) MiB (+$(( (after - before) / 1024 )) MiB) |")
done
import_id=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['id'])" "$tmp/answer.json")
before=$(hwm)
out=$(curl -s -o "$tmp/undo.json" -w '%{http_code} %{time_total}' -X POST -H "Authorization: Bearer $director" "$app/api/imports/$import_id/undo")
read -r code seconds <<<"$out"
[[ $code == 200 ]] || { echo "undo: $code $(head -c 500 "$tmp/undo.json")" >&2; exit 1; }
after=$(hwm)
echo "undo: ${seconds}s, $(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(d['deleted'], 'deleted')" "$tmp/undo.json")" >&2
import_rows+=("| its undo | $(python3 -c "print(f'{$seconds:.2f}')") s | $(( after / 1024 )) MiB (+$(( (after - before) / 1024 )) MiB) |")


range="from=2026-03-01&to=2026-05-31"
# A report takes a good part of a second on 20,000 fathers: four connections keep its requests
# inside wrk's time-out while both cores stay busy.
requests=(
  "fathers list, first page of 50|64|/api/fathers?limit=50|/api/fathers?limit=50&programId=$program"
  "funder report of a quarter|4|/api/reports/summary?$range|/api/reports/summary?$range&programId=$program"
)
rows=()
for request in "${requests[@]}"; do
  IFS='|' read -r label connections whole own <<<"$request"
  directors=(); managers=()
  for round in $(seq "$ROUNDS"); do
    measure "$label — director ($round)" "$connections" "$app$whole" "$tmp/director.lua"
    measure "$label — manager ($round)" "$connections" "$app$own" "$tmp/manager.lua"
    directors+=("${rps_of["$label — director ($round)"]}"); managers+=("${rps_of["$label — manager ($round)"]}")
  done
  d=$(median "${directors[*]}"); m=$(median "${managers[*]}")
  rows+=("| $label | $d | $m | $(python3 -c "print(f'{$m / $d:.2f}')")× |")
done

section="### Programs and imports (\`scripts/bench-programs.sh\`)

$(date -u +%Y-%m-%d), release build, SQLite, 20,000 fathers in 667 groups of 30; a second program
holds 67 groups ($in_program fathers enrolled in it) and has a manager. wrk: 2 threads, 64
connections (the report 4), ${SECONDS_PER_RUN} s after a 2 s warm-up, on the same two cores as the server; director and
manager take turns, $ROUNDS runs each, medians shown (the report with 4 connections). Requests per second; the manager asks for his
program (\`?programId=\`), the director for the organisation.

| request | director (20,000) | manager (his program) | manager ÷ director |
|---|---|---|---|
$(printf '%s\n' "${rows[@]}")

An import of 5,000 new fathers (a CSV of 0.4 MB; a third of its rows have the name and birth date
of a father on file, and are flagged as duplicates) by a director, against the 20,000, before
the requests above: one request each, its time, and the server's peak resident memory after it
(its growth over the peak before); then its undo, which deletes the 5,000.

| request | time | server's peak memory |
|---|---|---|
$(printf '%s\n' "${import_rows[@]}")

The manager's list walks his scope's rows (\`staff_scope_name\`) and probes each father's enrolment
in the program by its index (\`enrolments_program\`); the report counts the program's fathers
through the same probe. An import reads the importer's fathers once (id, names, e-mail, phone,
birth date) to match and flag its rows, then writes every row in one transaction."
write_section programs "$section"
