-- The revisions without one row every writer locks (issue 29). A revision was one row of
-- `revisions` per name, moved by the statement triggers of 0006 and 0010 (and by db/users.rs):
-- every write transaction of every instance locked that row until its commit, so writers
-- queued on it, one fsync after another.
--
-- Now each counter is spread over 64 slots, one row per slot holding every counter: a
-- transaction moves the slot of its own connection (`revision_slot()`, its backend's pid
-- modulo 64), so writers on different connections lock different rows and commit together;
-- one transaction locks one row however many counters it moves (no order between two rows to
-- deadlock on). A reader takes the sum over the slots (db/revisions.rs): it only grows, and a
-- commit that moved it is seen in the same snapshot as the change itself, so a cache keyed by
-- it is never stale after the commit, as with the single row.
CREATE TABLE revision_slots (
    slot     BIGINT PRIMARY KEY,
    users    BIGINT NOT NULL DEFAULT 0,
    calendar BIGINT NOT NULL DEFAULT 0,
    program  BIGINT NOT NULL DEFAULT 0
);
INSERT INTO revision_slots (slot) SELECT generate_series(0, 63);
-- Carried on from the old counters, so no revision a running server has seen comes back.
UPDATE revision_slots SET
    users = (SELECT COALESCE(MAX(value), 0) FROM revisions WHERE name = 'users'),
    calendar = (SELECT COALESCE(MAX(value), 0) FROM revisions WHERE name = 'calendar'),
    program = (SELECT COALESCE(MAX(value), 0) FROM revisions WHERE name = 'program')
WHERE slot = 0;

-- The slot of this connection: 64 rows, so the pools of several instances (16 connections
-- each) rarely share one; two that do only wait for each other's commit.
CREATE FUNCTION revision_slot() RETURNS BIGINT LANGUAGE sql STABLE AS 'SELECT pg_backend_pid() % 64';

-- The same triggers (0006, 0010, 0015) now call these, and move a counter once per
-- transaction rather than once per statement (a roster save is one upsert per father): the
-- slot's row stays locked until the commit, which shows the change and the new count together,
-- so more moves in the same transaction say nothing more. The flag is transaction-local
-- (`set_config(…, true)`) and undone with a rolled-back savepoint, like the UPDATE beside it.
CREATE OR REPLACE FUNCTION bump_calendar_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('fm.calendar_moved', true) IS DISTINCT FROM 'on' THEN
        UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = revision_slot();
        PERFORM set_config('fm.calendar_moved', 'on', true);
    END IF;
    RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bump_program_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('fm.program_moved', true) IS DISTINCT FROM 'on' THEN
        UPDATE revision_slots SET program = program + 1 WHERE slot = revision_slot();
        PERFORM set_config('fm.program_moved', 'on', true);
    END IF;
    RETURN NULL;
END $$;

DROP TABLE revisions;
