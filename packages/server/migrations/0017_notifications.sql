-- Notifications: who is told of a booking, and the outbox that carries the telling.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

-- The staff member's address for notices of their bookings (the business document's `email`).
ALTER TABLE staff ADD COLUMN email text;

-- The calendar invite's SEQUENCE (RFC 5545): 0 when booked, one more with each move or the
-- cancellation, so a calendar replaces its copy rather than adding another.
ALTER TABLE bookings ADD COLUMN invite_sequence integer NOT NULL DEFAULT 0;

-- Every email to send, written in the same transaction as the booking change it tells of, so a
-- crash can neither lose it (the change is committed with it) nor invent it (rolled back with it).
-- A worker claims due rows for a short lease (`locked_until`), several processes at once with
-- SKIP LOCKED, sends, and marks them sent; a failed send is tried again later (`next_attempt_at`).
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY,
  -- What it is: 'email' (the only channel so far).
  channel text NOT NULL CHECK (channel IN ('email')),
  -- The booking it tells of (kept when the booking goes: the message was still owed).
  booking_id text,
  -- The reader's address.
  recipient text NOT NULL,
  -- Everything the message shows (core's BookingMessage) and how to send it (the invite's method and sequence).
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);

-- What the worker asks for: the pending rows that are due, oldest first.
CREATE INDEX outbox_messages_due ON outbox_messages (next_attempt_at) WHERE status = 'pending';
