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

-- SQLite adds a referencing column only with a NULL default: the first program fills it,
-- and the triggers below refuse a group without one.
ALTER TABLE father_groups ADD COLUMN program_id TEXT REFERENCES programs (id);
CREATE INDEX father_groups_program ON father_groups (program_id);
CREATE TRIGGER father_groups_program_required_insert BEFORE INSERT ON father_groups
    WHEN NEW.program_id IS NULL BEGIN
    SELECT RAISE(ABORT, 'NOT NULL constraint failed: father_groups.program_id');
END;
CREATE TRIGGER father_groups_program_required_update BEFORE UPDATE OF program_id ON father_groups
    WHEN NEW.program_id IS NULL BEGIN
    SELECT RAISE(ABORT, 'NOT NULL constraint failed: father_groups.program_id');
END;

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
DROP VIEW staff_scope_of;
CREATE VIEW staff_scope_of AS
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

-- One father's rows, again, when an enrolment names him or leaves him.
CREATE TRIGGER staff_scope_enrolment_insert AFTER INSERT ON enrolments BEGIN
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT ps.user_id, f.id, f.last_name, f.first_name FROM program_staff ps JOIN fathers f ON f.id = NEW.father_id
        WHERE ps.program_id = NEW.program_id AND ps.role = 'manager'
        ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER staff_scope_enrolment_update AFTER UPDATE OF father_id, program_id ON enrolments BEGIN
    DELETE FROM staff_scope WHERE father_id IN (OLD.father_id, NEW.father_id);
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id IN (OLD.father_id, NEW.father_id);
END;
CREATE TRIGGER staff_scope_enrolment_delete AFTER DELETE ON enrolments BEGIN
    DELETE FROM staff_scope WHERE father_id = OLD.father_id;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id = OLD.father_id;
END;
-- A manager's rows: every father of the program; gone when he no longer manages it.
CREATE TRIGGER staff_scope_program_staff_insert AFTER INSERT ON program_staff WHEN NEW.role = 'manager' BEGIN
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT NEW.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.user_id = NEW.user_id
        ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER staff_scope_program_staff_update AFTER UPDATE ON program_staff BEGIN
    DELETE FROM staff_scope WHERE user_id IN (OLD.user_id, NEW.user_id);
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.user_id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER staff_scope_program_staff_delete AFTER DELETE ON program_staff WHEN OLD.role = 'manager' BEGIN
    DELETE FROM staff_scope WHERE user_id = OLD.user_id;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.user_id = OLD.user_id;
END;
-- A group moved to another program: its members' rows, again.
CREATE TRIGGER staff_scope_group_program AFTER UPDATE OF program_id ON father_groups BEGIN
    DELETE FROM staff_scope WHERE father_id IN (SELECT m.father_id FROM group_members m WHERE m.group_id = NEW.id);
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id IN (SELECT m.father_id FROM group_members m WHERE m.group_id = NEW.id);
END;
