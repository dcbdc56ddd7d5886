import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { DetailsFormProvider } from './details-form-context';
import { type DetailsFormApi, type DetailsFormOptions, useDetailsForm } from './use-details-form';
import { useDetailsFormState } from './use-details-form-state';

/** Props of {@link DetailsFormRoot}. */
export interface DetailsFormRootProps
  extends DetailsFormOptions,
    Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onInvalid' | 'children' | 'defaultValue'> {
  /** The parts, or a function of the form's API (to render only the fields the service asks for). */
  children?: ReactNode | ((api: DetailsFormApi) => ReactNode);
}

/** The root's props that are the form's options; the rest go to the `<form>` element. */
const optionKeys = [
  'phone',
  'dateOfBirth',
  'location',
  'locations',
  'additionalInformation',
  'additionalInformationMaxLength',
  'consentText',
  'today',
  'defaultValues',
  'isDisabled',
  'isSubmitting',
  'onSubmit',
  'onInvalid',
  'nativeSubmit',
  'submitLabel',
  'onValuesChange',
] as const satisfies ReadonlyArray<keyof DetailsFormOptions>;

/**
 * The visitor's details as a `<form noValidate>` named 'Your details': validates with core's
 * schema, calls `onSubmit` with the checked values, and holds a polite announcer for errors.
 * @selector [data-scope="details-form"][data-part="root"][data-submitting][data-disabled][aria-busy]
 * @example
 * <DetailsForm.Root location="required" onSubmit={book}>
 *   <DetailsForm.Field name="firstName"><DetailsForm.Label /><DetailsForm.Input /><DetailsForm.Error /></DetailsForm.Field>
 *   <DetailsForm.Submit />
 * </DetailsForm.Root>
 */
export function DetailsFormRoot({ children, ...rootProps }: DetailsFormRootProps) {
  const isOption = (key: string) => (optionKeys as readonly string[]).includes(key);
  const options = Object.fromEntries(Object.entries(rootProps).filter(([key]) => isOption(key))) as DetailsFormOptions;
  const props = Object.fromEntries(Object.entries(rootProps).filter(([key]) => !isOption(key))) as Omit<
    DetailsFormRootProps,
    keyof DetailsFormOptions | 'children'
  >;
  const api = useDetailsForm(options, useDetailsFormState(options));
  const merged = mergePartProps(api.rootProps, props);
  return (
    <DetailsFormProvider value={api}>
      {/* The app's own heading names the form when it passes aria-labelledby. */}
      <form {...merged} aria-label={props['aria-labelledby'] ? undefined : merged['aria-label']}>
        {typeof children === 'function' ? children(api) : children}
        <VisuallyHidden {...api.announcerProps}>{api.announcement}</VisuallyHidden>
      </form>
    </DetailsFormProvider>
  );
}
