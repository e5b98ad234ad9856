-- Each father's consents as they stand, kept in one row per father so the record read by
-- id reads one row instead of five latest-of-kind probes (docs/benchmarks.md, "Rows read by
-- name"). Two bits per kind, in `ConsentKind::ALL`'s order (program, data-sharing, photo, sms,
-- email: kind i at bits 2i and 2i+1): the low bit when he has a consent of that kind, the high
-- bit when his latest one (by granted_at, then id) is not revoked. No row: no consent at all.
-- Kept by triggers on `consents`, in the writing transaction, so no write path, tool or
-- operator's statement can leave it behind. Consents are never deleted but with their father,
-- and his row here goes with him.
CREATE TABLE consent_states (
    father_id TEXT PRIMARY KEY REFERENCES fathers (id) ON DELETE CASCADE,
    bits      BIGINT NOT NULL
);

CREATE FUNCTION consent_bits(father TEXT) RETURNS BIGINT LANGUAGE sql STABLE AS $$
    SELECT COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = father AND c.kind = 'program' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 1
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = father AND c.kind = 'data-sharing' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 4
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = father AND c.kind = 'photo' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 16
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = father AND c.kind = 'sms' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 64
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = father AND c.kind = 'email' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 256
$$;
CREATE FUNCTION restate_consents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- One father's consent writers take turns on his row, and the state is read after the
    -- lock, in a statement of its own (a fresh snapshot under READ COMMITTED), so it counts
    -- what the writer before committed. Write paths lock him first too (db::lock).
    PERFORM 1 FROM fathers WHERE id = NEW.father_id FOR UPDATE;
    INSERT INTO consent_states (father_id, bits) VALUES (NEW.father_id, consent_bits(NEW.father_id))
        ON CONFLICT (father_id) DO UPDATE SET bits = EXCLUDED.bits;
    RETURN NULL;
END $$;
CREATE TRIGGER consents_restate_insert AFTER INSERT ON consents
    FOR EACH ROW EXECUTE FUNCTION restate_consents();
CREATE TRIGGER consents_restate_revoke AFTER UPDATE OF revoked_at ON consents
    FOR EACH ROW EXECUTE FUNCTION restate_consents();

INSERT INTO consent_states (father_id, bits)
    SELECT DISTINCT father_id, consent_bits(father_id) FROM consents;
