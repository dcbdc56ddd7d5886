import {
  ADDITIONAL_INFORMATION_MAX_LENGTH,
  createDetailsFormSchema,
  DETAILS_FORM_FIELDS,
  type DetailsFieldName,
  type DetailsFieldRequirement,
  type DetailsFormData,
  type DetailsFormSchemaOptions,
  type DetailsFormValues,
  detailsFormFields,
  EMPTY_DETAILS_FORM_VALUES,
  localDateKey,
} from '@booking-kit/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useLocale } from '../locale/locale-context';
import { detailsFormResolver } from './details-form-resolver';

/** Options of {@link useDetailsFormState}: what the service asks, and the returning visitor's details. */
export interface DetailsFormStateOptions extends Omit<DetailsFormSchemaOptions, 'today' | 'consent'> {
  /** Today, `YYYY-MM-DD`, for the date of birth's upper bound. @default today in the locale's time zone */
  today?: string;
  /** The service's consent text; when given, a consent box the visitor must tick is shown. */
  consentText?: ReactNode;
  /** Details to start from, e.g. a returning visitor's; read on the first render only. */
  defaultValues?: Partial<DetailsFormValues>;
  /** The whole form is unavailable (e.g. no time chosen yet): every control is disabled. @default false */
  isDisabled?: boolean;
  /** Called with the values as the visitor types (to keep a draft across a reload, say). */
  onValuesChange?: ((values: Partial<DetailsFormValues>) => void) | undefined;
}

/** The state of a details form: react-hook-form's form, and which fields it shows. */
export interface DetailsFormState {
  /** react-hook-form's `useForm` result, validated by core's `createDetailsFormSchema`. */
  form: UseFormReturn<DetailsFormValues, unknown, DetailsFormData>;
  /** Each field's requirement: `hidden`, `optional` or `required`. */
  fields: Record<DetailsFieldName, DetailsFieldRequirement>;
  /** The shown fields, in form order. */
  shownFields: DetailsFieldName[];
  today: string;
  locations: ReadonlyArray<string>;
  additionalInformationMaxLength: number;
  consentText: ReactNode;
  isDisabled: boolean;
}

/**
 * The state hook of the details form: react-hook-form's `useForm` with core's zod schema through
 * a small resolver, validating a field when it is first left and then on every change, and every
 * field on submit. Errors are message keys; the behaviour hook translates them.
 * @example const state = useDetailsFormState({ location: 'required', consentText: 'I agree to the terms.' });
 */
export function useDetailsFormState(options: DetailsFormStateOptions = {}): DetailsFormState {
  const { timeZone } = useLocale();
  // Read once per instance, on the render that creates the form: never at module load.
  const [currentDay] = useState(() => localDateKey(timeZone, Date.now()));
  const today = options.today ?? currentDay;
  const consent = options.consentText !== undefined && options.consentText !== null;
  const maxLength = options.additionalInformationMaxLength ?? ADDITIONAL_INFORMATION_MAX_LENGTH;
  const locations = options.locations ?? [];
  const locationsKey = locations.join('\u0000');
  const { phone, dateOfBirth, location, additionalInformation } = options;
  // Keyed on the locations' text, not the array: callers often pass a new array on every render.
  const schema = useMemo(
    () =>
      createDetailsFormSchema({
        today,
        consent,
        additionalInformationMaxLength: maxLength,
        locations: locationsKey === '' ? [] : locationsKey.split('\u0000'),
        phone,
        dateOfBirth,
        location,
        additionalInformation,
      }),
    [today, consent, maxLength, locationsKey, phone, dateOfBirth, location, additionalInformation],
  );
  const fields = detailsFormFields({ today, consent, phone, dateOfBirth, location, additionalInformation });
  const form = useForm<DetailsFormValues, unknown, DetailsFormData>({
    resolver: detailsFormResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { ...EMPTY_DETAILS_FORM_VALUES, ...options.defaultValues },
    disabled: options.isDisabled ?? false,
    // The behaviour hook focuses the first invalid field itself, after its error has rendered.
    shouldFocusError: false,
  });
  // The latest listener, read on each change: a new function each render subscribes nothing again.
  const onValuesChange = useRef(options.onValuesChange);
  onValuesChange.current = options.onValuesChange;
  useEffect(() => {
    const subscription = form.watch((values) => onValuesChange.current?.(values as Partial<DetailsFormValues>));
    return () => subscription.unsubscribe();
  }, [form]);
  return {
    form,
    fields,
    shownFields: DETAILS_FORM_FIELDS.filter((name) => fields[name] !== 'hidden'),
    today,
    locations,
    additionalInformationMaxLength: maxLength,
    consentText: options.consentText ?? null,
    isDisabled: options.isDisabled ?? false,
  };
}
