-- What `GET /health` counts of the outbox (notifications/outbox.ts, `outboxBacklog`) is read
-- through partial indexes: the pending messages through `outbox_messages_due`, the failed ones
-- through this one. Counted over the whole table, every health check read every message ever
-- sent, and a load balancer asks each process twice a second (docs/deployment.md).
CREATE INDEX outbox_messages_failed ON outbox_messages (id) WHERE status = 'failed';
