-- Payments: a booking of a paid service waits for its payment ('awaiting_payment') while its time
-- stays the visitor's, like a hold; paid, it becomes 'scheduled' (or 'requested'); unpaid past
-- expires_at, 'expired', and its time is free again. The amounts are computed by the server from
-- the service (price × seats, payment rule, deposit percentage) and kept on each booking row.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

-- One payment per booking request (one booking, a cart, a series): the sum due now.
CREATE TABLE payments (
  -- Random, 128 bits, base64url, like booking ids.
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  status text NOT NULL CHECK (status IN ('pending', 'succeeded')),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- The provider's reference of the charge and the card's last four digits, once paid.
  provider_reference text CHECK (char_length(provider_reference) <= 200),
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL,
  -- Until when its bookings wait for it (their expires_at while they await it).
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  CHECK ((status = 'succeeded') = (paid_at IS NOT NULL))
);

ALTER TABLE bookings
  -- NULL for bookings made before payments existed: they show no amounts.
  ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$'),
  ADD COLUMN total_minor integer CHECK (total_minor >= 0),
  ADD COLUMN due_now_minor integer CHECK (due_now_minor >= 0),
  ADD COLUMN paid_minor integer NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  ADD COLUMN payment_choice text CHECK (payment_choice IN ('deposit', 'full')),
  ADD COLUMN payment_id text REFERENCES payments (id);

CREATE INDEX bookings_payment ON bookings (payment_id) WHERE payment_id IS NOT NULL;

ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('scheduled', 'requested', 'cancelled', 'held', 'awaiting_payment', 'expired'));

-- A hold and a booking awaiting its payment lapse at expires_at; a live booking has none. A
-- cancelled or expired booking keeps the expiry it had.
ALTER TABLE bookings DROP CONSTRAINT bookings_hold_expiry;
ALTER TABLE bookings ADD CONSTRAINT bookings_hold_expiry CHECK (
  (status NOT IN ('held', 'awaiting_payment') OR expires_at IS NOT NULL)
  AND (status NOT IN ('scheduled', 'requested') OR expires_at IS NULL)
);

-- An expired booking takes no time, like a cancelled one. A booking awaiting its payment past
-- expires_at is marked expired by the next write that meets it (in that write's transaction), as
-- an expired hold is deleted, and is ignored by every read meanwhile.
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
  EXCLUDE USING gist (staff_id WITH =, during WITH &&, overlap_key WITH <>) WHERE (status NOT IN ('cancelled', 'expired'));

CREATE INDEX bookings_payment_expiry ON bookings (expires_at) WHERE status = 'awaiting_payment';
