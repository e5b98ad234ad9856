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

-- A new row (a father entering someone's scope) starts with his date.
CREATE TRIGGER staff_scope_follow_up_of_new_row AFTER INSERT ON staff_scope BEGIN
    UPDATE staff_scope SET follow_up_due =
        (SELECT o.follow_up_due FROM open_follow_up_of o WHERE o.father_id = NEW.father_id)
    WHERE user_id = NEW.user_id AND father_id = NEW.father_id;
END;
-- A contact written, changed or deleted: its father's rows, again.
CREATE TRIGGER staff_scope_follow_up_contact_insert AFTER INSERT ON contacts
WHEN NEW.follow_up_due IS NOT NULL AND NEW.follow_up_done_at IS NULL BEGIN
    UPDATE staff_scope SET follow_up_due =
        (SELECT o.follow_up_due FROM open_follow_up_of o WHERE o.father_id = NEW.father_id)
    WHERE father_id = NEW.father_id;
END;
CREATE TRIGGER staff_scope_follow_up_contact_update
AFTER UPDATE OF father_id, follow_up_due, follow_up_done_at ON contacts BEGIN
    UPDATE staff_scope SET follow_up_due =
        (SELECT o.follow_up_due FROM open_follow_up_of o WHERE o.father_id = staff_scope.father_id)
    WHERE father_id IN (OLD.father_id, NEW.father_id);
END;
CREATE TRIGGER staff_scope_follow_up_contact_delete AFTER DELETE ON contacts
WHEN OLD.follow_up_due IS NOT NULL AND OLD.follow_up_done_at IS NULL BEGIN
    UPDATE staff_scope SET follow_up_due =
        (SELECT o.follow_up_due FROM open_follow_up_of o WHERE o.father_id = OLD.father_id)
    WHERE father_id = OLD.father_id;
END;
