-- What lets each process keep the catalog (a service with its rules, staff and resources) between
-- requests, without a booking ever being checked against rules that are no longer in force.

-- The slots-changed notification names the table whose change sent it: a process's slots cache
-- drops everything at any change, but its catalog cache is true through a booking, a hold or a
-- cancellation, the most frequent writes by far, and keeps its values then (see db/read-cache.ts,
-- `unaffectedBy`). PostgreSQL folds identical notifications of one transaction into one, so a
-- booking with guests sends two: `bookings` and `booking_guests`.
CREATE OR REPLACE FUNCTION booking_kit_notify_slots_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booking_kit_slots_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

-- A counter that every change to the catalog's tables moves on, in the changing transaction: a
-- booking reads it (one small row) and takes the service from the cache only when the cache read
-- it at the same count. The notifications clear caches a moment after a commit; this row is
-- right at once, in every process, for the writes whose rules must hold (see catalog/catalog-version.ts).
CREATE TABLE catalog_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO catalog_version (version) VALUES (1);

CREATE FUNCTION booking_kit_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END;
$$;

-- The tables a service's record and its staff's are read from (catalog/catalog-queries.ts).
CREATE TRIGGER services_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_catalog_changed();
CREATE TRIGGER staff_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_catalog_changed();
CREATE TRIGGER service_staff_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_staff
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_catalog_changed();
CREATE TRIGGER resources_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_catalog_changed();
CREATE TRIGGER service_resources_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_resources
  FOR EACH STATEMENT EXECUTE FUNCTION booking_kit_catalog_changed();
