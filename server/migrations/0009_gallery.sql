-- The gallery: albums (for everyone or one group) and their photos. A photo's original is
-- kept under photos/{timestamp}_{name} and never served; a worker makes the variants that
-- are (at most 400 and 2048 px, metadata gone). The processing job is the photo row itself:
-- status 'processing' with its attempts, so it survives a restart and is retried.
CREATE TABLE albums (
    id              TEXT PRIMARY KEY,
    title           TEXT NOT NULL,
    description     TEXT NOT NULL DEFAULT '',
    -- null: everyone. No cascade: a group with albums is not deleted (its photos' files
    -- would be left behind); its albums are deleted or moved first.
    group_id        TEXT REFERENCES father_groups (id),
    cycle_id        TEXT REFERENCES cycles (id) ON DELETE SET NULL,
    event_id        TEXT REFERENCES events (id) ON DELETE SET NULL,
    cover_photo_id  TEXT,
    created_by      TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX albums_group ON albums (group_id, created_at);

CREATE TABLE photos (
    id               TEXT PRIMARY KEY,       -- UUID v7: the album's order
    album_id         TEXT NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
    caption          TEXT NOT NULL DEFAULT '',
    original_key     TEXT NOT NULL,
    thumb_key        TEXT,
    large_key        TEXT,
    width            BIGINT,
    height           BIGINT,
    status           TEXT NOT NULL,          -- 'processing' | 'ready' | 'failed'
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT,
    claimed_until    BIGINT,
    last_error       TEXT,
    uploaded_by      TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at       BIGINT NOT NULL
);
CREATE INDEX photos_album ON photos (album_id, id);
CREATE INDEX photos_processing ON photos (next_attempt_at) WHERE status = 'processing';
