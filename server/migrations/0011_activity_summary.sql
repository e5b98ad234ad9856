-- What an activity says, as data: the sentence's key and the names in it (a JSON object), so
-- the feed is shown in each reader's language. `description` keeps the English sentence;
-- activities written before this have no summary and are shown by their description.
ALTER TABLE activities ADD COLUMN summary_key TEXT;
ALTER TABLE activities ADD COLUMN summary_names TEXT;
