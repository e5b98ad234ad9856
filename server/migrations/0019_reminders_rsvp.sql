-- Reminders, RSVP and check-in (docs/PRODUCT.md, "Reminders, RSVP and check-in").

-- A father's reminder preferences: by Web Push (on unless he turns it off) and by e-mail
-- (off unless he turns it on).
ALTER TABLE users ADD COLUMN reminder_push BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE users ADD COLUMN reminder_email BOOLEAN NOT NULL DEFAULT FALSE;

-- One row per item, start time and offset whose reminder has been decided: the claim that
-- makes every instance's scheduler send it once. Its pushes and e-mails are queued in the
-- transaction that inserts it (push_queue / mail_queue, kind 'reminder', subject this id).
-- The start time is part of the key, so an item moved to a new time is reminded again.
CREATE TABLE reminder_claims (
    id              TEXT PRIMARY KEY,          -- UUID v7
    session_id      TEXT REFERENCES sessions (id) ON DELETE CASCADE,
    event_id        TEXT REFERENCES events (id) ON DELETE CASCADE,
    starts_at       BIGINT NOT NULL,
    offset_minutes  BIGINT NOT NULL,           -- 1440 | 120
    claimed_at      BIGINT NOT NULL,
    recipients      BIGINT NOT NULL DEFAULT 0, -- fathers it was decided for
    CHECK ((session_id IS NULL) <> (event_id IS NULL))
);
-- NULLs are distinct, so each index binds only the rows of its kind.
CREATE UNIQUE INDEX reminder_claims_session ON reminder_claims (session_id, starts_at, offset_minutes);
CREATE UNIQUE INDEX reminder_claims_event ON reminder_claims (event_id, starts_at, offset_minutes);

-- A father's answer to a session or an event: yes | no | late, with an optional note.
CREATE TABLE rsvps (
    id           TEXT PRIMARY KEY,             -- UUID v7
    session_id   TEXT REFERENCES sessions (id) ON DELETE CASCADE,
    event_id     TEXT REFERENCES events (id) ON DELETE CASCADE,
    father_id    TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    answer       TEXT NOT NULL,
    note         TEXT NOT NULL DEFAULT '',
    answered_at  BIGINT NOT NULL,
    CHECK ((session_id IS NULL) <> (event_id IS NULL))
);
CREATE UNIQUE INDEX rsvps_session ON rsvps (session_id, father_id);
CREATE UNIQUE INDEX rsvps_event ON rsvps (event_id, father_id);
CREATE INDEX rsvps_father ON rsvps (father_id);

-- A session's check-in code: one per session (asking again replaces it), unique across
-- sessions so a code names one session only.
CREATE TABLE check_in_codes (
    session_id  TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    code        TEXT NOT NULL UNIQUE,
    created_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at  BIGINT NOT NULL,
    valid_from  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);

-- How a mark was made: by staff on the roster, or by the father checking in.
ALTER TABLE attendance ADD COLUMN method TEXT NOT NULL DEFAULT 'staff';
