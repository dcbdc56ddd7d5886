import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { useDetailsFormContext } from './details-form-context';

/** Props of {@link DetailsFormSubmit}. */
export interface DetailsFormSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Sends the form: 'Book appointment', then 'Scheduling…' with `aria-busy` while the booking is
 * on its way (it keeps focus, and a second press does nothing).
 * @selector [data-scope="details-form"][data-part="submit"][aria-busy]
 * @example <DetailsForm.Submit asChild><Button /></DetailsForm.Submit>
 */
export function DetailsFormSubmit(props: DetailsFormSubmitProps) {
  const api = useDetailsFormContext();
  return <ActionPart own={api.submitProps} content={api.submitLabel} {...props} />;
}
