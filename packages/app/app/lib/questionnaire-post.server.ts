import {
  ApiError,
  type Form,
  type FormAnswer,
  readPostedAnswers,
  readPostedStep,
  type Survey,
  validateAnswers,
} from '@booking-kit/core';
import { data, redirect } from 'react-router';
import { answerErrors } from './answer-errors';
import { type PostedQuestionnaire, SENT_PARAM } from './questionnaire';

/**
 * Answers a plain form post of a form or survey: what a browser without scripts (or before they
 * load) sends from the library's FormRenderer. A survey's step that checks out goes on to the next
 * step; the last step (a form's only one) is sent with `send`, and the visitor lands on the
 * thank-you (a redirect, so a reload does not post again). Whatever is refused answers the page
 * again with every answer kept and the API's messages per field, on the step of the first problem.
 */
export async function answerQuestionnairePost(
  request: Request,
  definition: Form | Survey,
  send: (answers: Record<string, FormAnswer>) => Promise<unknown>,
) {
  const steps = 'steps' in definition ? definition.steps : [{ title: definition.title, fields: definition.fields }];
  const posted = await request.formData();
  const answers = readPostedAnswers(
    steps.flatMap((step) => step.fields),
    posted,
  );
  const step = readPostedStep(posted, steps.length);
  const current = steps[step] ?? steps[0];
  if (current && step < steps.length - 1) {
    // "Next" on a survey's step: only that step's questions are checked, as the library does.
    const checked = validateAnswers(current.fields, answers);
    const answer: PostedQuestionnaire = checked.success
      ? { step: step + 1, answers, errors: {}, failed: false }
      : { step, answers, errors: checked.errors, failed: false };
    return data(answer, { status: checked.success ? 200 : 400 });
  }
  try {
    await send(answers);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = answerErrors(error) ?? {};
    const first = steps.findIndex((candidate) => candidate.fields.some((field) => errors[field.name] !== undefined));
    const answer: PostedQuestionnaire = {
      step: first >= 0 ? first : step,
      answers,
      errors,
      failed: first < 0,
    };
    return data(answer, { status: error.statusCode >= 400 ? error.statusCode : 503 });
  }
  return redirect(`${new URL(request.url).pathname}?${SENT_PARAM}=1`);
}
