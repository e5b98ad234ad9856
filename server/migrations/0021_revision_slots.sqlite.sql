-- The revisions without one row every writer locks (issue 29); see the PostgreSQL variant
-- for why. SQLite has one writer at a time, so one slot: the counters are that row's, moved
-- by the same triggers as before (dropped and made again to write here), and read the way
-- PostgreSQL's are, as the sum over the slots (db/revisions.rs).
CREATE TABLE revision_slots (
    slot     BIGINT PRIMARY KEY,
    users    BIGINT NOT NULL DEFAULT 0,
    calendar BIGINT NOT NULL DEFAULT 0,
    program  BIGINT NOT NULL DEFAULT 0
);
-- Carried on from the old counters, so no revision a running server has seen comes back.
INSERT INTO revision_slots (slot, users, calendar, program) VALUES (0,
    (SELECT COALESCE(MAX(value), 0) FROM revisions WHERE name = 'users'),
    (SELECT COALESCE(MAX(value), 0) FROM revisions WHERE name = 'calendar'),
    (SELECT COALESCE(MAX(value), 0) FROM revisions WHERE name = 'program'));

DROP TRIGGER calendar_events_insert;
CREATE TRIGGER calendar_events_insert AFTER INSERT ON events BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_events_update;
CREATE TRIGGER calendar_events_update AFTER UPDATE ON events BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_events_delete;
CREATE TRIGGER calendar_events_delete AFTER DELETE ON events BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_sessions_insert;
CREATE TRIGGER calendar_sessions_insert AFTER INSERT ON sessions BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_sessions_update;
CREATE TRIGGER calendar_sessions_update AFTER UPDATE ON sessions BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_sessions_delete;
CREATE TRIGGER calendar_sessions_delete AFTER DELETE ON sessions BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_cycles_insert;
CREATE TRIGGER calendar_cycles_insert AFTER INSERT ON cycles BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_cycles_update;
CREATE TRIGGER calendar_cycles_update AFTER UPDATE ON cycles BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_cycles_delete;
CREATE TRIGGER calendar_cycles_delete AFTER DELETE ON cycles BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_groups_insert;
CREATE TRIGGER calendar_groups_insert AFTER INSERT ON father_groups BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_groups_update;
CREATE TRIGGER calendar_groups_update AFTER UPDATE ON father_groups BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_groups_delete;
CREATE TRIGGER calendar_groups_delete AFTER DELETE ON father_groups BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_members_insert;
CREATE TRIGGER calendar_members_insert AFTER INSERT ON group_members BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_members_update;
CREATE TRIGGER calendar_members_update AFTER UPDATE ON group_members BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER calendar_members_delete;
CREATE TRIGGER calendar_members_delete AFTER DELETE ON group_members BEGIN UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = 0; END;
DROP TRIGGER program_fathers_insert;
CREATE TRIGGER program_fathers_insert AFTER INSERT ON fathers BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_fathers_update;
CREATE TRIGGER program_fathers_update AFTER UPDATE ON fathers BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_fathers_delete;
CREATE TRIGGER program_fathers_delete AFTER DELETE ON fathers BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_groups_insert;
CREATE TRIGGER program_groups_insert AFTER INSERT ON father_groups BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_groups_update;
CREATE TRIGGER program_groups_update AFTER UPDATE ON father_groups BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_groups_delete;
CREATE TRIGGER program_groups_delete AFTER DELETE ON father_groups BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_members_insert;
CREATE TRIGGER program_members_insert AFTER INSERT ON group_members BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_members_update;
CREATE TRIGGER program_members_update AFTER UPDATE ON group_members BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_members_delete;
CREATE TRIGGER program_members_delete AFTER DELETE ON group_members BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_cycles_insert;
CREATE TRIGGER program_cycles_insert AFTER INSERT ON cycles BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_cycles_update;
CREATE TRIGGER program_cycles_update AFTER UPDATE ON cycles BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_cycles_delete;
CREATE TRIGGER program_cycles_delete AFTER DELETE ON cycles BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_sessions_insert;
CREATE TRIGGER program_sessions_insert AFTER INSERT ON sessions BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_sessions_update;
CREATE TRIGGER program_sessions_update AFTER UPDATE ON sessions BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_sessions_delete;
CREATE TRIGGER program_sessions_delete AFTER DELETE ON sessions BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_attendance_insert;
CREATE TRIGGER program_attendance_insert AFTER INSERT ON attendance BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_attendance_update;
CREATE TRIGGER program_attendance_update AFTER UPDATE ON attendance BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_attendance_delete;
CREATE TRIGGER program_attendance_delete AFTER DELETE ON attendance BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_facilitators_insert;
CREATE TRIGGER program_facilitators_insert AFTER INSERT ON group_facilitators BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TRIGGER program_facilitators_delete;
CREATE TRIGGER program_facilitators_delete AFTER DELETE ON group_facilitators BEGIN UPDATE revision_slots SET program = program + 1 WHERE slot = 0; END;
DROP TABLE revisions;
