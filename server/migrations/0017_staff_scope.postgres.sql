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

-- One father's rows, again. Several servers write at once (READ COMMITTED): whoever changes
-- what a father's rows are made of holds his row (a father's update already does; a
-- membership takes it here) and the group's (a membership and a facilitator both take it),
-- so two changes to one father or one group follow each other, and each statement below
-- reads what the one before committed.
CREATE FUNCTION refresh_staff_scope(father TEXT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM staff_scope WHERE father_id = father;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id = father
        ON CONFLICT DO NOTHING;
END $$;

CREATE FUNCTION staff_scope_father_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' OR NEW.last_name IS DISTINCT FROM OLD.last_name OR NEW.first_name IS DISTINCT FROM OLD.first_name
       OR NEW.case_manager_id IS DISTINCT FROM OLD.case_manager_id THEN
        PERFORM refresh_staff_scope(NEW.id);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER staff_scope_father AFTER INSERT OR UPDATE ON fathers
    FOR EACH ROW EXECUTE FUNCTION staff_scope_father_changed();

CREATE FUNCTION staff_scope_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    membership group_members;
BEGIN
    IF TG_OP = 'DELETE' THEN membership := OLD; ELSE membership := NEW; END IF;
    PERFORM 1 FROM father_groups WHERE id = membership.group_id FOR NO KEY UPDATE;
    PERFORM 1 FROM fathers WHERE id = membership.father_id FOR NO KEY UPDATE;
    PERFORM refresh_staff_scope(membership.father_id);
    IF TG_OP = 'UPDATE' AND OLD.father_id <> NEW.father_id THEN
        PERFORM refresh_staff_scope(OLD.father_id);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER staff_scope_member AFTER INSERT OR UPDATE OR DELETE ON group_members
    FOR EACH ROW EXECUTE FUNCTION staff_scope_member_changed();

CREATE FUNCTION staff_scope_facilitator_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM 1 FROM father_groups WHERE id = NEW.group_id FOR NO KEY UPDATE;
        INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
            SELECT NEW.user_id, f.id, f.last_name, f.first_name FROM group_members m JOIN fathers f ON f.id = m.father_id
            WHERE m.group_id = NEW.group_id AND m.left_at IS NULL
            ON CONFLICT DO NOTHING;
    ELSE
        PERFORM 1 FROM father_groups WHERE id = OLD.group_id FOR NO KEY UPDATE;
        DELETE FROM staff_scope WHERE user_id = OLD.user_id
            AND father_id IN (SELECT m.father_id FROM group_members m WHERE m.group_id = OLD.group_id AND m.left_at IS NULL)
            AND father_id NOT IN (SELECT s.father_id FROM staff_scope_of s WHERE s.user_id = OLD.user_id);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER staff_scope_facilitator AFTER INSERT OR DELETE ON group_facilitators
    FOR EACH ROW EXECUTE FUNCTION staff_scope_facilitator_changed();
