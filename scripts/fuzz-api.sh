#!/usr/bin/env bash
# API fuzzing with Schemathesis against the served OpenAPI document, as a director, as a
# staff member who is not one and as a father, on the demo program: no server error, every
# answer's status and body as documented and, as a father, no call reserved to staff
# answered 2xx.
# Runs the debug server (SQLite) on 127.0.0.1; part of `make test`. FUZZ_EXAMPLES sets the cases
# per operation as the director (default 20), who reaches every operation's full answer;
# FUZZ_SCOPED_EXAMPLES as staff and as a father (default 10), whose runs mostly test what
# their scope refuses or narrows (CI passed 45 minutes with 20 for all three).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

st=${SCHEMATHESIS:-.venv/bin/schemathesis}
[ -x "$st" ] || { echo "Schemathesis is missing: .venv/bin/pip install schemathesis (.ci/run does)" >&2; exit 1; }
bin=${FM_BIN:-target/debug/fatherhood}
examples=${FUZZ_EXAMPLES:-20}
scoped_examples=${FUZZ_SCOPED_EXAMPLES:-10}

tmp=$(mktemp -d /tmp/fatherhood-fuzz.XXXXXX)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$tmp"; }
trap cleanup EXIT

export FM_DATA_DIR=$tmp/data RUST_LOG=${FUZZ_LOG:-warn,fatherhood=info} FM_THROTTLE_PER_ADDRESS=1000000 FM_THROTTLE_PER_ACCOUNT=1000000
"$bin" migrate >/dev/null
# A living program (fathers, groups, cycles, events, messages), so lists and searches answer
# with rows rather than nothing.
FM_ADMIN_PASSWORD='fuzz admin password' "$bin" seed-demo >/dev/null
app_port=$(port)
FM_ADDR=127.0.0.1:$app_port "$bin" serve >"$tmp/server.log" 2>&1 & pids+=($!)
app=http://127.0.0.1:$app_port
wait_up "$app"

token_of() { python3 -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])'; }
signin() {
  curl -sf -X POST "$app/api/auth/signin" -H 'content-type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"fuzz admin password\"}" | token_of
}
# seed-demo's director and its staff member (server/src/demo.rs), who share the password.
director=$(signin coordinator@demo.fatherhood.test)
staff=$(signin facilitator@demo.fatherhood.test)

fuzz() {
  local who=$1 token=$2 examples=$3; shift 3
  echo "== Schemathesis as $who"
  if ! PYTHONPATH=scripts/fuzz SCHEMATHESIS_HOOKS=hooks "$st" run "$app/api/openapi.json" \
    -H "Authorization: Bearer $token" "$@" --max-examples "$examples" -w 1 --seed 1 \
    --no-color >"$tmp/$who.txt" 2>&1; then
    cat "$tmp/$who.txt"
    echo "== server log"; tail -n 50 "$tmp/server.log"
    echo "API fuzzing as $who FAILED" >&2
    exit 1
  fi
  grep -E "generated|passed|failures" "$tmp/$who.txt" | tail -n 3
}

# Every check: no server error, every answer as documented, and the document's truth both
# ways: a request it allows is not refused (ours, scripts/fuzz/contract.py, in place of
# Schemathesis' own positive_data_acceptance: it reads the rules JSON Schema cannot state
# from each operation's 400 description) and one it forbids is not accepted. FUZZ_CHECKS
# narrows them.
checks=${FUZZ_CHECKS:-all}
fuzz director "$director" "$examples" -c "$checks" --exclude-checks staff_only_refused,positive_data_acceptance
fuzz staff "$staff" "$scoped_examples" -c "$checks" --exclude-checks staff_only_refused,positive_data_acceptance
# The father registers only now: the director's run, which may change any account it lists,
# never saw his (made staff by it, he would be answered as staff).
father=$(curl -sf -X POST "$app/api/auth/register" -H 'content-type: application/json' \
  -d '{"email":"father@fuzz.test","password":"fuzz father password","displayName":"Fuzz Father","firstName":"Fuzz","lastName":"Father"}' | token_of)
fuzz father "$father" "$scoped_examples" -c "$checks,staff_only_refused" --exclude-checks positive_data_acceptance
if grep -q "panicked" "$tmp/server.log"; then
  echo "the server panicked during fuzzing:" >&2; grep -A5 panicked "$tmp/server.log" >&2; exit 1
fi
if grep -q "response failed" "$tmp/server.log"; then
  echo "answers the server logged as failures (5xx):"; grep "response failed" "$tmp/server.log" | tail -n 5
fi
echo "API fuzzing passed (as a director, as staff and as a father)"
