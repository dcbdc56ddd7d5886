import type { FormAnswer, FormField } from '../schemas/form';

/**
 * The name of the hidden input that carries a survey's current step (0-based) in a plain form
 * post. Field names start with a letter, so it never clashes with a question's.
 */
export const POSTED_STEP_NAME = '_step';

/** What a plain form post is read from: `FormData`, or `URLSearchParams` for a urlencoded body. */
export interface PostedEntries {
  getAll(name: string): ReadonlyArray<unknown>;
}

/** The posted texts under a name; files and other non-text entries are not answers. */
const textsOf = (posted: PostedEntries, name: string): string[] =>
  posted.getAll(name).filter((value): value is string => typeof value === 'string');

/**
 * The answers of a form or survey as a browser posts it (a form renderer's `<form method="post">`
 * sent before scripts load, or without them): each question's value under its name, a multiple
 * choice's ticked options as a list (in the form's order), a ticked consent as `true`. Questions
 * left unanswered (nothing posted, empty text, nothing ticked) and names the form does not ask are
 * left out. Text keeps the line breaks typed: the CRLF a browser posts becomes the LF the field held.
 * Check the result with `validateAnswers`, as the API does.
 * @example
 * readPostedAnswers(form.fields, await request.formData())
 * // { fullName: 'Ada Lovelace', complaints: ['backPain', 'stress'], consent: true }
 */
export function readPostedAnswers(fields: ReadonlyArray<FormField>, posted: PostedEntries): Record<string, FormAnswer> {
  const answers: Record<string, FormAnswer> = {};
  for (const field of fields) {
    const values = textsOf(posted, field.name);
    if (field.kind === 'multipleChoice') {
      const chosen = field.options.filter((option) => values.includes(option.value)).map((option) => option.value);
      // An option the form does not offer stays in, after the known ones, so validateAnswers names it invalid.
      const unknown = values.filter((value) => !field.options.some((option) => option.value === value));
      if (chosen.length + unknown.length > 0) answers[field.name] = [...chosen, ...unknown];
      continue;
    }
    const [first] = values;
    if (first === undefined || first === '') continue;
    answers[field.name] = field.kind === 'consent' ? true : first.replace(/\r\n?/g, '\n');
  }
  return answers;
}

/**
 * The survey step a plain form post was sent from (see {@link POSTED_STEP_NAME}), within
 * `0 … stepCount - 1`; the first step when it is missing or not a whole number.
 * @example readPostedStep(await request.formData(), survey.steps.length) // 1
 */
export function readPostedStep(posted: PostedEntries, stepCount: number): number {
  const [value] = textsOf(posted, POSTED_STEP_NAME);
  const step = Number(value);
  return value !== undefined && /^\d+$/.test(value) && step < stepCount ? step : 0;
}
