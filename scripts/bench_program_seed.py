#!/usr/bin/env python3
"""Fills a migrated Fatherhood Matters SQLite database with a large program for the
benchmarks: 10,000 accounts, 10,000 fathers in groups of 30, one 12-session cycle per
group with 10 sessions held and attendance taken (about 100,000 rows).

Usage: bench_program_seed.py DB PASSWORD_HASH [NOW_MS] [--fathers N]  (prints JSON with ids
the load test uses). NOW_MS places the program in time (the dashboard bench passes the clock's
now, so its last twelve weeks hold the attendance); the fathers' bench uses a fixed date.
--fathers N seeds N fathers (default 10,000) in as many groups of 30 (the overhead bench's
100,000-father program).
"""
import datetime
import json
import random
import sqlite3
import sys
import uuid

args = sys.argv[1:]
father_count = 10_000
if "--fathers" in args:
    at = args.index("--fathers")
    father_count = int(args[at + 1])
    del args[at:at + 2]
db_path, password_hash = args[0], args[1]
random.seed(7)
conn = sqlite3.connect(db_path)
conn.execute("PRAGMA journal_mode = WAL")
now = int(args[2]) if len(args) > 2 else 1_780_000_000_000  # ms
day = 86_400_000
first = ["James", "Carlos", "Marcus", "Luis", "David", "Andre", "Miguel", "Robert", "Jose", "Juan", "Michael", "Kevin"]
last = ["Smith", "Garcia", "Williams", "Martinez", "Brown", "Rodriguez", "Jones", "Lopez", "Wilson", "Perez", "Clark"]

def iso_day(ms):
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).date().isoformat()

def uid():
    return str(uuid.uuid4())

users = []
for i in range(10_000):
    f, l = random.choice(first), random.choice(last)
    email = f"user{i}@example.org"
    users.append((uid(), email, f"{f} {l}", f, l, "en", 0, password_hash, now - i * 1000, now - i * 1000, None,
                  f"{f} {l} {f} {l} {email}".lower()))
conn.executemany("INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language, is_admin,"
                 " password_hash, created_at, updated_at, last_sign_in_at, search_text)"
                 " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", users)

fathers = []
for i in range(father_count):
    f, l = random.choice(first), random.choice(last)
    fathers.append((uid(), f, l, f"father{i}@example.org", f"555-{i:05d}", "en", "1990-01-01", f"{i} Main St",
                    '[{"name": "Mia", "birthYear": 2018}]', "biological", "community", "Court", "enrolled",
                    "2026-01-01", None, "", None, "", None, None,
                    f"{f} {l} father{i}@example.org 555-{i:05d}".lower(), now, now))
conn.executemany("INSERT INTO fathers (id, first_name, last_name, email, phone, preferred_language, date_of_birth,"
                 " address, children, father_type, setting, referral_source, status, enrollment_date, exit_date,"
                 " exit_reason, case_manager_id, notes, photo_key, user_id, search_text, created_at, updated_at)"
                 " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", fathers)
# Each father enrolled in the first program as his record stands, as migration 0027 does,
# so a record read by id reads his enrolment as a real installation's does.
first_program = conn.execute("SELECT id FROM programs ORDER BY created_at, id LIMIT 1").fetchone()[0]
conn.executemany("INSERT INTO enrolments (id, father_id, program_id, status, enrolled_at, exited_at, exit_reason,"
                 " case_manager_id, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
                 [(f[0], f[0], first_program, f[12], f[13], f[14], f[15], f[16], f[21], f[22]) for f in fathers])

statuses = ["present"] * 7 + ["late", "excused", "absent", "makeup"]
first_cycle = first_session_open = None
groups, members, cycles, sessions, attendance = [], [], [], [], []
start = now - 70 * day
for g in range(0, len(fathers), 30):
    gid, cid = uid(), uid()
    groups.append((gid, f"Group {g // 30}", "", None, "Tuesday", "18:00", "Hall", now, now))
    roster = fathers[g:g + 30]
    members += [(gid, f[0], start - day) for f in roster]
    cycles.append((cid, f"Cycle {g // 30}", "", gid, None, "Hall", iso_day(start), iso_day(start + 90 * day), 0.8, now, now))
    for n in range(12):
        sid = uid()
        begins = start + n * 7 * day
        held = n < 10
        sessions.append((sid, cid, n + 1, f"Session {n + 1}", begins, begins + 90 * 60_000, "Hall", "",
                         "completed" if held else "scheduled", now, now))
        if held:
            attendance += [(sid, f[0], random.choice(statuses), None, "", None, begins) for f in roster]
        elif first_session_open is None and len(roster) == 30:
            first_session_open, first_cycle = sid, cid
# Python's own SQLite (3.40 on Debian 12) cannot push a filter into the UNION view
# `staff_scope_of`, so each membership's scope trigger would read every father and membership
# (O(n²): over ten minutes at 100,000 fathers); the server's bundled SQLite does push it. The
# seed drops those triggers while it loads, creates them again exactly as stored, and fills
# `staff_scope` once, as migration 0017 does.
scope_triggers = conn.execute(
    "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'staff_scope_member_%'").fetchall()
for name, _ in scope_triggers:
    conn.execute(f"DROP TRIGGER {name}")
# Every group in the first program (migration 0027 made it).
program = conn.execute("SELECT id FROM programs ORDER BY created_at, id LIMIT 1").fetchone()[0]
conn.executemany("INSERT INTO father_groups (id, name, description, facilitator_id, meeting_day, meeting_time,"
                 " location, created_at, updated_at, program_id) VALUES (?,?,?,?,?,?,?,?,?,?)",
                 [group + (program,) for group in groups])
conn.executemany("INSERT INTO group_members (group_id, father_id, joined_at) VALUES (?,?,?)", members)
conn.executemany("INSERT INTO cycles (id, title, description, group_id, facilitator_id, location, start_date,"
                 " end_date, completion_threshold, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)", cycles)
conn.executemany("INSERT INTO sessions (id, cycle_id, number, title, starts_at, ends_at, location, notes, status,"
                 " created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)", sessions)
conn.executemany("INSERT INTO attendance (session_id, father_id, status, minutes, note, marked_by, marked_at)"
                 " VALUES (?,?,?,?,?,?,?)", attendance)
for _, sql in scope_triggers:
    conn.execute(sql)
conn.execute("DELETE FROM staff_scope")
conn.execute("INSERT INTO staff_scope (user_id, father_id, last_name, first_name)"
             " SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id")
# One father signs in: his record linked to an account.
conn.execute("UPDATE fathers SET user_id = ? WHERE id = ?", (users[4321][0], fathers[4321][0]))
conn.commit()
roster = [m[1] for m in members if m[0] == groups[0][0]]
print(json.dumps({
    "father": fathers[4321][0],
    "father_email": users[4321][1],
    "cycle": first_cycle,
    "session": first_session_open,
    "roster": roster,
    "attendance_rows": len(attendance),
    "fathers": len(fathers),
    "users": len(users) ,
}))
