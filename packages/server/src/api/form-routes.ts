import {
  type Form,
  type FormField,
  type FormSubmission,
  formSubmissionRequestSchema,
  type Survey,
  slugSchema,
  validateAnswers,
} from '@booking-kit/core';
import { newPublicId } from '../bookings/booking-secrets';
import type { Queryable } from '../db/database';
import type { RouteHandler } from './api-context';
import { ApiProblem, jsonResponse, notFound } from './api-problem';
import { readJsonBody } from './json-body';
import { parseOrThrow } from './validation';

/** Where each kind of questionnaire and its answers are stored. */
const KINDS = {
  form: { table: 'forms', answers: 'form_submissions', owner: 'form_id', missing: 'Form not found.' },
  survey: { table: 'surveys', answers: 'survey_responses', owner: 'survey_id', missing: 'Survey not found.' },
} as const;

async function findDefinition<T>(db: Queryable, kind: keyof typeof KINDS, id: string): Promise<T> {
  // A malformed id names nothing: 404, like an unknown one.
  if (!slugSchema.safeParse(id).success) throw notFound(KINDS[kind].missing);
  const { rows } = await db.query<{ definition: T }>(`SELECT definition FROM ${KINDS[kind].table} WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) throw notFound(KINDS[kind].missing);
  return row.definition;
}

/**
 * Checks the answers against the questions and stores them.
 * @throws {ApiProblem} 400 VALIDATION_FAILED with a message key per bad answer (`fields.answers.<name>`)
 */
async function submit(
  db: Queryable,
  kind: keyof typeof KINDS,
  ownerId: string,
  fields: ReadonlyArray<FormField>,
  body: unknown,
  now: Date,
): Promise<Response> {
  const { answers } = parseOrThrow(formSubmissionRequestSchema, body);
  const checked = validateAnswers(fields, answers);
  if (!checked.success) {
    const problems = Object.fromEntries(Object.entries(checked.errors).map(([name, key]) => [`answers.${name}`, key]));
    throw new ApiProblem(400, 'VALIDATION_FAILED', 'Some answers are not valid.', { fields: problems });
  }
  const submission: FormSubmission = { id: newPublicId(), createdAt: now.toISOString() };
  await db.query(
    `INSERT INTO ${KINDS[kind].answers} (id, ${KINDS[kind].owner}, answers, created_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz)`,
    [submission.id, ownerId, JSON.stringify(checked.answers), submission.createdAt],
  );
  return jsonResponse(201, submission);
}

/** `GET /forms/{id}`: a form's questions. */
export const getForm: RouteHandler = async ({ db, params }) =>
  jsonResponse(200, await findDefinition<Form>(db, 'form', params.id ?? ''));

/** `POST /forms/{id}/submissions`: a visitor's answers, checked against the form, every answer at once. */
export const postFormSubmission: RouteHandler = async ({ db, params, request, now }) => {
  const form = await findDefinition<Form>(db, 'form', params.id ?? '');
  return submit(db, 'form', form.id, form.fields, await readJsonBody(request), now());
};

/** `GET /surveys/{id}`: a survey's steps and questions. */
export const getSurvey: RouteHandler = async ({ db, params }) =>
  jsonResponse(200, await findDefinition<Survey>(db, 'survey', params.id ?? ''));

/** `POST /surveys/{id}/responses`: the answers to every step, checked together. */
export const postSurveyResponse: RouteHandler = async ({ db, params, request, now }) => {
  const survey = await findDefinition<Survey>(db, 'survey', params.id ?? '');
  const fields = survey.steps.flatMap((step) => step.fields);
  return submit(db, 'survey', survey.id, fields, await readJsonBody(request), now());
};
