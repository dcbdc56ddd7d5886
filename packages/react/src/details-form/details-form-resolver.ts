import type { DetailsFormData, DetailsFormValues } from '@booking-kit/core';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the resolver needs of core's details schema (a zod schema): `safeParse`. */
export interface DetailsFormParser {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: DetailsFormData }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code?: string }> } };
}

/**
 * @internal The react-hook-form resolver of the details form: core's zod schema checks the values,
 * and each field gets its first issue, whose message is a message key ('validation.required').
 * Written here rather than taken from `@hookform/resolvers`: the form's fields are flat, so the
 * generic resolver's nesting and native-validation support would only add weight to the step.
 * @example useForm({ resolver: detailsFormResolver(createDetailsFormSchema({ today })) })
 */
export function detailsFormResolver(schema: DetailsFormParser): Resolver<DetailsFormValues, unknown, DetailsFormData> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<DetailsFormValues> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as keyof DetailsFormValues;
      errors[name] ??= { type: issue.code ?? 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };
}
