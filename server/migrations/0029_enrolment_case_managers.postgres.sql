-- A father's case manager in each of his programs has him in scope, not only the case
-- manager of his latest enrolment (the record's): enrolling him in a second program under
-- someone else leaves him in the first one's caseload.
CREATE INDEX enrolments_case_manager ON enrolments (case_manager_id) WHERE case_manager_id IS NOT NULL;

CREATE OR REPLACE VIEW staff_scope_of AS
    SELECT f.case_manager_id AS user_id, f.id AS father_id FROM fathers f WHERE f.case_manager_id IS NOT NULL
    UNION
    SELECT e.case_manager_id, e.father_id FROM enrolments e WHERE e.case_manager_id IS NOT NULL
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

-- An enrolment made or changed (its case manager too): its father's rows, again, with his
-- row held (as a membership does).
CREATE OR REPLACE FUNCTION staff_scope_enrolment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM refresh_staff_scope(OLD.father_id);
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.father_id IS NOT DISTINCT FROM OLD.father_id
       AND NEW.program_id IS NOT DISTINCT FROM OLD.program_id
       AND NEW.case_manager_id IS NOT DISTINCT FROM OLD.case_manager_id THEN
        RETURN NULL;
    END IF;
    PERFORM 1 FROM fathers WHERE id = NEW.father_id FOR NO KEY UPDATE;
    PERFORM refresh_staff_scope(NEW.father_id);
    IF TG_OP = 'UPDATE' AND OLD.father_id <> NEW.father_id THEN
        PERFORM refresh_staff_scope(OLD.father_id);
    END IF;
    RETURN NULL;
END $$;

DELETE FROM staff_scope;
INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
    SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
    ON CONFLICT DO NOTHING;
