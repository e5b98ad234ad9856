-- When a father's exit date was last recorded (ms). Retention anonymises a record only once
-- its exit was recorded at least 30 days before, so a mistaken exit date can be corrected
-- before anything is erased. Records exited before this column existed count from their
-- last change, which is no earlier than when their exit was recorded.
ALTER TABLE fathers ADD COLUMN exit_recorded_at BIGINT;
UPDATE fathers SET exit_recorded_at = updated_at WHERE exit_date IS NOT NULL;
