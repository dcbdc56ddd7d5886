-- Which services may be booked as a weekly series, and how (core's ServiceRecurrence:
-- { everyWeeks, minCount, maxCount }); NULL: one appointment at a time. Checked by the import with
-- core's schema; the constraint here only bounds what can be stored.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

ALTER TABLE services
  ADD COLUMN recurring jsonb CHECK (recurring IS NULL OR jsonb_typeof(recurring) = 'object');
