import { type Form, type FormAnswer, type Survey, submitPostedQuestionnaire } from '@booking-kit/core';
import { data, redirect } from 'react-router';
import { SENT_PARAM } from './questionnaire';

/**
 * Answers a plain form post of a form or survey (see core's `submitPostedQuestionnaire`): the next
 * step of a survey, or the page again with every answer kept and the API's messages per field.
 * Sent answers land on the thank-you: a redirect, so a reload does not post again.
 */
export async function answerQuestionnairePost(
  request: Request,
  definition: Form | Survey,
  send: (answers: Record<string, FormAnswer>) => Promise<unknown>,
) {
  const outcome = await submitPostedQuestionnaire(definition, await request.formData(), send);
  if (!outcome.sent) return data(outcome.answer, { status: outcome.status });
  return redirect(`${new URL(request.url).pathname}?${SENT_PARAM}=1`);
}
