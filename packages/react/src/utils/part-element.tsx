import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from './as-child';

/** The elements that heading, text and button parts render by default. */
type PartTag = 'h2' | 'h3' | 'p' | 'div' | 'span' | 'button' | 'a' | 'section';

/** Props of {@link PartElement}: the part's merged props, its default element and its own content. */
export type PartElementProps<T extends PartTag> = AsChildProps &
  // HTML's `content` attribute (RDFa, a string) is never a part's; `content` here is what it shows.
  Omit<ComponentPropsWithRef<T>, 'content'> & {
    /** The element rendered without `asChild`. */
    as: T;
    /** What the part shows when the consumer gives no children (its title, label or message). */
    content?: ReactNode;
  };

/**
 * What every heading, text and button part renders: its own element with the consumer's children
 * or else its own content; with `asChild`, the consumer's element instead (Radix `Slot`), filled
 * with the part's content when it is empty. Shared so that each part only says which props and
 * which text it has.
 * @example return <PartElement as="h2" content={api.title} {...mergePartProps(api.titleProps, props)} />;
 */
export function PartElement<T extends PartTag>({ as, asChild, content, children, ...props }: PartElementProps<T>) {
  if (asChild)
    return (
      <AsChildSlot {...props} fallbackContent={content}>
        {children}
      </AsChildSlot>
    );
  const Element = as as PartTag;
  return <Element {...(props as Record<string, unknown>)}>{children ?? content}</Element>;
}
