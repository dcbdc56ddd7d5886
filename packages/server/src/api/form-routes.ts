import { formSubmissionRequestSchema } from '@booking-kit/core';
import { parseOrThrow } from '../errors/invalid-input';
import { findQuestionnaire, type QuestionnaireKind, submitAnswers } from '../forms/questionnaires';
import type { RouteContext, RouteHandler } from './api-context';
import { jsonResponse } from './api-problem';
import { readJsonBody } from './json-body';

/** Answers a questionnaire's submission: 201 with its id, or the answers' problems. */
async function submit({ db, params, request, now }: RouteContext, kind: QuestionnaireKind): Promise<Response> {
  const definition = await findQuestionnaire(db, kind, params.id ?? '');
  const { answers } = parseOrThrow(formSubmissionRequestSchema, await readJsonBody(request));
  return jsonResponse(201, await submitAnswers(db, kind, definition, answers, now()));
}

/** `GET /forms/{id}`: a form's questions. */
export const getForm: RouteHandler = async ({ db, params }) =>
  jsonResponse(200, await findQuestionnaire(db, 'form', params.id ?? ''));

/** `POST /forms/{id}/submissions`: a visitor's answers, checked against the form, every answer at once. */
export const postFormSubmission: RouteHandler = (context) => submit(context, 'form');

/** `GET /surveys/{id}`: a survey's steps and questions. */
export const getSurvey: RouteHandler = async ({ db, params }) =>
  jsonResponse(200, await findQuestionnaire(db, 'survey', params.id ?? ''));

/** `POST /surveys/{id}/responses`: the answers to every step, checked together. */
export const postSurveyResponse: RouteHandler = (context) => submit(context, 'survey');
