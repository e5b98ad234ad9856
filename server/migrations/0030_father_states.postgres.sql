-- The record read by id reads one row beside the record: `consent_states` becomes
-- `father_states`, and holds, beside his consent bits, whether a submission of his raises a
-- flag. That was an EXISTS over `submissions` and `submission_flags` on every read (about a
-- tenth of a read's time: docs/benchmarks.md, "overhead"). Kept by a trigger on
-- `submission_flags`, in the writing transaction, as the consent bits are kept by triggers on
-- `consents`. A row made for a flag alone has no consent bits: no consent at all.
ALTER TABLE consent_states RENAME TO father_states;
ALTER TABLE father_states RENAME COLUMN bits TO consent_bits;
ALTER TABLE father_states ADD COLUMN flagged BOOLEAN NOT NULL DEFAULT FALSE;

-- A function's body is text: the consent trigger's is written again with the new names.
CREATE OR REPLACE FUNCTION restate_consents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- One father's consent writers take turns on his row, and the state is read after the
    -- lock, in a statement of its own (a fresh snapshot under READ COMMITTED), so it counts
    -- what the writer before committed. Write paths lock him first too (db::lock).
    PERFORM 1 FROM fathers WHERE id = NEW.father_id FOR UPDATE;
    INSERT INTO father_states (father_id, consent_bits) VALUES (NEW.father_id, consent_bits(NEW.father_id))
        ON CONFLICT (father_id) DO UPDATE SET consent_bits = EXCLUDED.consent_bits;
    RETURN NULL;
END $$;

-- A flag raised or lowered: he is flagged while any flag of his stands. Counted after his
-- lock, in a statement of its own, for the same reason as his consents: two amendments of
-- his at once must not each count the other's flags as they were.
CREATE FUNCTION restate_flagged() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    father TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        SELECT s.father_id INTO father FROM submissions s WHERE s.id = OLD.submission_id;
    ELSE
        SELECT s.father_id INTO father FROM submissions s WHERE s.id = NEW.submission_id;
    END IF;
    PERFORM 1 FROM fathers WHERE id = father FOR UPDATE;
    INSERT INTO father_states (father_id, consent_bits, flagged)
        VALUES (father, 0, EXISTS (SELECT 1 FROM submissions s JOIN submission_flags sf ON sf.submission_id = s.id
                                   WHERE s.father_id = father))
        ON CONFLICT (father_id) DO UPDATE SET flagged = EXCLUDED.flagged;
    RETURN NULL;
END $$;
CREATE TRIGGER submission_flags_restate AFTER INSERT OR DELETE ON submission_flags
    FOR EACH ROW EXECUTE FUNCTION restate_flagged();

INSERT INTO father_states (father_id, consent_bits, flagged)
    SELECT DISTINCT s.father_id, 0, TRUE FROM submissions s JOIN submission_flags sf ON sf.submission_id = s.id
    ON CONFLICT (father_id) DO UPDATE SET flagged = TRUE;
