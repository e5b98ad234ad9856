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

-- SQLite has no functions in SQL: the same expression in each trigger and the backfill.
CREATE TRIGGER consents_restate_insert AFTER INSERT ON consents BEGIN
    INSERT INTO consent_states (father_id, bits) VALUES (NEW.father_id,
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
        ON CONFLICT (father_id) DO UPDATE SET bits = excluded.bits;
END;
CREATE TRIGGER consents_restate_revoke AFTER UPDATE OF revoked_at ON consents BEGIN
    INSERT INTO consent_states (father_id, bits) VALUES (NEW.father_id,
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
        ON CONFLICT (father_id) DO UPDATE SET bits = excluded.bits;
END;

INSERT INTO consent_states (father_id, bits)
    SELECT father_id, COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = f.father_id AND c.kind = 'program' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 1
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = f.father_id AND c.kind = 'data-sharing' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 4
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = f.father_id AND c.kind = 'photo' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 16
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = f.father_id AND c.kind = 'sms' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 64
         + COALESCE((SELECT CASE WHEN c.revoked_at IS NULL THEN 3 ELSE 1 END FROM consents c
                   WHERE c.father_id = f.father_id AND c.kind = 'email' ORDER BY c.granted_at DESC, c.id DESC LIMIT 1), 0) * 256
    FROM (SELECT DISTINCT father_id FROM consents) f;
