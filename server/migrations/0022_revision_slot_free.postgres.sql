-- A revision slot is never waited for (issue 29's fault attack). Since 0021 a transaction moved
-- the slot of its connection (`revision_slot()`, the backend's pid modulo 64), locked until its
-- commit. Two connections whose pids share a slot then queue on that row, and where the first
-- moved its slot early (a group renamed before its facilitators change) and the second moved
-- it late (a contact's statement trigger, after its row trigger took the father), each waits
-- for a row the other holds: PostgreSQL breaks the deadlock by failing one of them (a 409 to a
-- user who did nothing wrong).
--
-- Now a transaction takes a slot nobody else holds: its own connection's if free, else the
-- next free one (`SKIP LOCKED`), so a slot is never a lock anyone waits for and cannot close a
-- cycle. Only when all 64 are held at once by other transactions does it wait for its own, as
-- before. A transaction that already holds a slot keeps moving that one.
CREATE FUNCTION free_revision_slot() RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
    held TEXT := current_setting('fm.revision_slot', true);
    chosen BIGINT;
BEGIN
    IF held IS NOT NULL AND held <> '' THEN
        RETURN held::BIGINT;
    END IF;
    SELECT slot INTO chosen FROM revision_slots WHERE slot = revision_slot() FOR UPDATE SKIP LOCKED;
    IF chosen IS NULL THEN
        SELECT slot INTO chosen FROM revision_slots
            ORDER BY (slot - revision_slot() + 64) % 64 LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    chosen := COALESCE(chosen, revision_slot());
    PERFORM set_config('fm.revision_slot', chosen::TEXT, true);
    RETURN chosen;
END $$;

CREATE OR REPLACE FUNCTION bump_calendar_revision() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    chosen BIGINT;
BEGIN
    IF current_setting('fm.calendar_moved', true) IS DISTINCT FROM 'on' THEN
        chosen := free_revision_slot();
        UPDATE revision_slots SET calendar = calendar + 1 WHERE slot = chosen;
        PERFORM set_config('fm.calendar_moved', 'on', true);
    END IF;
    RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bump_program_revision() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    chosen BIGINT;
BEGIN
    IF current_setting('fm.program_moved', true) IS DISTINCT FROM 'on' THEN
        chosen := free_revision_slot();
        UPDATE revision_slots SET program = program + 1 WHERE slot = chosen;
        PERFORM set_config('fm.program_moved', 'on', true);
    END IF;
    RETURN NULL;
END $$;
