-- Forms (intake, screening, assessments, surveys) and what was submitted on them.
--
-- A form is a family of versions: each version a row, the first one's id its family. A
-- draft changes; a published version never does (the service refuses it), so a submission
-- names the version it answered and is always read against its questions.
CREATE TABLE forms (
    id           TEXT PRIMARY KEY,
    family_id    TEXT NOT NULL,
    version      BIGINT NOT NULL,
    kind         TEXT NOT NULL,
    name_en      TEXT NOT NULL,
    name_es      TEXT NOT NULL,
    status       TEXT NOT NULL,
    self_service BOOLEAN NOT NULL,
    -- What the program's protocol says to do when the form raises a flag.
    protocol_en  TEXT NOT NULL,
    protocol_es  TEXT NOT NULL,
    -- Sections, questions, scoring and flags, as JSON: read and written whole.
    definition   TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    created_by   TEXT REFERENCES users (id) ON DELETE SET NULL,
    published_at BIGINT,
    archived_at  BIGINT,
    -- Two directors starting a new version at once: one of them gets it.
    UNIQUE (family_id, version)
);
CREATE INDEX forms_kind ON forms (kind, family_id, version);

-- A submission never changes. `answers` and `declined` are as submitted; `current_answers`
-- and `current_declined` with every amendment applied, which scores and flags follow.
CREATE TABLE submissions (
    id               TEXT PRIMARY KEY,
    form_id          TEXT NOT NULL REFERENCES forms (id),
    father_id        TEXT NOT NULL REFERENCES fathers (id),
    phase            TEXT,
    answers          TEXT NOT NULL,
    declined         TEXT NOT NULL,
    current_answers  TEXT NOT NULL,
    current_declined TEXT NOT NULL,
    submitted_at     BIGINT NOT NULL,
    submitted_by     TEXT REFERENCES users (id) ON DELETE SET NULL,
    submitted_by_name TEXT NOT NULL
);
CREATE INDEX submissions_father ON submissions (father_id, submitted_at, id);
CREATE INDEX submissions_form ON submissions (form_id, phase, father_id, submitted_at);

-- Corrections, dated and with their reason, oldest first.
CREATE TABLE submission_amendments (
    id            TEXT PRIMARY KEY,
    submission_id TEXT NOT NULL REFERENCES submissions (id),
    answers       TEXT NOT NULL,
    reason        TEXT NOT NULL,
    at            BIGINT NOT NULL,
    by_user       TEXT REFERENCES users (id) ON DELETE SET NULL,
    by_name       TEXT NOT NULL
);
CREATE INDEX submission_amendments_submission ON submission_amendments (submission_id, at, id);

-- A submission's current scores (one row per subscale, NULL when too few were answered)
-- and the flags it raises: rewritten with each amendment, and what the report adds up.
CREATE TABLE submission_scores (
    submission_id TEXT NOT NULL REFERENCES submissions (id),
    subscale      TEXT NOT NULL,
    score         DOUBLE PRECISION,
    PRIMARY KEY (submission_id, subscale)
);
CREATE TABLE submission_flags (
    submission_id TEXT NOT NULL REFERENCES submissions (id),
    flag          TEXT NOT NULL,
    PRIMARY KEY (submission_id, flag)
);
