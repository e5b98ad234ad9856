-- Staff roles and scope (docs/PRODUCT.md, "Who uses it"). A staff account is a director
-- (everything, as every admin could before) or staff (the fathers in the groups he
-- facilitates and on his caseload). Every admin of today becomes a director.
ALTER TABLE users ADD COLUMN staff_role TEXT;
UPDATE users SET staff_role = 'director' WHERE is_admin;
CREATE INDEX users_directors ON users (id) WHERE staff_role = 'director';

-- A group has any number of facilitators; the single facilitator_id of before is the first
-- (the column stays, unused, for one release).
CREATE TABLE group_facilitators (
    group_id  TEXT NOT NULL REFERENCES father_groups (id) ON DELETE CASCADE,
    user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (group_id, user_id)
);
-- A staff member's scope is read from his side: his groups, then their members.
CREATE INDEX group_facilitators_user ON group_facilitators (user_id, group_id);
INSERT INTO group_facilitators (group_id, user_id)
    SELECT id, facilitator_id FROM father_groups WHERE facilitator_id IS NOT NULL;

-- Who is in a staff member's scope moves the program's revision, like membership does.
CREATE TRIGGER program_facilitators AFTER INSERT OR UPDATE OR DELETE ON group_facilitators
    FOR EACH STATEMENT EXECUTE FUNCTION bump_program_revision();
