#!/usr/bin/env python3
"""Fills a migrated Fatherhood Matters SQLite database for the calendar benchmark:
10,000 fathers with accounts in 300 groups, a year of weekly sessions per group
(one 52-session cycle each, 15,600 sessions), and a year of events: one a month per
group, one a week for everyone, and a few all-day ones (about 3,700 events).

Usage: bench_calendar_seed.py DB PASSWORD_HASH  (prints JSON: a father's e-mail)
"""
import json
import random
import sqlite3
import sys
import uuid

db_path, password_hash = sys.argv[1], sys.argv[2]
random.seed(11)
conn = sqlite3.connect(db_path)
conn.execute("PRAGMA journal_mode = WAL")
now = 1_780_000_000_000
day = 86_400_000
year_start = 1_767_225_600_000  # 2026-01-01T00:00:00Z


def uid():
    return str(uuid.uuid4())


users, fathers = [], []
for i in range(10_000):
    user_id, email = uid(), f"father{i}@example.org"
    users.append((user_id, email, f"Father {i}", "Father", str(i), "en", 0, password_hash, now, now, None,
                  f"father {i} {email}"))
    fathers.append((uid(), "Father", str(i), email, "", "en", None, "", "[]", None, None, "", "enrolled",
                    None, None, "", None, "", None, user_id, f"father {i} {email}", now, now))
conn.executemany("INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language, is_admin,"
                 " password_hash, created_at, updated_at, last_sign_in_at, search_text)"
                 " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", users)
conn.executemany("INSERT INTO fathers (id, first_name, last_name, email, phone, preferred_language, date_of_birth,"
                 " address, children, father_type, setting, referral_source, status, enrollment_date, exit_date,"
                 " exit_reason, case_manager_id, notes, photo_key, user_id, search_text, created_at, updated_at)"
                 " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", fathers)

groups, members, cycles, sessions, events = [], [], [], [], []
per_group = len(fathers) // 300 + 1
for g in range(300):
    gid, cid = uid(), uid()
    groups.append((gid, f"Group {g}", "", None, "", "", "Hall", now, now))
    members += [(gid, f[0], year_start - day) for f in fathers[g * per_group:(g + 1) * per_group]]
    cycles.append((cid, f"Cycle {g}", "", gid, None, "Hall", "2026-01-01", "2026-12-31", 0.8, now, now))
    first = year_start + (g % 7) * day + 18 * 3_600_000
    for n in range(52):
        begins = first + n * 7 * day
        status = "cancelled" if n % 13 == 5 else "scheduled"
        sessions.append((uid(), cid, n + 1, f"Session {n + 1}", begins, begins + 90 * 60_000, "Hall", "", status,
                         now, now))
    for month in range(12):
        begins = year_start + (month * 30 + g % 28) * day + 17 * 3_600_000
        events.append((uid(), f"Group {g} outing {month + 1}", "Bring the family", begins, begins + 2 * 3_600_000,
                       0, "Park", gid, None, 0, now, now))
for week in range(52):
    begins = year_start + week * 7 * day + 5 * day + 10 * 3_600_000
    events.append((uid(), f"Family day {week + 1}", "", begins, begins + 4 * 3_600_000, 0, "Center", None, None, 0,
                   now, now))
for holiday in range(0, 360, 30):
    begins = year_start + holiday * day
    events.append((uid(), "Office closed", "", begins, begins + day, 1, "", None, None, 0, now, now))
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
conn.executemany("INSERT INTO events (id, title, description, starts_at, ends_at, all_day, location, group_id,"
                 " created_by, sequence, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", events)
conn.commit()
print(json.dumps({"father_email": "father4321@example.org", "sessions": len(sessions), "events": len(events),
                  "fathers": len(fathers), "groups": len(groups)}))
