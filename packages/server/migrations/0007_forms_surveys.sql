-- Forms and surveys the business declares, and what visitors answer.
-- Only features both PostgreSQL 15 and PGlite (PostgreSQL 18) have.

-- The definition is core's Form / Survey, validated by the import; the id is the public one.
CREATE TABLE forms (
  id text PRIMARY KEY,
  definition jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE surveys (
  id text PRIMARY KEY,
  definition jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Answers as validated against the definition at the time (a later edit keeps them as given).
CREATE TABLE form_submissions (
  id text PRIMARY KEY,
  form_id text NOT NULL REFERENCES forms (id),
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE survey_responses (
  id text PRIMARY KEY,
  survey_id text NOT NULL REFERENCES surveys (id),
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
