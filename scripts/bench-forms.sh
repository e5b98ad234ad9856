#!/usr/bin/env bash
# Forms (issue 44), written to the "forms" section of docs/benchmarks.md
# (server/benches/forms.rs): a submission of 60 answers checked, scored and stored through the
# service against the bare baseline of inserting the same answers as one row, and the funder
# report's assessments over 10,000 submissions (5,000 fathers' pre and post) against one plain
# query reading the same score rows.
# Run from the repository root: `make bench` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432}
source scripts/bench-lib.sh

sqlite=$(cargo bench --locked -q -p fatherhood --bench forms 2>/dev/null | tail -1)
echo "forms, SQLite: $sqlite" >&2
pg=""
if psql "$PG_URL/postgres" -qc 'SELECT 1' >/dev/null 2>&1; then
  pg_db=fatherhood_bench_forms_$$
  psql "$PG_URL/postgres" -qc "CREATE DATABASE $pg_db" >/dev/null
  pg=$(BENCH_DATABASE_URL="$PG_URL/$pg_db" cargo bench --locked -q -p fatherhood --bench forms 2>/dev/null | tail -1)
  psql "$PG_URL/postgres" -qc "DROP DATABASE $pg_db" >/dev/null || true
  echo "forms, PostgreSQL: $pg" >&2
else
  echo "no PostgreSQL at $PG_URL: forms measured on SQLite only" >&2
fi
field() { python3 -c "import json,sys; v = json.loads(sys.argv[1]).get(sys.argv[2]) if sys.argv[1] else None; print('—' if v is None else v)" "$1" "$2"; }

section="### Forms (\`scripts/bench-forms.sh\`)

$(date -u +%Y-%m-%d), release build, on $(nproc) cores (\`server/benches/forms.rs\`).

**A submission with 60 answers** (24 scales, 8 numbers, 8 choices, 6 multis, 8 yes/no, 4
texts, 2 dates) on a published form with three subscales (a mean with four reversed items, a
sum, a percent-correct) and a flag, made by a director through
\`services::forms::submissions::create\`, one at a time: the father in scope, the form locked
and read, every answer checked, the submission stored, its three scores and its flag written,
the activity logged and the submission read back as the handler answers it. The bare baseline
inserts the same answers, as JSON, as one row of a table of the submissions' shape (its
columns and indexes, no references) in a transaction, with no checking or scoring. Medians of
five rounds of 400.

| database | bare inserts/s | submissions/s | ratio |
|---|---|---|---|
| SQLite | $(field "$sqlite" bare_inserts_per_second) | $(field "$sqlite" submissions_per_second) | $(field "$sqlite" submission_ratio)× |
| PostgreSQL | $(field "$pg" bare_inserts_per_second) | $(field "$pg" submissions_per_second) | $(field "$pg" submission_ratio)× |

Checking, scoring and flagging the 60 answers take $(field "$sqlite" check_and_score_us) µs (SQLite run) of a
submission; the rest is its statements, sixteen against the baseline's one (seventeen on
PostgreSQL, with the form's row lock: the scope check, the form with its definition parsed from
JSON, the row, three scores and a flag with the deletes before them, the father, the activity,
the read-back with its amendments, scores and flags), and the commit both wait for, a flush to
disk that on a busy disk is most of either.

**The report's assessments** over 10,000 submissions: 5,000 fathers, each with a pre (two
months ago) and a post (two weeks ago, in the 30-day range) of an assessment with those
subscales, 30,000 score rows. *Assessments* is the part of the funder report that computes
them, as it does (\`db::forms::assessment_scores\`: the scores of every father with a post in
the range; the assessments' latest versions; \`domain::form::assessment_changes\`: each
father's latest post in the range paired with his latest pre before it); *whole report* is
\`services::dashboard::report\` with nothing else in the range. The bare baseline reads the
same 30,000 score rows in one plain query (submissions joined to their scores) and sums them
by phase and subscale in Rust, without the range's condition or the pairing. Each checked:
5,000 fathers paired, and every subscale's pre and post means equal to the plain sums'.
Medians of five; on PostgreSQL after \`ANALYZE\`, as autovacuum leaves a running server's tables
within a minute of such a load. Measured once before it, right after the load, the assessments
took $(field "$pg" assessments_before_analyze_ms) ms there.

| database | bare query | assessments | ratio | whole report | ratio |
|---|---|---|---|---|---|
| SQLite | $(field "$sqlite" bare_query_ms) ms | $(field "$sqlite" assessments_ms) ms | $(field "$sqlite" assessments_ratio)× | $(field "$sqlite" whole_report_ms) ms | $(field "$sqlite" whole_report_ratio)× |
| PostgreSQL | $(field "$pg" bare_query_ms) ms | $(field "$pg" assessments_ms) ms | $(field "$pg" assessments_ratio)× | $(field "$pg" whole_report_ms) ms | $(field "$pg" whole_report_ratio)× |

Pairing the fathers' pre and post in Rust takes $(field "$sqlite" pairing_ms) ms (SQLite) and $(field "$pg" pairing_ms) ms
(PostgreSQL) of it; the rest is the query, which reads seven columns where the baseline reads
three and probes, for each submission, for the father's post in the range. The rest of the
report, over an otherwise empty range, adds next to nothing.
"
write_section forms "$section"
