import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { useDetailsFormContext } from './details-form-context';

/** Props of {@link DetailsFormSubmit}. */
export interface DetailsFormSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Sends the form: 'Book appointment', then 'Scheduling…' with `aria-busy` while the booking is
 * on its way (it keeps focus, and a second press does nothing).
 * @selector [data-scope="details-form"][data-part="submit"][aria-busy]
 * @example <DetailsForm.Submit asChild><Button /></DetailsForm.Submit>
 */
export function DetailsFormSubmit({ asChild, children, ...props }: DetailsFormSubmitProps) {
  const api = useDetailsFormContext();
  const merged = mergeProps(api.submitProps, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.submitLabel}>
        {children}
      </Slottable>
    );
  return <button {...merged}>{children ?? api.submitLabel}</button>;
}
