-- A push subscription belongs to the session (refresh-token family) that saved it: signing
-- out ends that device's pushes, a password change every other device's, and a push is
-- sent only while its session lives. Subscriptions saved before this have none; a password
-- change or "sign out everywhere" removes them.
ALTER TABLE push_subscriptions ADD COLUMN session_id TEXT;
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id);
