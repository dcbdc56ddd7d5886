-- Webhooks (Standard Webhooks 1.0): the business's endpoints, their events in the outbox, and a
-- log of every delivery attempt. Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

-- An endpoint the business receives booking events at.
CREATE TABLE webhook_endpoints (
  -- 'we_' and 22 URL-safe characters for one made through the admin API; the document's own id
  -- (a slug) for one the business document declares.
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- The event types sent there; NULL for all.
  events text[],
  -- The signing secrets, newest first: [{ "secret": "whsec_…", "expiresAt": null | ISO instant }].
  -- Every one not expired signs each message, so a receiver can move to a new secret unhurried.
  secrets jsonb NOT NULL,
  -- 'document' (the business document's `webhooks`) or 'api' (the admin API).
  source text NOT NULL CHECK (source IN ('document', 'api')),
  -- Set when the endpoint answered 410 Gone or was turned off; nothing is sent while it is set.
  disabled_at timestamptz,
  disabled_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The outbox now carries webhook events too: `recipient` is then the endpoint's id.
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_channel_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_channel_check CHECK (channel IN ('email', 'webhook'));
-- An endpoint's messages, newest first, for the admin API's log.
CREATE INDEX outbox_messages_by_recipient ON outbox_messages (recipient, created_at DESC, id) WHERE channel = 'webhook';

-- Every attempt to deliver a webhook message: when, what the endpoint answered (or why nothing came).
CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  message_id uuid NOT NULL REFERENCES outbox_messages (id) ON DELETE CASCADE,
  endpoint_id text NOT NULL,
  attempted_at timestamptz NOT NULL,
  -- The HTTP status the endpoint answered; NULL when it gave none (refused, timed out, unreachable).
  response_status integer,
  -- The answer's first 1,000 characters, or the error.
  response_body text,
  error text,
  duration_ms integer NOT NULL
);
CREATE INDEX webhook_attempts_by_message ON webhook_attempts (message_id, attempted_at);
