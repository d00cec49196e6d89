-- A notification's mail and pushes are no longer fanned out by the statement that writes its message: that statement
-- queues the message here, and the deliverer fans the queue out in batches (the reader's address, switches and
-- devices; one outbox row each). A booking's statement then no longer looks up three tables and writes the outbox
-- row with its indexes, each on the request's own time. No foreign key: a message deleted before its fan-out (its
-- reader's account was deleted) leaves a row that the fan-out drops. No check either (PostgreSQL parses a table's checks
-- anew for every statement that writes it): the outbox's own checks hold the calendar method when the row gets there.
CREATE TABLE message_fanout (
  group_id integer NOT NULL,
  message_id bigint NOT NULL,
  calendar_method text,
  calendar_ics text,
  PRIMARY KEY (group_id, message_id)
);
