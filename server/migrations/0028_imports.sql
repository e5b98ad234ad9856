-- Fathers imported from a spreadsheet (CONTRACT.md, "Importing fathers"): each import, and
-- what it did to each record, so that it can be undone.
CREATE TABLE imports (
    id            TEXT PRIMARY KEY,
    program_id    TEXT NOT NULL REFERENCES programs (id),
    created_by    TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at    BIGINT NOT NULL,
    created_count INTEGER NOT NULL,
    updated_count INTEGER NOT NULL,
    skipped_count INTEGER NOT NULL,
    undone_at     BIGINT
);
CREATE INDEX imports_program ON imports (program_id, created_at);

-- A record the import created or changed. `before` and `after` hold the fields it changed as
-- they were and as it left them (JSON, by the contract's field names), and `left_at` the
-- record's updated_at as it left it: a record written since is left alone by an undo. A
-- record deleted goes with its rows; retention's anonymising deletes them too, since they
-- hold his old details.
CREATE TABLE import_rows (
    import_id TEXT NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
    line      INTEGER NOT NULL,
    father_id TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    action    TEXT NOT NULL CHECK (action IN ('create', 'update')),
    before    TEXT NOT NULL,
    after     TEXT NOT NULL,
    left_at   BIGINT NOT NULL,
    PRIMARY KEY (import_id, line)
);
CREATE INDEX import_rows_father ON import_rows (father_id);
