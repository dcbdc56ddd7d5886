import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { AsChildProps } from './as-child';
import { mergePartProps } from './merge-part-props';
import { PartElement } from './part-element';

/** Props of {@link HeadingPart}: the consumer's heading props plus what the primitive's part gives. */
export type HeadingPartProps = AsChildProps &
  ComponentPropsWithRef<'h2'> & {
    /** The part's own props from its behaviour hook and anatomy (its id, `data-scope`/`data-part`, a `tabIndex` when focus moves to it). */
    own: object;
    /** The heading's text in the active locale, shown when the consumer gives no children. */
    content: ReactNode;
    /** The heading level without `asChild`. @default 'h2' */
    level?: 'h2' | 'h3';
  };

/**
 * The one heading part every primitive renders for its title ('Payment', 'Guests', 'Reschedule
 * your appointment'): the part's props merged with the consumer's (ids and refs merged, the
 * consumer's handlers first), its default level, or with `asChild` the app's own heading (another
 * level, a router's focus target) filled with the title when empty.
 * @example return <HeadingPart own={{ ...api.titleProps, ...paymentStepPartAttrs('title') }} content={api.title} {...props} />;
 */
export function HeadingPart({ own, content, level = 'h2', ...props }: HeadingPartProps) {
  return <PartElement as={level} content={content} {...mergePartProps(own, props)} />;
}
