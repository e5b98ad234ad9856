-- A staff member's scope, kept as rows (docs/ARCHITECTURE.md, "Scope"): one per staff account
-- and father in his scope, with the father's names, so his fathers list in name order is a
-- range of one index, as cheap as a director's. Kept by triggers, so no write path can forget
-- it: a father's membership, case manager or names, and a group's facilitators.
CREATE TABLE staff_scope (
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    father_id   TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    last_name   TEXT NOT NULL,
    first_name  TEXT NOT NULL,
    PRIMARY KEY (user_id, father_id)
);
CREATE INDEX staff_scope_name ON staff_scope (user_id, last_name, first_name, father_id);
CREATE INDEX staff_scope_father ON staff_scope (father_id);

-- Whom a father is in the scope of: his case manager and his groups' facilitators.
CREATE VIEW staff_scope_of AS
    SELECT f.case_manager_id AS user_id, f.id AS father_id FROM fathers f WHERE f.case_manager_id IS NOT NULL
    UNION
    SELECT gf.user_id, m.father_id FROM group_members m
    JOIN group_facilitators gf ON gf.group_id = m.group_id
    WHERE m.left_at IS NULL;

INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
    SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id;

-- One father's rows, again (the writer serialises every change on SQLite).
CREATE TRIGGER staff_scope_father_insert AFTER INSERT ON fathers WHEN NEW.case_manager_id IS NOT NULL BEGIN
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        VALUES (NEW.case_manager_id, NEW.id, NEW.last_name, NEW.first_name) ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER staff_scope_father_update AFTER UPDATE OF last_name, first_name, case_manager_id ON fathers BEGIN
    DELETE FROM staff_scope WHERE father_id = NEW.id;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, NEW.id, NEW.last_name, NEW.first_name FROM staff_scope_of s WHERE s.father_id = NEW.id;
END;
CREATE TRIGGER staff_scope_member_insert AFTER INSERT ON group_members BEGIN
    DELETE FROM staff_scope WHERE father_id = NEW.father_id;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id = NEW.father_id;
END;
CREATE TRIGGER staff_scope_member_update AFTER UPDATE ON group_members BEGIN
    DELETE FROM staff_scope WHERE father_id IN (OLD.father_id, NEW.father_id);
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id IN (OLD.father_id, NEW.father_id);
END;
CREATE TRIGGER staff_scope_member_delete AFTER DELETE ON group_members BEGIN
    DELETE FROM staff_scope WHERE father_id = OLD.father_id;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id = OLD.father_id;
END;
-- A facilitator's rows: the group's current members.
CREATE TRIGGER staff_scope_facilitator_insert AFTER INSERT ON group_facilitators BEGIN
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT NEW.user_id, f.id, f.last_name, f.first_name FROM group_members m JOIN fathers f ON f.id = m.father_id
        WHERE m.group_id = NEW.group_id AND m.left_at IS NULL
        ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER staff_scope_facilitator_delete AFTER DELETE ON group_facilitators BEGIN
    DELETE FROM staff_scope WHERE user_id = OLD.user_id
        AND father_id IN (SELECT m.father_id FROM group_members m WHERE m.group_id = OLD.group_id AND m.left_at IS NULL)
        AND father_id NOT IN (SELECT s.father_id FROM staff_scope_of s WHERE s.user_id = OLD.user_id);
END;
