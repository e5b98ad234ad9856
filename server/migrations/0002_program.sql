-- The program: fathers (participant records), groups and their members, workshop
-- cycles, sessions, attendance and milestones. Dates without a time (birth, enrolment,
-- cycle start/end, milestone) are ISO 'YYYY-MM-DD' text; instants are BIGINT milliseconds.

-- A father is a program record, not a login: deleting the linked account only clears
-- user_id (funders require records kept for years).
CREATE TABLE fathers (
    id                 TEXT PRIMARY KEY,
    first_name         TEXT NOT NULL,
    last_name          TEXT NOT NULL,
    email              TEXT NOT NULL DEFAULT '',
    phone              TEXT NOT NULL DEFAULT '',
    preferred_language TEXT NOT NULL DEFAULT 'en',
    date_of_birth      TEXT,
    address            TEXT NOT NULL DEFAULT '',
    -- JSON array of {"name", "birthYear"}
    children           TEXT NOT NULL DEFAULT '[]',
    father_type        TEXT,
    setting            TEXT,
    referral_source    TEXT NOT NULL DEFAULT '',
    status             TEXT NOT NULL DEFAULT 'enrolled',
    enrollment_date    TEXT,
    exit_date          TEXT,
    exit_reason        TEXT NOT NULL DEFAULT '',
    case_manager_id    TEXT REFERENCES users (id) ON DELETE SET NULL,
    notes              TEXT NOT NULL DEFAULT '',
    photo_key          TEXT,
    user_id            TEXT UNIQUE REFERENCES users (id) ON DELETE SET NULL,
    -- lower-cased "first last email phone", for search without scanning four columns
    search_text        TEXT NOT NULL DEFAULT '',
    created_at         BIGINT NOT NULL,
    updated_at         BIGINT NOT NULL
);
CREATE INDEX fathers_name ON fathers (last_name, first_name, id);
CREATE INDEX fathers_status ON fathers (status, last_name, first_name);
CREATE INDEX fathers_case_manager ON fathers (case_manager_id);

CREATE TABLE father_groups (
    id              TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    description     TEXT NOT NULL DEFAULT '',
    facilitator_id  TEXT REFERENCES users (id) ON DELETE SET NULL,
    meeting_day     TEXT NOT NULL DEFAULT '',
    meeting_time    TEXT NOT NULL DEFAULT '',
    location        TEXT NOT NULL DEFAULT '',
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);

CREATE TABLE group_members (
    group_id   TEXT NOT NULL REFERENCES father_groups (id) ON DELETE CASCADE,
    father_id  TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    joined_at  BIGINT NOT NULL,
    PRIMARY KEY (group_id, father_id)
);
CREATE INDEX group_members_father ON group_members (father_id);

CREATE TABLE cycles (
    id                    TEXT PRIMARY KEY,
    title                 TEXT NOT NULL,
    description           TEXT NOT NULL DEFAULT '',
    group_id              TEXT NOT NULL REFERENCES father_groups (id),
    facilitator_id        TEXT REFERENCES users (id) ON DELETE SET NULL,
    location              TEXT NOT NULL DEFAULT '',
    start_date            TEXT NOT NULL,
    end_date              TEXT NOT NULL,
    completion_threshold  DOUBLE PRECISION NOT NULL DEFAULT 0.8,
    created_at            BIGINT NOT NULL,
    updated_at            BIGINT NOT NULL
);
CREATE INDEX cycles_group ON cycles (group_id);
CREATE INDEX cycles_start ON cycles (start_date);

CREATE TABLE sessions (
    id          TEXT PRIMARY KEY,
    cycle_id    TEXT NOT NULL REFERENCES cycles (id) ON DELETE CASCADE,
    number      BIGINT NOT NULL,
    title       TEXT NOT NULL,
    starts_at   BIGINT NOT NULL,
    ends_at     BIGINT NOT NULL,
    location    TEXT NOT NULL DEFAULT '',
    notes       TEXT NOT NULL DEFAULT '',
    -- scheduled | completed | cancelled; transitions are checked in domain::SessionStatus
    status      TEXT NOT NULL DEFAULT 'scheduled',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX sessions_cycle ON sessions (cycle_id, starts_at);
CREATE INDEX sessions_starts ON sessions (starts_at);

-- One row per father per session once attendance is taken. minutes NULL means the
-- whole session.
CREATE TABLE attendance (
    session_id  TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    father_id   TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    status      TEXT NOT NULL,
    minutes     BIGINT,
    note        TEXT NOT NULL DEFAULT '',
    marked_by   TEXT,
    marked_at   BIGINT NOT NULL,
    PRIMARY KEY (session_id, father_id)
);
CREATE INDEX attendance_father ON attendance (father_id);

CREATE TABLE milestones (
    id           TEXT PRIMARY KEY,
    father_id    TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    title        TEXT NOT NULL,
    kind         TEXT NOT NULL,
    achieved_at  TEXT NOT NULL,
    note         TEXT NOT NULL DEFAULT '',
    -- the cycle a 'completed course' milestone is for
    cycle_id     TEXT REFERENCES cycles (id) ON DELETE SET NULL,
    created_by   TEXT,
    created_at   BIGINT NOT NULL
);
CREATE INDEX milestones_father ON milestones (father_id, achieved_at);
-- A father completes a given course once, however often it is re-evaluated.
CREATE UNIQUE INDEX milestones_one_completion ON milestones (father_id, cycle_id) WHERE kind = 'completed course';
