-- The record read by id reads one row beside the record: `consent_states` becomes
-- `father_states`, and holds, beside his consent bits, whether a submission of his raises a
-- flag. That was an EXISTS over `submissions` and `submission_flags` on every read (about a
-- tenth of a read's time: docs/benchmarks.md, "overhead"). Kept by triggers on
-- `submission_flags`, in the writing transaction, as the consent bits are kept by triggers on
-- `consents`. A row made for a flag alone has no consent bits: no consent at all.
-- The consent triggers are dropped and written again with the new names: SQLite's rename
-- would rewrite their upsert's `excluded.bits` into the table's own column, keeping the old
-- bits on every consent after the first.
DROP TRIGGER consents_restate_insert;
DROP TRIGGER consents_restate_revoke;
ALTER TABLE consent_states RENAME TO father_states;
ALTER TABLE father_states RENAME COLUMN bits TO consent_bits;
ALTER TABLE father_states ADD COLUMN flagged BOOLEAN NOT NULL DEFAULT FALSE;

-- SQLite has no functions in SQL: the same expression in each trigger, as in 0026.
CREATE TRIGGER consents_restate_insert AFTER INSERT ON consents BEGIN
    INSERT INTO father_states (father_id, consent_bits) VALUES (NEW.father_id,
           COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'program' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 1
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'data-sharing' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 4
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'photo' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 16
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'sms' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 64
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'email' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 256)
        ON CONFLICT (father_id) DO UPDATE SET consent_bits = excluded.consent_bits;
END;
CREATE TRIGGER consents_restate_revoke AFTER UPDATE OF revoked_at ON consents BEGIN
    INSERT INTO father_states (father_id, consent_bits) VALUES (NEW.father_id,
           COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'program' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 1
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'data-sharing' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 4
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'photo' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 16
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'sms' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 64
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = NEW.father_id AND c.kind = 'email' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 256)
        ON CONFLICT (father_id) DO UPDATE SET consent_bits = excluded.consent_bits;
END;


-- A flag raised: he is flagged. Flags are only ever rewritten whole, per submission
-- (db::forms), and a submission is never deleted nor moved to another father.
CREATE TRIGGER submission_flags_raise AFTER INSERT ON submission_flags BEGIN
    INSERT INTO father_states (father_id, consent_bits, flagged)
        SELECT s.father_id, 0, TRUE FROM submissions s WHERE s.id = NEW.submission_id
        ON CONFLICT (father_id) DO UPDATE SET flagged = TRUE;
END;
-- A flag lowered: he is flagged while any other flag of his stands.
CREATE TRIGGER submission_flags_lower AFTER DELETE ON submission_flags BEGIN
    UPDATE father_states SET flagged = EXISTS (
            SELECT 1 FROM submissions s JOIN submission_flags sf ON sf.submission_id = s.id
            WHERE s.father_id = father_states.father_id)
        WHERE father_id = (SELECT s.father_id FROM submissions s WHERE s.id = OLD.submission_id);
END;

INSERT INTO father_states (father_id, consent_bits, flagged)
    SELECT DISTINCT s.father_id, 0, TRUE FROM submissions s JOIN submission_flags sf ON sf.submission_id = s.id WHERE TRUE
    ON CONFLICT (father_id) DO UPDATE SET flagged = TRUE;
