-- What several app processes on one PostgreSQL must agree on: which slots are still free (their
-- slots caches) and how many writes a client made (the write rate limit). Only features both
-- PostgreSQL 15 and PGlite (PostgreSQL 18) have.

-- Every change to what GET /slots reads notifies `booking_kit_slots_changed`. PostgreSQL sends a
-- notification only when its transaction commits (never for a rolled-back one), once per
-- transaction however many rows changed, and whichever process or tool made the change (the
-- API, an import from the command line, SQL by hand). Each process listening on the channel then
-- drops its cached slots (see api/slots-cache-coherence.ts).
CREATE FUNCTION booking_kit_notify_slots_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booking_kit_slots_changed', '');
  RETURN NULL;
END;
$$;

-- The tables the slot engine reads: the business (its zone), who works when, the services and
-- their rules, classes, bookings and holds (holds are bookings), guests (seats) and resources.
CREATE TRIGGER business_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER staff_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER services_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER service_staff_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_staff
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER providers_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER provider_staff_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_staff
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER provider_services_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_services
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER class_occurrences_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON class_occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER bookings_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER booking_guests_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_guests
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER resources_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();
CREATE TRIGGER service_resources_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_resources
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_notify_slots_changed();

-- The write rate limit's token buckets, one per client, shared by every process (see
-- api/shared-rate-limit.ts). Unlogged: a crash may forget them, which only lets clients start
-- afresh, and writing them costs no WAL.
CREATE UNLOGGED TABLE rate_limit_buckets (
  client text PRIMARY KEY,
  -- Tokens left after the last request (fractions refill continuously).
  tokens double precision NOT NULL,
  -- Whether the last request took a token (was allowed).
  taken boolean NOT NULL,
  -- When the last request came, in milliseconds of the API's clock.
  updated_ms bigint NOT NULL
);
CREATE INDEX rate_limit_buckets_by_age ON rate_limit_buckets (updated_ms);
