-- A staff member's calendar feed: a secret address (`/api/v1/feeds/<token>.ics`) that Google
-- Calendar, Outlook and Apple Calendar subscribe to. Only the token's SHA-256 is kept; issuing a
-- new one replaces the old, whose address stops working.
CREATE TABLE staff_calendar_feeds (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id integer NOT NULL UNIQUE REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
