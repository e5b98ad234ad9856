-- Several servers on one database behave as one.

-- Secrets the operator did not give (the access-token signing key, the VAPID key) are kept
-- here, so every server signs and checks with the same ones.
CREATE TABLE secrets (
    name        TEXT PRIMARY KEY,
    value       TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);

-- Credential attempts per key (an address, an account) per minute, counted here so that a
-- guesser spreading attempts over the servers gets no more than from one.
CREATE TABLE throttle_counts (
    key         TEXT NOT NULL,
    minute      BIGINT NOT NULL,
    attempts    BIGINT NOT NULL,
    PRIMARY KEY (key, minute)
);
CREATE INDEX throttle_counts_minute ON throttle_counts (minute);
