-- Case management (docs/PRODUCT.md, "The case manager's day"): the contacts staff log with
-- a father (call, text, visit…) with their outcome and an optional follow-up, and the
-- referrals to partner services with the history of their status.

CREATE TABLE contacts (
    id                 TEXT PRIMARY KEY,       -- UUID v7
    father_id          TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    -- Its author; the name is kept for when the account is gone.
    staff_id           TEXT REFERENCES users (id) ON DELETE SET NULL,
    staff_name         TEXT NOT NULL,
    at                 BIGINT NOT NULL,
    method             TEXT NOT NULL,          -- call | text | email | visit | meeting | other
    outcome            TEXT NOT NULL,          -- reached | no-answer | left-message | wrong-number
    minutes            BIGINT NOT NULL DEFAULT 0,
    note               TEXT NOT NULL DEFAULT '',
    -- Its note is shown only to its author, the father's case manager and directors.
    sensitive          BOOLEAN NOT NULL DEFAULT FALSE,
    follow_up_due      TEXT,                   -- YYYY-MM-DD, or null: no follow-up
    follow_up_done_at  BIGINT,
    created_at         BIGINT NOT NULL,
    updated_at         BIGINT NOT NULL
);
-- A father's log, newest first (and his last three, for `unreachable`).
CREATE INDEX contacts_father ON contacts (father_id, at, id);
-- Open follow-ups in the list's order (a director's list reads it in order)…
CREATE INDEX contacts_follow_ups ON contacts (follow_up_due, at, id)
    WHERE follow_up_due IS NOT NULL AND follow_up_done_at IS NULL;
-- …and by father (a staff member's list starts from the fathers of his scope).
CREATE INDEX contacts_open_by_father ON contacts (father_id, follow_up_due)
    WHERE follow_up_due IS NOT NULL AND follow_up_done_at IS NULL;
-- The funder report's range.
CREATE INDEX contacts_at ON contacts (at);

-- Three unsuccessful contacts in a row (anything but 'reached'), no 'reached' since:
-- kept in the transaction of every contact written, changed or deleted.
ALTER TABLE fathers ADD COLUMN unreachable BOOLEAN NOT NULL DEFAULT FALSE;

-- The at-risk list reads the few unreachable fathers by this.
CREATE INDEX fathers_unreachable ON fathers (id) WHERE unreachable;

CREATE TABLE referrals (
    id          TEXT PRIMARY KEY,              -- UUID v7
    father_id   TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    type        TEXT NOT NULL,
    partner     TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    made_at     BIGINT NOT NULL,
    made_by     TEXT REFERENCES users (id) ON DELETE SET NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX referrals_father ON referrals (father_id, made_at);
CREATE INDEX referrals_made ON referrals (made_at);

-- Every status a referral has had, the first ('made', usually) included; appended in the
-- transaction of the change.
CREATE TABLE referral_history (
    referral_id  TEXT NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
    position     BIGINT NOT NULL,
    status       TEXT NOT NULL,
    at           BIGINT NOT NULL,
    by_user      TEXT REFERENCES users (id) ON DELETE SET NULL,
    PRIMARY KEY (referral_id, position)
);
