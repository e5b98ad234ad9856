-- The account list: a precomputed search column (as fathers have) and a revision number
-- that lets servers reuse a page of the list until an account changes.

-- Display name, first and last name and e-mail, lower-cased, space-separated; written by
-- the server with every insert and update (db::users). Accounts created before this
-- migration are filled here; SQLite's LOWER() folds ASCII only, so a non-ASCII capital in
-- such an old name matches case-sensitively until the account is next saved.
ALTER TABLE users ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE users SET search_text = LOWER(display_name || ' ' || first_name || ' ' || last_name || ' ' || email);

-- The list's order (newest first, ties by id) with the search text inside: a page is read
-- in index order without sorting, and a search is filtered in the index, fetching only the
-- accounts that match.
DROP INDEX users_created_at;
CREATE INDEX users_listed ON users (created_at, id, search_text);

-- One row per cached resource, incremented after every change to it (in the same
-- function, after the change itself), so a reader that sees a new revision also sees the change.
CREATE TABLE revisions (
    name  TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);
INSERT INTO revisions (name, value) VALUES ('users', 0);
