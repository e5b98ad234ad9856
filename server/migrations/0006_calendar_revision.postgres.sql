-- The calendar's revision: moved by every change to what the calendar shows (events,
-- sessions, cycles, groups and their members), in the changing transaction, so a
-- server can reuse a calendar answer until it moves. Triggers, so no write path, tool
-- or operator's statement can forget it; once per statement.
INSERT INTO revisions (name, value) VALUES ('calendar', 0);
CREATE FUNCTION bump_calendar_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE revisions SET value = value + 1 WHERE name = 'calendar';
    RETURN NULL;
END $$;
CREATE TRIGGER calendar_events AFTER INSERT OR UPDATE OR DELETE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_revision();
CREATE TRIGGER calendar_sessions AFTER INSERT OR UPDATE OR DELETE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_revision();
CREATE TRIGGER calendar_cycles AFTER INSERT OR UPDATE OR DELETE ON cycles
    FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_revision();
CREATE TRIGGER calendar_groups AFTER INSERT OR UPDATE OR DELETE ON father_groups
    FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_revision();
CREATE TRIGGER calendar_members AFTER INSERT OR UPDATE OR DELETE ON group_members
    FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_revision();
