-- Business content in the visitor's locale: the names and descriptions of services, groups, menus
-- (and their categories) and the titles of bookings pages, translated per locale. The default text
-- stays in its own columns; `translations` holds only what differs, per locale code:
-- {"de": {"name": "Massage (60 Min.)", "description": "..."}}. The business document's schema
-- checks the codes and lengths; the constraint here only keeps it an object.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

ALTER TABLE services
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE service_groups
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE service_menus
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE service_menu_categories
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE booking_pages
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');
