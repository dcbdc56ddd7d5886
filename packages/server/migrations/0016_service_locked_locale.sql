-- A service can lock its pages' language (`lockedLocale`): its calendar and booking pages are
-- shown in that locale whatever the visitor's browser or cookie asks. NULL: the visitor's own.
-- The business document's schema checks the code; the constraint keeps it one of the supported ones.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

ALTER TABLE services
  ADD COLUMN locked_locale text
    CHECK (locked_locale IN ('da', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt-br', 'pt'));
