-- Access tokens: a visitor without the manage link opens a booking with its id (the reference)
-- and the email it was booked with (POST /bookings/{id}/access). Each grant is a new random token
-- (256 bits) that works like the manage token until it expires; the manage token itself is never
-- shown again nor rotated by a grant. Only the token's SHA-256 (hex) is stored, like the manage token's.
-- Numbered 0014: a 0013 migration may come from other work; migrations are applied by file name,
-- each once, so the gap is harmless. Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.
CREATE TABLE booking_access_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- Holds are deleted when they lapse and never get an access token; the cascade keeps any delete clean.
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);

-- A grant deletes the booking's lapsed tokens, and a reschedule all of them: both by booking.
CREATE INDEX booking_access_tokens_booking ON booking_access_tokens (booking_id, expires_at);
