-- Home, dashboard and reports.
--
-- The program's revision: moved by every change to what the staff dashboard is computed
-- from (fathers, groups and their members, cycles, sessions, attendance), in the changing
-- transaction, so a server reuses its dashboard until it moves (or the minute turns).
-- Triggers, so no write path, tool or operator's statement can forget it.
INSERT INTO revisions (name, value) VALUES ('program', 0);
-- Once per statement.
CREATE FUNCTION bump_program_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE revisions SET value = value + 1 WHERE name = 'program';
    RETURN NULL;
END $$;
CREATE TRIGGER program_fathers AFTER INSERT OR UPDATE OR DELETE ON fathers
    FOR EACH STATEMENT EXECUTE FUNCTION bump_program_revision();
CREATE TRIGGER program_groups AFTER INSERT OR UPDATE OR DELETE ON father_groups
    FOR EACH STATEMENT EXECUTE FUNCTION bump_program_revision();
CREATE TRIGGER program_members AFTER INSERT OR UPDATE OR DELETE ON group_members
    FOR EACH STATEMENT EXECUTE FUNCTION bump_program_revision();
CREATE TRIGGER program_cycles AFTER INSERT OR UPDATE OR DELETE ON cycles
    FOR EACH STATEMENT EXECUTE FUNCTION bump_program_revision();
CREATE TRIGGER program_sessions AFTER INSERT OR UPDATE OR DELETE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION bump_program_revision();
CREATE TRIGGER program_attendance AFTER INSERT OR UPDATE OR DELETE ON attendance
    FOR EACH STATEMENT EXECUTE FUNCTION bump_program_revision();

-- Reports count by date: who enrolled, who exited, which milestones fell in a range.
CREATE INDEX fathers_enrolled ON fathers (enrollment_date);
CREATE INDEX fathers_exited ON fathers (exit_date);
CREATE INDEX milestones_achieved ON milestones (achieved_at);
-- "What is next": sessions in start order with no sort, however many start at once.
DROP INDEX sessions_starts;
CREATE INDEX sessions_starts ON sessions (starts_at, id);
