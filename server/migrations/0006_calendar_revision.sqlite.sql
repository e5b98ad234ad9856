-- The calendar's revision: moved by every change to what the calendar shows (events,
-- sessions, cycles, groups and their members), in the changing transaction, so a
-- server can reuse a calendar answer until it moves. Triggers, so no write path, tool
-- or operator's statement can forget it. SQLite has row triggers only.
INSERT INTO revisions (name, value) VALUES ('calendar', 0);
CREATE TRIGGER calendar_events_insert AFTER INSERT ON events BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_events_update AFTER UPDATE ON events BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_events_delete AFTER DELETE ON events BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_sessions_insert AFTER INSERT ON sessions BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_sessions_update AFTER UPDATE ON sessions BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_sessions_delete AFTER DELETE ON sessions BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_cycles_insert AFTER INSERT ON cycles BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_cycles_update AFTER UPDATE ON cycles BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_cycles_delete AFTER DELETE ON cycles BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_groups_insert AFTER INSERT ON father_groups BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_groups_update AFTER UPDATE ON father_groups BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_groups_delete AFTER DELETE ON father_groups BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_members_insert AFTER INSERT ON group_members BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_members_update AFTER UPDATE ON group_members BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
CREATE TRIGGER calendar_members_delete AFTER DELETE ON group_members BEGIN UPDATE revisions SET value = value + 1 WHERE name = 'calendar'; END;
