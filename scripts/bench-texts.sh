#!/usr/bin/env bash
# Texts (issue 42), written to the "texts" section of docs/benchmarks.md
# (server/benches/texts.rs): the queue's throughput with a fake provider on 127.0.0.1 that
# answers at once (FM_SMS_RATE unlimited; one instance, and two on PostgreSQL) against the
# bare baseline of posting the same texts straight to it, and the consent predicate's cost
# on an announcement's fan-out to 10,000 fathers against the same statement without it.
# Run from the repository root: `make bench` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432}
source scripts/bench-lib.sh

sqlite=$(cargo bench --locked -q -p fatherhood --bench texts 2>/dev/null | tail -1)
echo "texts, SQLite: $sqlite" >&2
pg=""
if psql "$PG_URL/postgres" -qc 'SELECT 1' >/dev/null 2>&1; then
  pg_db=fatherhood_bench_texts_$$
  psql "$PG_URL/postgres" -qc "CREATE DATABASE $pg_db" >/dev/null
  pg=$(BENCH_DATABASE_URL="$PG_URL/$pg_db" cargo bench --locked -q -p fatherhood --bench texts 2>/dev/null | tail -1)
  psql "$PG_URL/postgres" -qc "DROP DATABASE $pg_db" >/dev/null || true
  echo "texts, PostgreSQL: $pg" >&2
else
  echo "no PostgreSQL at $PG_URL: texts measured on SQLite only" >&2
fi
field() { python3 -c "import json,sys; v = json.loads(sys.argv[1]).get(sys.argv[2]) if sys.argv[1] else None; print('—' if v is None else v)" "$1" "$2"; }

section="### Texts (\`scripts/bench-texts.sh\`)

$(date -u +%Y-%m-%d), release build, on $(nproc) cores (\`server/benches/texts.rs\`).

**The queue** hands 2,000 texts to a fake provider on 127.0.0.1 that answers 201 at once, with
\`FM_SMS_RATE\` unlimited: each sender claims ten due texts in a transaction (the rules checked
again: consent, number, a reminder's item), sends them at once and records each answer. The
bare baseline posts the same 2,000 forms straight to the fake provider, ten at a time.

| database | bare posts/s | one instance: texts/s | ratio | two instances: texts/s | ratio |
|---|---|---|---|---|---|
| SQLite | $(field "$sqlite" bare_posts_per_second) | $(field "$sqlite" queue_one_per_second) | $(field "$sqlite" queue_one_ratio)× | — | — |
| PostgreSQL | $(field "$pg" bare_posts_per_second) | $(field "$pg" queue_one_per_second) | $(field "$pg" queue_one_ratio)× | $(field "$pg" queue_two_per_second) | $(field "$pg" queue_two_ratio)× |

At the default pace (one segment a second, a US long code's limit) the queue is never the
bottleneck: the pace is.

**The consent predicate** on an announcement \"also texted\" to 10,000 fathers who all may be
texted (one INSERT … SELECT: the audience, a valid number, the latest sms consent standing),
against the same statement without the consent predicate; medians of five.

| database | with the consent predicate | without | ratio |
|---|---|---|---|
| SQLite | $(field "$sqlite" fan_out_ms) ms | $(field "$sqlite" fan_out_without_consent_ms) ms | $(field "$sqlite" consent_ratio)× |
| PostgreSQL | $(field "$pg" fan_out_ms) ms | $(field "$pg" fan_out_without_consent_ms) ms | $(field "$pg" consent_ratio)× |"
write_section texts "$section"
