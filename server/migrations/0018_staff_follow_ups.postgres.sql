-- A staff member's follow-ups, as cheap as a director's (docs/ARCHITECTURE.md, "Scope"): each
-- `staff_scope` row carries the earliest due date of its father's open follow-ups, so his
-- list reads only the fathers with one due in the range, in date order, instead of probing
-- every father of his scope (its index carries their names too, so the list reads no father's record).
-- Kept by triggers, like the rows themselves.
ALTER TABLE staff_scope ADD COLUMN follow_up_due TEXT;

-- The definition: a father's earliest open follow-up (null: none).
CREATE VIEW open_follow_up_of AS
    SELECT c.father_id, MIN(c.follow_up_due) AS follow_up_due FROM contacts c
    WHERE c.follow_up_due IS NOT NULL AND c.follow_up_done_at IS NULL
    GROUP BY c.father_id;

UPDATE staff_scope SET follow_up_due =
    (SELECT o.follow_up_due FROM open_follow_up_of o WHERE o.father_id = staff_scope.father_id);
CREATE INDEX staff_scope_follow_ups ON staff_scope (user_id, follow_up_due, father_id, last_name, first_name) WHERE follow_up_due IS NOT NULL;

-- Several servers write at once (READ COMMITTED): whoever reads a father's follow-ups for
-- these rows first holds his row, so a contact and a row entering a scope follow each other
-- and each reads what the other committed (a statement after the lock has a new snapshot).
-- Every writer that holds several fathers takes them in id order (below), so none deadlock.

-- A new row (a father entering someone's scope) starts with his date.
CREATE FUNCTION staff_scope_follow_up_of_new_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM fathers WHERE id = NEW.father_id FOR NO KEY UPDATE;
    NEW.follow_up_due := (SELECT o.follow_up_due FROM open_follow_up_of o WHERE o.father_id = NEW.father_id);
    RETURN NEW;
END $$;
CREATE TRIGGER staff_scope_follow_up_of_new_row BEFORE INSERT ON staff_scope
    FOR EACH ROW EXECUTE FUNCTION staff_scope_follow_up_of_new_row();

-- A contact written, changed or deleted: its father's rows, again.
CREATE FUNCTION refresh_staff_follow_ups(father TEXT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM fathers WHERE id = father FOR NO KEY UPDATE;
    UPDATE staff_scope SET follow_up_due =
        (SELECT o.follow_up_due FROM open_follow_up_of o WHERE o.father_id = father)
    WHERE father_id = father;
END $$;
CREATE FUNCTION staff_scope_follow_up_contact_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM refresh_staff_follow_ups(OLD.father_id);
    ELSIF TG_OP = 'INSERT' THEN
        PERFORM refresh_staff_follow_ups(NEW.father_id);
    ELSIF NEW.father_id IS DISTINCT FROM OLD.father_id THEN
        PERFORM 1 FROM fathers WHERE id IN (OLD.father_id, NEW.father_id) ORDER BY id FOR NO KEY UPDATE;
        PERFORM refresh_staff_follow_ups(OLD.father_id);
        PERFORM refresh_staff_follow_ups(NEW.father_id);
    ELSIF NEW.follow_up_due IS DISTINCT FROM OLD.follow_up_due
       OR NEW.follow_up_done_at IS DISTINCT FROM OLD.follow_up_done_at THEN
        PERFORM refresh_staff_follow_ups(NEW.father_id);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER staff_scope_follow_up_contact AFTER INSERT OR UPDATE OR DELETE ON contacts
    FOR EACH ROW EXECUTE FUNCTION staff_scope_follow_up_contact_changed();

-- A facilitator added to a group brings its members' rows, one father after another: take
-- them all first, in id order (0017's trigger then inserts the rows).
CREATE FUNCTION staff_scope_facilitator_locks_fathers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM father_groups WHERE id = NEW.group_id FOR NO KEY UPDATE;
    PERFORM 1 FROM fathers f WHERE f.id IN
        (SELECT m.father_id FROM group_members m WHERE m.group_id = NEW.group_id AND m.left_at IS NULL)
        ORDER BY f.id FOR NO KEY UPDATE;
    RETURN NEW;
END $$;
CREATE TRIGGER staff_scope_facilitator_locks_fathers BEFORE INSERT ON group_facilitators
    FOR EACH ROW EXECUTE FUNCTION staff_scope_facilitator_locks_fathers();
