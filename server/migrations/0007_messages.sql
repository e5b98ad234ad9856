-- Conversations and messages. A group's conversation has no member list of its own: its
-- participants are all staff and the accounts of the group's current members, so a father
-- who leaves the group loses it at once. A direct conversation lists its two people.
CREATE TABLE conversations (
    id               TEXT PRIMARY KEY,
    kind             TEXT NOT NULL,            -- 'group' | 'direct'
    group_id         TEXT UNIQUE REFERENCES father_groups (id) ON DELETE CASCADE,
    -- the two user ids of a direct conversation, sorted and joined by a space: one per pair
    pair_key         TEXT UNIQUE,
    created_at       BIGINT NOT NULL,
    last_message_at  BIGINT
);
CREATE INDEX conversations_recent ON conversations (last_message_at);

CREATE TABLE conversation_members (
    conversation_id  TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_members_user ON conversation_members (user_id);

-- Ids are UUID v7: their order is the order messages were written, which the cursor
-- (`before`) and the read positions use.
CREATE TABLE messages (
    id               TEXT PRIMARY KEY,
    conversation_id  TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    sender_id        TEXT REFERENCES users (id) ON DELETE SET NULL,
    body             TEXT NOT NULL,
    sent_at          BIGINT NOT NULL,
    deleted_at       BIGINT
);
CREATE INDEX messages_thread ON messages (conversation_id, id);

-- How far each reader has read each conversation (a message id).
CREATE TABLE conversation_reads (
    conversation_id  TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    read_up_to       TEXT NOT NULL,
    PRIMARY KEY (conversation_id, user_id)
);

-- Every group has its conversation.
INSERT INTO conversations (id, kind, group_id, created_at)
    SELECT 'group-' || id, 'group', id, created_at FROM father_groups;
