-- Several programs on one server (CONTRACT.md, "Programs"): a program above groups, the
-- staff who work in it, and each father's enrolments. The first program, holding every
-- group and every father there is, is made by `db::migrate` right after this file, since
-- its name is the server's setting (FM_PROGRAM_NAME).
CREATE TABLE programs (
    id           TEXT PRIMARY KEY,
    name         TEXT NOT NULL,
    code         TEXT NOT NULL UNIQUE,
    -- Invisible to staff who do not work in it (`db::programs::visible_sql`).
    confidential BOOLEAN NOT NULL DEFAULT FALSE,
    archived_at  BIGINT,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);

CREATE TABLE program_staff (
    program_id TEXT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role       TEXT NOT NULL CHECK (role IN ('manager', 'staff')),
    PRIMARY KEY (program_id, user_id)
);
CREATE INDEX program_staff_user ON program_staff (user_id, program_id);

-- Filled by the first program; `db::migrate` then makes it NOT NULL.
ALTER TABLE father_groups ADD COLUMN program_id TEXT REFERENCES programs (id);
CREATE INDEX father_groups_program ON father_groups (program_id);

-- A father's enrolments: one per program at a time, each with its own status, dates, exit
-- and case manager. His record's status, dates, exit and case manager are his latest one's
-- (the most recently made), kept so by `db::enrolments`.
CREATE TABLE enrolments (
    id              TEXT PRIMARY KEY,
    father_id       TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    program_id      TEXT NOT NULL REFERENCES programs (id),
    status          TEXT NOT NULL,
    enrolled_at     TEXT,
    exited_at       TEXT,
    exit_reason     TEXT NOT NULL DEFAULT '',
    case_manager_id TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX enrolments_father ON enrolments (father_id, created_at, id);
CREATE INDEX enrolments_program ON enrolments (program_id, father_id);
-- A second open enrolment in one program is refused by the database, not by a look first.
CREATE UNIQUE INDEX enrolments_open ON enrolments (father_id, program_id) WHERE status IN ('referred', 'enrolled');

-- A program's managers have every father of the program in their scope: those enrolled in
-- it and the current members of its groups. The rest of the scope is as before.
CREATE OR REPLACE VIEW staff_scope_of AS
    SELECT f.case_manager_id AS user_id, f.id AS father_id FROM fathers f WHERE f.case_manager_id IS NOT NULL
    UNION
    SELECT gf.user_id, m.father_id FROM group_members m
    JOIN group_facilitators gf ON gf.group_id = m.group_id
    WHERE m.left_at IS NULL
    UNION
    SELECT ps.user_id, e.father_id FROM enrolments e
    JOIN program_staff ps ON ps.program_id = e.program_id AND ps.role = 'manager'
    UNION
    SELECT ps.user_id, m.father_id FROM group_members m
    JOIN father_groups g ON g.id = m.group_id
    JOIN program_staff ps ON ps.program_id = g.program_id AND ps.role = 'manager'
    WHERE m.left_at IS NULL;

-- One staff account's rows, again. Whoever changes who works in a program holds the
-- program's row, so two changes to one program follow each other (as 0017's do a group's).
CREATE FUNCTION refresh_staff_scope_of_user(account TEXT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM staff_scope WHERE user_id = account;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.user_id = account
        ON CONFLICT DO NOTHING;
END $$;

-- An enrolment: its father's rows, again, with his row held (as a membership does).
CREATE FUNCTION staff_scope_enrolment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM refresh_staff_scope(OLD.father_id);
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.father_id IS NOT DISTINCT FROM OLD.father_id
       AND NEW.program_id IS NOT DISTINCT FROM OLD.program_id THEN
        RETURN NULL;
    END IF;
    PERFORM 1 FROM fathers WHERE id = NEW.father_id FOR NO KEY UPDATE;
    PERFORM refresh_staff_scope(NEW.father_id);
    IF TG_OP = 'UPDATE' AND OLD.father_id <> NEW.father_id THEN
        PERFORM refresh_staff_scope(OLD.father_id);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER staff_scope_enrolment AFTER INSERT OR UPDATE OR DELETE ON enrolments
    FOR EACH ROW EXECUTE FUNCTION staff_scope_enrolment_changed();

CREATE FUNCTION staff_scope_program_staff_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    staffing program_staff;
BEGIN
    IF TG_OP = 'DELETE' THEN staffing := OLD; ELSE staffing := NEW; END IF;
    PERFORM 1 FROM programs WHERE id = staffing.program_id FOR NO KEY UPDATE;
    PERFORM refresh_staff_scope_of_user(staffing.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
        PERFORM refresh_staff_scope_of_user(OLD.user_id);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER staff_scope_program_staff AFTER INSERT OR UPDATE OR DELETE ON program_staff
    FOR EACH ROW EXECUTE FUNCTION staff_scope_program_staff_changed();

-- A group moved to another program: its members' rows, again.
CREATE FUNCTION staff_scope_group_program_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    member TEXT;
BEGIN
    IF NEW.program_id IS DISTINCT FROM OLD.program_id THEN
        FOR member IN SELECT m.father_id FROM group_members m WHERE m.group_id = NEW.id AND m.left_at IS NULL LOOP
            PERFORM refresh_staff_scope(member);
        END LOOP;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER staff_scope_group_program AFTER UPDATE OF program_id ON father_groups
    FOR EACH ROW EXECUTE FUNCTION staff_scope_group_program_changed();
