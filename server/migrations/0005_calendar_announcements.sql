-- Calendar events, private iCalendar feeds, announcements, and the queue of e-mail to send.

-- Bumped on every change of a session, so a subscribed calendar replaces its copy
-- (iCalendar SEQUENCE).
ALTER TABLE sessions ADD COLUMN sequence BIGINT NOT NULL DEFAULT 0;

-- Timed events keep their instants (ms, UTC). An all-day event is a span of dates,
-- stored as the UTC midnight of its first day and of the day after its last.
CREATE TABLE events (
    id           TEXT PRIMARY KEY,
    title        TEXT NOT NULL,
    description  TEXT NOT NULL DEFAULT '',
    starts_at    BIGINT NOT NULL,
    ends_at      BIGINT NOT NULL,
    all_day      BOOLEAN NOT NULL DEFAULT FALSE,
    location     TEXT NOT NULL DEFAULT '',
    -- NULL: everyone. A group's events go with the group.
    group_id     TEXT REFERENCES father_groups (id) ON DELETE CASCADE,
    created_by   TEXT REFERENCES users (id) ON DELETE SET NULL,
    sequence     BIGINT NOT NULL DEFAULT 0,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE INDEX events_starts ON events (starts_at);
CREATE INDEX events_group ON events (group_id, starts_at);

-- One private feed per user. Its token is an HMAC, under a server secret, of the user
-- and a random nonce (so the URL can be shown again without storing the token); only
-- the token's SHA-256 is kept for the lookup. Rotating draws a new nonce, and the old
-- token's hash is gone.
CREATE TABLE calendar_feeds (
    user_id     TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    nonce       TEXT NOT NULL,
    token_hash  TEXT NOT NULL UNIQUE,
    rotations   BIGINT NOT NULL DEFAULT 0,
    created_at  BIGINT NOT NULL
);

CREATE TABLE announcements (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    body        TEXT NOT NULL,
    -- NULL: everyone. A group's announcements go with the group.
    group_id    TEXT REFERENCES father_groups (id) ON DELETE CASCADE,
    pinned      BOOLEAN NOT NULL DEFAULT FALSE,
    author_id   TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX announcements_order ON announcements (pinned, created_at, id);
CREATE INDEX announcements_group ON announcements (group_id, created_at);

-- When each user last read the announcements: later ones are unread.
CREATE TABLE announcement_reads (
    user_id  TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    read_at  BIGINT NOT NULL
);

-- E-mail to send, written in the transaction that decides it. One row per (what,
-- recipient): the key is what keeps anyone from getting the same mail twice.
-- A worker on every instance claims due rows (claimed_until), sends, and marks them
-- sent; a failure is retried with backoff until it gives up (failed_at).
CREATE TABLE mail_queue (
    kind             TEXT NOT NULL,
    subject_id       TEXT NOT NULL,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    claimed_until    BIGINT,
    last_error       TEXT,
    sent_at          BIGINT,
    failed_at        BIGINT,
    created_at       BIGINT NOT NULL,
    PRIMARY KEY (kind, subject_id, user_id)
);
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
