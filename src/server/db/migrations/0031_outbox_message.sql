-- A notification's mail and push no longer carry their words from the request that queued them: the row names its
-- message, and the deliverer writes the words when it sends (in the reader's language and name as they are then). A
-- booking's request renders no mail or push text any more, and its outbox row is a few hundred bytes smaller. Rows
-- queued before, and mails that are not about a message (a password reset), keep their subject and body.
ALTER TABLE outbox ADD COLUMN message_id bigint;
ALTER TABLE outbox ALTER COLUMN body SET DEFAULT '';
