import {
  type Form,
  type FormAnswer,
  type FormField,
  type FormSubmission,
  type Survey,
  slugSchema,
  validateAnswers,
} from '@booking-kit/core';
import { newPublicId } from '../bookings/booking-secrets';
import type { Queryable, Transaction } from '../db/database';
import { type ImportCounts, upsert } from '../db/upserts';
import { invalidFields, notFound } from '../errors/domain-error';

/** Where each kind of questionnaire and its answers are stored. */
const KINDS = {
  form: { table: 'forms', answers: 'form_submissions', owner: 'form_id', missing: 'Form not found.' },
  survey: { table: 'surveys', answers: 'survey_responses', owner: 'survey_id', missing: 'Survey not found.' },
} as const;

/** A kind of questionnaire: a form (one page) or a survey (steps). */
export type QuestionnaireKind = keyof typeof KINDS;

/** The definitions each kind stores. */
interface Definitions {
  form: Form;
  survey: Survey;
}

/**
 * A form's or survey's definition, as the business document gave it.
 * @throws {DomainError} NOT_FOUND for an unknown or malformed id
 */
export async function findQuestionnaire<K extends QuestionnaireKind>(
  db: Queryable,
  kind: K,
  id: string,
): Promise<Definitions[K]> {
  // A malformed id names nothing: not found, like an unknown one.
  if (!slugSchema.safeParse(id).success) throw notFound(KINDS[kind].missing);
  const { rows } = await db.query<{ definition: Definitions[K] }>(`SELECT definition FROM ${KINDS[kind].table} WHERE id = $1`, [
    id,
  ]);
  const row = rows[0];
  if (!row) throw notFound(KINDS[kind].missing);
  return row.definition;
}

/** The questions of a questionnaire: a form's fields, or every step's of a survey, checked together. */
export function questionsOf(definition: Form | Survey): ReadonlyArray<FormField> {
  return 'steps' in definition ? definition.steps.flatMap((step) => step.fields) : definition.fields;
}

/**
 * Checks the answers against the questions and stores them.
 * @throws {DomainError} VALIDATION_FAILED with a message key per bad answer (`fields['answers.<name>']`)
 */
export async function submitAnswers(
  db: Queryable,
  kind: QuestionnaireKind,
  definition: Form | Survey,
  answers: Readonly<Record<string, FormAnswer>>,
  now: Date,
): Promise<FormSubmission> {
  const checked = validateAnswers(questionsOf(definition), answers);
  if (!checked.success) {
    const problems = Object.fromEntries(Object.entries(checked.errors).map(([name, key]) => [`answers.${name}`, key]));
    throw invalidFields('Some answers are not valid.', problems);
  }
  const submission: FormSubmission = { id: newPublicId(), createdAt: now.toISOString() };
  await db.query(
    `INSERT INTO ${KINDS[kind].answers} (id, ${KINDS[kind].owner}, answers, created_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz)`,
    [submission.id, definition.id, JSON.stringify(checked.answers), submission.createdAt],
  );
  return submission;
}

/**
 * Stores a questionnaire whole, by id: its definition is what reads answer and submissions are
 * checked against (the business import).
 */
export async function storeQuestionnaire(
  tx: Transaction,
  kind: QuestionnaireKind,
  definition: Form | Survey,
  position: number,
  counts: ImportCounts,
): Promise<number> {
  return upsert(
    tx,
    `INSERT INTO ${KINDS[kind].table} (id, definition, position) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (id) DO UPDATE SET definition = EXCLUDED.definition, position = EXCLUDED.position, updated_at = now()`,
    [definition.id, JSON.stringify(definition), position],
    counts,
  );
}
