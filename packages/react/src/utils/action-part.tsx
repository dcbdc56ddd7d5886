import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { AsChildProps } from './as-child';
import { InteractivePart } from './interactive-part';
import { mergePartProps } from './merge-part-props';

/** Props of {@link ActionPart}: the consumer's button props plus what the primitive's part gives. */
export type ActionPartProps = AsChildProps &
  // HTML's `content` attribute (RDFa, a string) would narrow the label to text; a label can be an icon.
  Omit<ComponentPropsWithRef<'button'>, 'content'> & {
    /** The part's own props from its behaviour hook and anatomy (`type`, `onClick`, `aria-busy`, `data-scope`/`data-part` ...). */
    own: object;
    /** The button's label in the active locale ('Book appointment', 'Scheduling…'), shown when the consumer gives no children. */
    content: ReactNode;
  };

/**
 * The one submit/action button part every primitive renders ('Book appointment', 'Pay 45,00 €',
 * 'Try again', 'Add guest', 'Next'): a `<button>` with the part's props merged with the consumer's
 * (refs merged, the consumer's handler first and able to `preventDefault` the part's), or with
 * `asChild` the app's own button or link, labelled by the part when it is empty. It carries its
 * interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`). Busy states stay
 * the behaviour hook's (`aria-busy` with `aria-disabled`, so the button keeps focus).
 * @example return <ActionPart own={{ ...api.submitProps, ...paymentStepPartAttrs('submit') }} content={api.submitLabel} {...props} />;
 */
export function ActionPart({ own, content, ...props }: ActionPartProps) {
  return <InteractivePart as="button" content={content} {...mergePartProps(own, props)} />;
}
