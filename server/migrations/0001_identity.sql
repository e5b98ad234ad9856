-- Identity: accounts, sessions (refresh tokens), password resets, and the activity log.
-- Shared by SQLite and PostgreSQL: timestamps are BIGINT milliseconds since the epoch (UTC),
-- ids are TEXT (UUID v7, so they sort by creation time).

CREATE TABLE users (
    id                 TEXT PRIMARY KEY,
    -- stored lower-cased; the unique index is what stops two accounts sharing an address
    email              TEXT NOT NULL UNIQUE,
    display_name       TEXT NOT NULL,
    first_name         TEXT NOT NULL DEFAULT '',
    last_name          TEXT NOT NULL DEFAULT '',
    preferred_language TEXT NOT NULL DEFAULT 'en',
    is_admin           BOOLEAN NOT NULL DEFAULT FALSE,
    password_hash      TEXT NOT NULL,
    created_at         BIGINT NOT NULL,
    updated_at         BIGINT NOT NULL,
    last_sign_in_at    BIGINT
);
CREATE INDEX users_created_at ON users (created_at);

-- One row per refresh token ever issued. Only the SHA-256 of the token is kept.
-- A token is exchanged once (rotated_at); presenting it again after the grace
-- window revokes its whole family, i.e. every token descended from one sign-in.
CREATE TABLE refresh_tokens (
    token_hash  TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family_id   TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    rotated_at  BIGINT,
    revoked_at  BIGINT
);
-- (family_id, user_id): the per-request session check names both, and with both in one
-- index SQLite does not walk all of a user's tokens instead.
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id, user_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- Password-reset tokens: hashed, single use, short-lived.
CREATE TABLE password_resets (
    token_hash  TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- The activity log. from_user / to_user are plain ids, not foreign keys: the log
-- outlives the accounts it mentions ('Deleted user with ID: …').
CREATE TABLE activities (
    id            TEXT PRIMARY KEY,
    created_at    BIGINT NOT NULL,
    from_user     TEXT,
    action        TEXT NOT NULL,
    to_user       TEXT,
    description   TEXT NOT NULL,
    subject_kind  TEXT,
    subject_id    TEXT
);
CREATE INDEX activities_created_at ON activities (created_at);
