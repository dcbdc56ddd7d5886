-- The scheduling rules the business document declares and the slot engine applies:
-- date overrides per staff member, several lengths, booking window and daily limit per service.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

-- Days whose hours replace the weekly ones (core's DateOverride[]): closed days, extra hours.
ALTER TABLE staff ADD COLUMN date_overrides jsonb NOT NULL DEFAULT '[]'::jsonb;

ALTER TABLE services
  -- The lengths a visitor may choose, default first; NULL when the service has one length.
  ADD COLUMN durations integer[] CHECK (cardinality(durations) BETWEEN 1 AND 12),
  -- No slot starts later than now plus this many days; NULL is unlimited.
  ADD COLUMN booking_window_days integer CHECK (booking_window_days >= 1),
  -- Bookings of this service one staff member takes per local day; NULL is unlimited.
  ADD COLUMN max_bookings_per_day integer CHECK (max_bookings_per_day >= 1);
