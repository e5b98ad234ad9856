-- Text messages (SMS): every text to or from a father, the queue they wait in, and the
-- shared pace the senders of every instance keep.
CREATE TABLE texts (
    id              TEXT PRIMARY KEY,
    father_id       TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    direction       TEXT NOT NULL,
    kind            TEXT NOT NULL,
    body            TEXT NOT NULL,
    status          TEXT NOT NULL,
    encoding        TEXT NOT NULL,
    segments        BIGINT NOT NULL,
    -- The number it went to or came from (E.164): a text goes nowhere else if his changes.
    phone           TEXT NOT NULL,
    provider_id     TEXT,
    error_code      TEXT,
    sent_by         TEXT REFERENCES users (id) ON DELETE SET NULL,
    -- What it is about: a reminder's claim, an announcement. A father gets each once.
    subject_id      TEXT,
    -- A reminder's item, which a 1, 2 or 3 answers; after its start it is not sent.
    session_id      TEXT REFERENCES sessions (id) ON DELETE SET NULL,
    event_id        TEXT REFERENCES events (id) ON DELETE SET NULL,
    expires_at      BIGINT,
    -- The queue: due at, claimed by a sender until, tries so far. NULL once not waiting.
    next_attempt_at BIGINT,
    claimed_until   BIGINT,
    attempts        BIGINT NOT NULL DEFAULT 0,
    -- An inbound text for staff: unread until someone with him in scope reads his thread.
    unread          BOOLEAN NOT NULL DEFAULT FALSE,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX texts_father ON texts (father_id, created_at, id);
CREATE UNIQUE INDEX texts_provider ON texts (provider_id) WHERE provider_id IS NOT NULL;
CREATE UNIQUE INDEX texts_once ON texts (father_id, kind, subject_id) WHERE subject_id IS NOT NULL;
CREATE INDEX texts_due ON texts (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX texts_phone ON texts (phone, created_at);
CREATE INDEX texts_unread ON texts (father_id) WHERE unread;

-- Status reports that arrived before the send's answer named their text (the provider may
-- call back first): applied when it does.
CREATE TABLE text_status_early (
    provider_id TEXT PRIMARY KEY,
    status      TEXT NOT NULL,
    error_code  TEXT,
    received_at BIGINT NOT NULL
);

-- When the next segment may leave, across instances: at most FM_SMS_RATE a second.
CREATE TABLE sms_pace (
    id           INTEGER PRIMARY KEY,
    next_free_at BIGINT NOT NULL
);
INSERT INTO sms_pace (id, next_free_at) VALUES (1, 0);

-- Whether his phone is an E.164 number a text can go to (set by the server whenever the
-- phone is written; numbers from before are read again at start-up), and whether he
-- wants reminders by text.
ALTER TABLE fathers ADD COLUMN phone_valid BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE fathers ADD COLUMN reminders_sms BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX fathers_phone ON fathers (phone) WHERE phone_valid;
