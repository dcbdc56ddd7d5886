import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from '../utils/merge-props';
import { useDetailsFormContext } from './details-form-context';

/** Props of {@link DetailsFormErrorSummary}. */
export type DetailsFormErrorSummaryProps = ComponentPropsWithRef<'div'>;

/**
 * After a submit that found errors: an alert, 'Please correct 2 fields.', with a link to each
 * invalid field; it counts down as they are fixed and goes once none is left.
 * @selector [data-scope="details-form"][data-part="error-summary"]
 */
export function DetailsFormErrorSummary({ children, ...props }: DetailsFormErrorSummaryProps) {
  const api = useDetailsFormContext();
  if (!api.showErrorSummary) return null;
  return (
    <div {...mergeProps(api.errorSummaryProps, props)}>
      {children ?? (
        <>
          <p>{api.errorSummaryText}</p>
          <ul>
            {api.invalidFields.map((name) => (
              <li key={name}>
                <a {...api.getErrorSummaryLinkProps(name)}>{api.getShortLabel(name)}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
