-- The booking window of a service: its minimum notice (minutes) and its booking horizon (days).
-- The horizon was the optional booking_window_days (NULL: unlimited); it now always has a value,
-- 365 days unless the business document says otherwise, so every service offers a bounded
-- calendar. Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

ALTER TABLE services RENAME COLUMN booking_window_days TO booking_horizon_days;
UPDATE services SET booking_horizon_days = 365 WHERE booking_horizon_days IS NULL;
ALTER TABLE services
  ALTER COLUMN booking_horizon_days SET DEFAULT 365,
  ALTER COLUMN booking_horizon_days SET NOT NULL,
  ADD CONSTRAINT services_booking_horizon_days_range CHECK (booking_horizon_days BETWEEN 1 AND 3660),
  ADD CONSTRAINT services_minimum_notice_minutes_range CHECK (minimum_notice_minutes <= 525600);
