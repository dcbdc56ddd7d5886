import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { useDetailsFormContext } from './details-form-context';

/** Props of {@link DetailsFormErrorSummary}. */
export type DetailsFormErrorSummaryProps = ComponentPropsWithRef<'div'>;

/**
 * After a submit that found errors: an alert, 'Please correct 2 fields.', with a link to each
 * invalid field; it counts down as they are fixed and goes once none is left. After a submit whose
 * `onSubmit` rejected: 'We were unable to schedule your appointment. Please try again.'
 * @selector [data-scope="details-form"][data-part="error-summary"]
 */
export function DetailsFormErrorSummary({ children, ...props }: DetailsFormErrorSummaryProps) {
  const api = useDetailsFormContext();
  if (!api.showErrorSummary) return null;
  return (
    <div {...mergePartProps(api.errorSummaryProps, props)}>
      {children ??
        (api.invalidFields.length === 0 && api.submitErrorText !== null ? (
          <p>{api.submitErrorText}</p>
        ) : (
          <>
            <p>{api.errorSummaryText}</p>
            <ul>
              {api.invalidFields.map((name) => (
                <li key={name}>
                  <SummaryLink {...api.getErrorSummaryLinkProps(name)}>{api.getShortLabel(name)}</SummaryLink>
                </li>
              ))}
            </ul>
          </>
        ))}
    </div>
  );
}

/**
 * One link of the summary with its interaction state: a component apiece, since hooks cannot run
 * in the summary's loop. Its click stays on the element: Enter makes the browser click a link at
 * once, and that click's `preventDefault` is what keeps the URL as it is.
 */
function SummaryLink(props: ComponentPropsWithRef<'a'>) {
  const interaction = useInteractionAttrs();
  return <a {...mergeProps(props, interaction.props)} {...interaction.attrs} />;
}
