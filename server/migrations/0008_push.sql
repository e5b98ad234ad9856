-- Web Push. A subscription is one browser on one device: its endpoint (a URL of the
-- browser vendor's push service) is its identity, so a device signed in as someone else
-- moves to that account rather than notifying two people.
CREATE TABLE push_subscriptions (
    endpoint      TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    p256dh        TEXT NOT NULL,
    auth          TEXT NOT NULL,
    user_agent    TEXT NOT NULL,
    last_updated  BIGINT NOT NULL,
    created_at    BIGINT NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- Pushes decided in a transaction and sent by a worker: one row per subscription and
-- subject. A sent push is deleted; a message's push is also deleted when the recipient
-- got the message live on an open stream before it was due.
CREATE TABLE push_queue (
    kind             TEXT NOT NULL,            -- 'message' | 'announcement'
    subject_id       TEXT NOT NULL,
    endpoint         TEXT NOT NULL REFERENCES push_subscriptions (endpoint) ON DELETE CASCADE,
    user_id          TEXT NOT NULL,
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    claimed_until    BIGINT,
    last_error       TEXT,
    created_at       BIGINT NOT NULL,
    PRIMARY KEY (kind, subject_id, endpoint)
);
CREATE INDEX push_queue_due ON push_queue (next_attempt_at);
CREATE INDEX push_queue_endpoint ON push_queue (endpoint);
CREATE INDEX push_queue_subject_user ON push_queue (subject_id, user_id);

-- The staff take part in every group's conversation: found by this index, not by reading
-- every account.
CREATE INDEX users_staff ON users (id) WHERE is_admin;
