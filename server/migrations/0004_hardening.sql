-- Hardening: membership periods, unique session numbers, a father's activity feed read
-- by index, and a durable queue of stored files to delete.

-- A membership is a period: removing a father from a group ends it (left_at) instead
-- of erasing it, so the sessions he attended or missed while a member stay in his
-- history and progress. A father who comes back starts a new period; at most one
-- period of a father in a group is open.
CREATE TABLE group_memberships (
    group_id   TEXT NOT NULL REFERENCES father_groups (id) ON DELETE CASCADE,
    father_id  TEXT NOT NULL REFERENCES fathers (id) ON DELETE CASCADE,
    joined_at  BIGINT NOT NULL,
    left_at    BIGINT,
    PRIMARY KEY (group_id, father_id, joined_at)
);
INSERT INTO group_memberships (group_id, father_id, joined_at)
    SELECT group_id, father_id, joined_at FROM group_members;
DROP TABLE group_members;
ALTER TABLE group_memberships RENAME TO group_members;
CREATE UNIQUE INDEX group_members_open ON group_members (group_id, father_id) WHERE left_at IS NULL;
CREATE INDEX group_members_father ON group_members (father_id, group_id);

-- Session numbers are unique within a cycle. Numbers given twice before this (two
-- sessions created at once, or a number typed twice) are kept visible but moved apart:
-- the second of a pair gets 100000 more, the third 200000 more, and so on.
CREATE TABLE session_numbers_seen AS
    SELECT s.id AS id,
           (SELECT COUNT(*) FROM sessions d
             WHERE d.cycle_id = s.cycle_id AND d.number = s.number AND d.id < s.id) AS earlier
    FROM sessions s;
UPDATE sessions
   SET number = number + 100000 * (SELECT n.earlier FROM session_numbers_seen n WHERE n.id = sessions.id)
 WHERE id IN (SELECT n.id FROM session_numbers_seen n WHERE n.earlier > 0);
DROP TABLE session_numbers_seen;
CREATE UNIQUE INDEX sessions_number ON sessions (cycle_id, number);

-- A father's (or any subject's) activity, newest first, without scanning the feed.
CREATE INDEX activities_subject ON activities (subject_kind, subject_id, id);

-- Stored files no longer referenced (a replaced or deleted photo). The row is written in
-- the same transaction that drops the reference, and removed once the object is gone
-- from the store; a store that is down only delays the deletion.
CREATE TABLE object_deletions (
    object_key  TEXT PRIMARY KEY,
    queued_at   BIGINT NOT NULL
);
