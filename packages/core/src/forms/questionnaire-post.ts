import { ApiError } from '../http/http-client';
import type { Form, FormAnswer, Survey } from '../schemas/form';
import { type PostedEntries, readPostedAnswers, readPostedStep } from './posted-answers';
import { validateAnswers } from './validate-answers';

/** What a plain post of a form or survey is answered with when its page shows the questions again. */
export interface PostedQuestionnaire {
  /** The step to show (0-based): the next one after a survey step that checks out, else the one with the first problem. */
  step: number;
  /** Every posted answer, to fill the questions in again. */
  answers: Record<string, FormAnswer>;
  /** Message keys by field name. */
  errors: Record<string, string>;
  /** The answers could not be sent for another reason (too many posts, the service down): said, and kept. */
  failed: boolean;
}

/** What {@link submitPostedQuestionnaire} came to: the answers sent, or the page again with its HTTP status. */
export type QuestionnairePostOutcome = { sent: true } | { sent: false; status: number; answer: PostedQuestionnaire };

/**
 * The API's problems with single answers (`fields['answers.<name>']`, message keys) by field
 * name, as the FormRenderer's `validationErrors` takes them; null when the error names none.
 * @example answerErrors(error) // { email: 'validation.emailInvalid' }
 */
export function answerErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const found = Object.entries(error.fields).flatMap(([path, key]) =>
    path.startsWith('answers.') ? [[path.slice('answers.'.length), key] as const] : [],
  );
  return found.length > 0 ? Object.fromEntries(found) : null;
}

/**
 * Takes a plain form post of a form or survey: what a browser without scripts (or before they
 * load) sends from the library's FormRenderer. A survey's step that checks out goes on to the next
 * step (only that step's questions are checked, as the renderer does); the last step (a form's
 * only one) is sent with `send`. Whatever is refused comes back with every answer kept and the
 * API's messages per field, on the step of the first problem; an error that is not the API's rejects.
 * @example
 * const outcome = await submitPostedQuestionnaire(form, await request.formData(), (answers) => api.submitForm(form.id, { answers }));
 * if (outcome.sent) return redirect('?sent=1');
 * return data(outcome.answer, { status: outcome.status });
 */
export async function submitPostedQuestionnaire(
  definition: Form | Survey,
  posted: PostedEntries,
  send: (answers: Record<string, FormAnswer>) => Promise<unknown>,
): Promise<QuestionnairePostOutcome> {
  const steps = 'steps' in definition ? definition.steps : [{ title: definition.title, fields: definition.fields }];
  const answers = readPostedAnswers(
    steps.flatMap((step) => step.fields),
    posted,
  );
  const step = readPostedStep(posted, steps.length);
  const current = steps[step] ?? steps[0];
  if (current && step < steps.length - 1) {
    const checked = validateAnswers(current.fields, answers);
    return checked.success
      ? { sent: false, status: 200, answer: { step: step + 1, answers, errors: {}, failed: false } }
      : { sent: false, status: 400, answer: { step, answers, errors: checked.errors, failed: false } };
  }
  try {
    await send(answers);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = answerErrors(error) ?? {};
    const first = steps.findIndex((candidate) => candidate.fields.some((field) => errors[field.name] !== undefined));
    return {
      sent: false,
      status: error.statusCode >= 400 ? error.statusCode : 503,
      answer: { step: first >= 0 ? first : step, answers, errors, failed: first < 0 },
    };
  }
  return { sent: true };
}
