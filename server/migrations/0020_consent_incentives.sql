-- Consent, incentives and a father's data (docs/PRODUCT.md, "Consent, incentives and a
-- father's data").

-- Every consent a father gave, dated, with who witnessed it; revoking sets revoked_at and
-- never deletes. The current state of a kind is its latest row (granted_at, then id):
-- granted while that row is not revoked.
CREATE TABLE consents (
    id            TEXT PRIMARY KEY,            -- UUID v7
    father_id     TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    kind          TEXT NOT NULL,               -- program | data-sharing | photo | sms | email
    version       TEXT NOT NULL,
    granted_at    BIGINT NOT NULL,
    -- The staff member who witnessed it; the name is kept for when the account is gone.
    witnessed_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
    witness_name  TEXT NOT NULL DEFAULT '',
    revoked_at    BIGINT,
    revoked_by    TEXT REFERENCES users (id) ON DELETE SET NULL,
    note          TEXT NOT NULL DEFAULT '',
    created_at    BIGINT NOT NULL
);
-- A father's history, and the latest of each kind.
CREATE INDEX consents_father ON consents (father_id, kind, granted_at, id);

-- Who is pictured in a gallery photo.
CREATE TABLE photo_tags (
    photo_id   TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
    father_id  TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    PRIMARY KEY (photo_id, father_id)
);
CREATE INDEX photo_tags_father ON photo_tags (father_id);

-- True while a father pictured in the photo has no current photo consent: fathers never
-- see it. Kept in the transaction of every change of its tags and of every photo consent
-- of a father tagged in it, so every list a father reads filters on one column.
ALTER TABLE photos ADD COLUMN consent_missing BOOLEAN NOT NULL DEFAULT FALSE;

-- The incentive ledger: never edited or deleted, only voided by a director with a reason.
-- No cascade from fathers: a father with incentives is anonymised, not deleted.
CREATE TABLE incentives (
    id                 TEXT PRIMARY KEY,       -- UUID v7
    father_id          TEXT NOT NULL REFERENCES fathers (id),
    kind               TEXT NOT NULL,          -- gift-card | transport | food | childcare | other
    amount_cents       BIGINT NOT NULL,
    reference          TEXT NOT NULL DEFAULT '',
    reason             TEXT NOT NULL DEFAULT '',
    session_id         TEXT REFERENCES sessions (id) ON DELETE SET NULL,
    given_at           BIGINT NOT NULL,
    given_by           TEXT REFERENCES users (id) ON DELETE SET NULL,
    given_by_name      TEXT NOT NULL DEFAULT '',
    -- Given again on purpose (allowDuplicate): the one reward the unique index allows twice.
    confirmed_duplicate BOOLEAN NOT NULL DEFAULT FALSE,
    voided_at          BIGINT,
    voided_by          TEXT REFERENCES users (id) ON DELETE SET NULL,
    void_reason        TEXT,
    created_at         BIGINT NOT NULL
);
CREATE INDEX incentives_father ON incentives (father_id, given_at, id);
-- The funder report's range and the ledger's CSV.
CREATE INDEX incentives_given ON incentives (given_at, id);
-- One reward per father, kind and session unless confirmed: the constraint behind the
-- check, so two staff giving it at once cannot both succeed.
CREATE UNIQUE INDEX incentives_one_reward ON incentives (father_id, kind, session_id)
    WHERE session_id IS NOT NULL AND voided_at IS NULL AND NOT confirmed_duplicate;

-- When retention anonymised the record (FM_RETENTION_DAYS after exit); null otherwise.
ALTER TABLE fathers ADD COLUMN anonymised_at BIGINT;
