#!/usr/bin/env python3
"""Copies tables of a seeded SQLite database (scripts/bench_program_seed.py) into a migrated
PostgreSQL database of the same schema, with one COPY per table through psql, so the
PostgreSQL benchmarks run on the program seed the SQLite ones use.

Usage: bench_sqlite_to_postgres.py SQLITE_DB POSTGRES_URL TABLE...  (in foreign-key order)
"""
import sqlite3
import subprocess
import sys

sqlite_path, pg_url, tables = sys.argv[1], sys.argv[2], sys.argv[3:]
conn = sqlite3.connect(sqlite_path)


def text_field(value):
    """COPY's text format: \\N is NULL; backslash, tab and line breaks escaped."""
    if value is None:
        return "\\N"
    return str(value).replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


script = []
for table in tables:
    columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
    script.append(f"COPY {table} ({', '.join(columns)}) FROM STDIN;")
    for row in conn.execute(f"SELECT {', '.join(columns)} FROM {table}"):
        script.append("\t".join(text_field(v) for v in row))
    script.append("\\.")
subprocess.run(["psql", "-q", "-v", "ON_ERROR_STOP=1", "-1", pg_url], input="\n".join(script) + "\n",
               text=True, check=True, stdout=subprocess.DEVNULL)
# Vacuumed as well as analysed, as autovacuum keeps a running program's tables: until the
# visibility map is set, an index-only scan (the fathers list) reads the table for every row,
# and autovacuum would set it in the middle of a measurement, at 100,000 fathers some pages
# later than others.
subprocess.run(["psql", "-q", "-v", "ON_ERROR_STOP=1", "-c", "VACUUM ANALYZE", pg_url],
               check=True, stdout=subprocess.DEVNULL)
