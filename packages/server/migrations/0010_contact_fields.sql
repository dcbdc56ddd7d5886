-- The details form's fields beyond name, email and phone (date of birth, location, additional
-- information, consent), and which of them each service asks for. Checked by the API with core's
-- details form schema; the constraints here only bound what can be stored.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

-- The service's details form configuration (core's DetailsFormConfig); '{}' is its defaults:
-- phone required, the other fields hidden, no consent.
ALTER TABLE services ADD COLUMN details_form jsonb NOT NULL DEFAULT '{}'::jsonb;

ALTER TABLE bookings
  -- A service may make the phone optional or hide it: NULL is no phone given.
  ALTER COLUMN phone DROP NOT NULL,
  ADD COLUMN date_of_birth date CHECK (date_of_birth >= DATE '1900-01-01'),
  ADD COLUMN location text CHECK (char_length(location) BETWEEN 1 AND 200),
  ADD COLUMN additional_information text CHECK (char_length(additional_information) BETWEEN 1 AND 10000),
  -- The consent text the visitor agreed to, as it read then (a business may reword it later).
  ADD COLUMN consent_text text CHECK (char_length(consent_text) BETWEEN 1 AND 1000),
  ADD COLUMN consented_at timestamptz,
  ADD CONSTRAINT bookings_consent_given CHECK ((consent_text IS NULL) = (consented_at IS NULL));
