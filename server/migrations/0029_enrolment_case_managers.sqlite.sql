-- A father's case manager in each of his programs has him in scope, not only the case
-- manager of his latest enrolment (the record's): enrolling him in a second program under
-- someone else leaves him in the first one's caseload.
CREATE INDEX enrolments_case_manager ON enrolments (case_manager_id) WHERE case_manager_id IS NOT NULL;

DROP VIEW staff_scope_of;
CREATE VIEW staff_scope_of AS
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

-- An enrolment made or changed (its case manager too): its father's rows, again.
DROP TRIGGER staff_scope_enrolment_insert;
CREATE TRIGGER staff_scope_enrolment_insert AFTER INSERT ON enrolments BEGIN
    DELETE FROM staff_scope WHERE father_id = NEW.father_id;
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id = NEW.father_id;
END;
DROP TRIGGER staff_scope_enrolment_update;
CREATE TRIGGER staff_scope_enrolment_update AFTER UPDATE OF father_id, program_id, case_manager_id ON enrolments BEGIN
    DELETE FROM staff_scope WHERE father_id IN (OLD.father_id, NEW.father_id);
    INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
        SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id
        WHERE s.father_id IN (OLD.father_id, NEW.father_id);
END;

DELETE FROM staff_scope;
INSERT INTO staff_scope (user_id, father_id, last_name, first_name)
    SELECT s.user_id, f.id, f.last_name, f.first_name FROM staff_scope_of s JOIN fathers f ON f.id = s.father_id;
