import { z } from 'zod';
import { noControlCharacters } from './plain-text';
import { dateKeySchema, slugSchema } from './primitives';

/** A field's key in the answers: a short identifier such as `dateOfBirth`. */
const fieldNameSchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/);

const fieldBase = {
  name: fieldNameSchema,
  label: z.string().min(1).max(300),
  /** A hint shown under the field. */
  help: z.string().max(500).optional(),
  required: z.boolean().default(false),
};

/** One choice of a single- or multiple-choice field. */
export const formOptionSchema = z.object({ value: fieldNameSchema, label: z.string().min(1).max(200) });

const options = z
  .array(formOptionSchema)
  .min(2)
  .max(50)
  .refine((list) => new Set(list.map((option) => option.value)).size === list.length, { error: 'duplicate option value' });

/**
 * One question of a form or survey. Kinds: `text`, `longText`, `email`, `phone`, `number`,
 * `date`, `singleChoice`, `multipleChoice` (required means at least one option) and `consent`
 * (required means it must be given).
 * @example { kind: 'singleChoice', name: 'pressure', label: 'Pressure', options: [{ value: 'light', label: 'Light' }, { value: 'firm', label: 'Firm' }] }
 */
export const formFieldSchema = z.discriminatedUnion('kind', [
  z.object({ ...fieldBase, kind: z.literal('text'), maxLength: z.int().min(1).max(2000).default(200) }),
  z.object({ ...fieldBase, kind: z.literal('longText'), maxLength: z.int().min(1).max(10_000).default(5000) }),
  z.object({ ...fieldBase, kind: z.literal('email') }),
  z.object({ ...fieldBase, kind: z.literal('phone') }),
  z.object({ ...fieldBase, kind: z.literal('number'), min: z.number().optional(), max: z.number().optional() }),
  z.object({ ...fieldBase, kind: z.literal('date'), min: dateKeySchema.optional(), max: dateKeySchema.optional() }),
  z.object({ ...fieldBase, kind: z.literal('singleChoice'), options }),
  z.object({ ...fieldBase, kind: z.literal('multipleChoice'), options }),
  z.object({ ...fieldBase, kind: z.literal('consent') }),
]);

/** A form or survey question. */
export type FormField = z.infer<typeof formFieldSchema>;

/** The kinds of question a form can ask. */
export type FormFieldKind = FormField['kind'];

const uniqueNames = (fields: ReadonlyArray<{ name: string }>) =>
  new Set(fields.map((field) => field.name)).size === fields.length;

/**
 * A form a visitor fills in (`/widget/form/{id}`), e.g. a health intake form.
 * @example { id: 'form-intake', title: 'Health intake', fields: [{ kind: 'text', name: 'fullName', label: 'Full name', required: true }] }
 */
export const formSchema = z.object({
  id: slugSchema,
  title: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  fields: z.array(formFieldSchema).min(1).max(100).refine(uniqueNames, { error: 'duplicate field name' }),
});

/** A form. */
export type Form = z.infer<typeof formSchema>;

/**
 * A survey: questions in steps, answered one step at a time (`/widget/survey/{id}`). Field
 * names are unique across the whole survey, so the answers are one flat object.
 */
export const surveySchema = z
  .object({
    id: slugSchema,
    title: z.string().min(1).max(200),
    description: z.string().max(2000).default(''),
    steps: z
      .array(z.object({ title: z.string().min(1).max(200), fields: z.array(formFieldSchema).min(1).max(50) }))
      .min(1)
      .max(20),
  })
  .refine((survey) => uniqueNames(survey.steps.flatMap((step) => step.fields)), { error: 'duplicate field name' });

/** A survey. */
export type Survey = z.infer<typeof surveySchema>;

/** One answer: text, a number, a yes/no (consent) or the chosen option values. */
export type FormAnswer = string | number | boolean | string[];

/**
 * `POST /forms/{id}/submissions` and `POST /surveys/{id}/responses` body. Text answers may span
 * lines but hold no other control characters (`validateAnswers` then keeps one-line answers to one line).
 */
export const formSubmissionRequestSchema = z.object({
  answers: z.record(
    fieldNameSchema,
    z.union([
      z.string().max(10_000).check(noControlCharacters('multi-line')),
      z.number(),
      z.boolean(),
      z.array(z.string().max(64).check(noControlCharacters('single-line'))).max(50),
    ]),
  ),
});

/** A submission as sent. */
export type FormSubmissionRequest = z.infer<typeof formSubmissionRequestSchema>;

/** What `POST /forms/{id}/submissions` (or a survey response) answers. */
export const formSubmissionSchema = z.object({ id: z.string(), createdAt: z.string() });

/** A stored submission. */
export type FormSubmission = z.infer<typeof formSubmissionSchema>;
