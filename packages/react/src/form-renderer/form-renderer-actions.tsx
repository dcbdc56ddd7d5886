import type { ComponentPropsWithRef } from 'react';
import { useIsSSR } from 'react-aria';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { formRendererPartAttrs } from './form-renderer.anatomy';
import { useFormRendererContext } from './form-renderer-context';

/** Props of the step and submit buttons. */
export interface FormRendererButtonProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * "Back" to the previous step, keeping the answers; rendered from a survey's second step on, once
 * scripts run: it goes back in the browser, and a server-rendered page that no script brings to
 * life (a plain form post's answer) should not offer a button that does nothing.
 * @selector [data-scope="form-renderer"][data-part="back"]
 */
export function FormRendererBack(props: FormRendererButtonProps) {
  const api = useFormRendererContext();
  // True on the server and while hydrating: the first client render matches the server's.
  const isSSR = useIsSSR();
  if (api.state.isFirstStep || isSSR) return null;
  return <ActionPart own={{ ...api.backProps, ...formRendererPartAttrs('back') }} content={api.backLabel} {...props} />;
}

/**
 * "Next": checks the current step, then moves on (focus goes to the new step's title) or shows
 * its errors (focus goes to the first invalid field). Rendered on every step but the last.
 * @selector [data-scope="form-renderer"][data-part="next"]
 */
export function FormRendererNext(props: FormRendererButtonProps) {
  const api = useFormRendererContext();
  if (api.state.isLastStep) return null;
  return <ActionPart own={{ ...api.nextProps, ...formRendererPartAttrs('next') }} content={api.nextLabel} {...props} />;
}

/**
 * "Submit" on the last step (the only step of a form): checks every answer and calls
 * `onSubmit`. While its promise runs the button is `aria-busy` and ignores presses.
 * @selector [data-scope="form-renderer"][data-part="submit"][data-state="idle|submitting|submitted|error"]
 */
export function FormRendererSubmit(props: FormRendererButtonProps) {
  const api = useFormRendererContext();
  if (!api.state.isLastStep) return null;
  return <ActionPart own={{ ...api.submitProps, ...formRendererPartAttrs('submit') }} content={api.submitLabel} {...props} />;
}
