-- Home, dashboard and reports.
--
-- The program's revision: moved by every change to what the staff dashboard is computed
-- from (fathers, groups and their members, cycles, sessions, attendance), in the changing
-- transaction, so a server reuses its dashboard until it moves (or the minute turns).
-- Triggers, so no write path, tool or operator's statement can forget it.
INSERT INTO revisions (name, value) VALUES ('program', 0);
-- SQLite has row triggers only.
CREATE TRIGGER program_fathers_insert AFTER INSERT ON fathers BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_fathers_update AFTER UPDATE ON fathers BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_fathers_delete AFTER DELETE ON fathers BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_groups_insert AFTER INSERT ON father_groups BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_groups_update AFTER UPDATE ON father_groups BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_groups_delete AFTER DELETE ON father_groups BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_members_insert AFTER INSERT ON group_members BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_members_update AFTER UPDATE ON group_members BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_members_delete AFTER DELETE ON group_members BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_cycles_insert AFTER INSERT ON cycles BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_cycles_update AFTER UPDATE ON cycles BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_cycles_delete AFTER DELETE ON cycles BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_sessions_insert AFTER INSERT ON sessions BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_sessions_update AFTER UPDATE ON sessions BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_sessions_delete AFTER DELETE ON sessions BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_attendance_insert AFTER INSERT ON attendance BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_attendance_update AFTER UPDATE ON attendance BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;
CREATE TRIGGER program_attendance_delete AFTER DELETE ON attendance BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'program'; END;

-- Reports count by date: who enrolled, who exited, which milestones fell in a range.
CREATE INDEX fathers_enrolled ON fathers (enrollment_date);
CREATE INDEX fathers_exited ON fathers (exit_date);
CREATE INDEX milestones_achieved ON milestones (achieved_at);
-- "What is next": sessions in start order with no sort, however many start at once.
DROP INDEX sessions_starts;
CREATE INDEX sessions_starts ON sessions (starts_at, id);
