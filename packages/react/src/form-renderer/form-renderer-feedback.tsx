import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { formRendererAnatomy, formRendererPartAttrs } from './form-renderer.anatomy';
import { useFormRendererContext } from './form-renderer-context';

/** Props of {@link FormRendererErrorSummary}. */
export type FormRendererErrorSummaryProps = ComponentPropsWithRef<'div'>;

/**
 * After a failed "Next" or submit: 'Please correct 2 fields.' in `role="alert"`, with a link per
 * problem that moves focus to its field. Rendered only while the current step has shown errors.
 * @selector [data-scope="form-renderer"][data-part="error-summary"]
 */
export function FormRendererErrorSummary(props: FormRendererErrorSummaryProps) {
  const api = useFormRendererContext();
  if (api.summaryText === null) return null;
  return (
    <div {...mergePartProps({ ...api.errorSummaryProps, ...formRendererPartAttrs('errorSummary') }, props)}>
      <p {...formRendererAnatomy.partAttr('error-summary-title')}>{api.summaryText}</p>
      <ul>
        {api.summaryItems.map((item) => (
          <li key={item.name}>
            <SummaryLink {...api.getSummaryLinkProps(item)}>
              <span {...formRendererAnatomy.partAttr('error-summary-label')}>{item.label}</span>{' '}
              <span {...formRendererAnatomy.partAttr('error-summary-message')}>{item.message}</span>
            </SummaryLink>
          </li>
        ))}
      </ul>
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
  return (
    <a {...mergeProps(props, interaction.props)} {...interaction.attrs} {...formRendererAnatomy.partAttr('error-summary-link')} />
  );
}

/** Props of {@link FormRendererSubmitError}. */
export type FormRendererSubmitErrorProps = ComponentPropsWithRef<'p'>;

/**
 * Why the answers were not sent ('We could not send your answers. Please try again.'), in
 * `role="alert"`; rendered only after `onSubmit` failed.
 * @selector [data-scope="form-renderer"][data-part="submit-error"]
 */
export function FormRendererSubmitError(props: FormRendererSubmitErrorProps) {
  const api = useFormRendererContext();
  if (api.submitErrorText === null) return null;
  return (
    <p {...mergePartProps({ ...api.submitErrorProps, ...formRendererPartAttrs('submitError') }, props)}>{api.submitErrorText}</p>
  );
}

/** Props of {@link FormRendererStatus}. */
export type FormRendererStatusProps = ComponentPropsWithRef<'p'>;

/**
 * A polite live region: 'Sending your answers…' while submitting, then the thank-you. It stays
 * mounted (empty otherwise) so both changes are announced.
 * @selector [data-scope="form-renderer"][data-part="status"]
 */
export function FormRendererStatus(props: FormRendererStatusProps) {
  const api = useFormRendererContext();
  return (
    <p {...mergePartProps({ ...api.statusProps, ...formRendererPartAttrs('status'), 'data-state': api.submitStatus }, props)}>
      {api.statusText}
    </p>
  );
}
