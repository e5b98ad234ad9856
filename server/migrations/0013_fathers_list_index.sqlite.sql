-- The fathers list (sorted by name, the default) read from its index alone: the index
-- carries every column a list row shows (db/fathers.rs, summary_columns), so a page
-- deep in the list reads a few consecutive index pages, as the first page does, instead
-- of 50 rows scattered over the table. It replaces the name index it extends.
DROP INDEX fathers_name;
CREATE INDEX fathers_name ON fathers (
    last_name, first_name, id, email, phone, preferred_language, father_type, setting, referral_source,
    status, enrollment_date, exit_date, case_manager_id, photo_key, user_id, created_at, updated_at
);
