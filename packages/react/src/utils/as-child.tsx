import { Slot } from '@radix-ui/react-slot';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

/** Props every part accepts to render its child element instead of its own. */
export interface AsChildProps {
  /**
   * Render the single child element with this part's props and behaviour merged in, instead of
   * the part's default element (e.g. a router `<Link>` or a design-system `<Button>`).
   * @default false
   */
  asChild?: boolean;
}

/** Props of {@link AsChildSlot}: the part's props plus the one child to merge them into. */
export interface AsChildSlotProps extends Record<string, unknown> {
  children?: ReactNode;
  /** What the part shows when the child has no children of its own (e.g. the retry label). */
  fallbackContent?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A part rendered `asChild`: Radix `Slot` merges the part's props, handlers and ref into the
 * consumer's element. The one addition is the fallback: an empty child (`<h2 />`, `<Button />`)
 * gets the part's own content (its title or label), which Slot alone would leave empty.
 * @example const merged = mergePartProps(api.retryProps, props);
 * return asChild ? <AsChildSlot {...merged} fallbackContent={api.retryLabel}>{children}</AsChildSlot> : <button {...merged} />;
 */
export function AsChildSlot({ children, fallbackContent, ...props }: AsChildSlotProps) {
  const child =
    isValidElement(children) &&
    (children as ReactElement<{ children?: ReactNode }>).props.children == null &&
    fallbackContent != null
      ? cloneElement(children as ReactElement<{ children?: ReactNode }>, undefined, fallbackContent)
      : children;
  return <Slot {...props}>{child}</Slot>;
}
