import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { composeRefs } from './compose-refs';
import { mergeProps } from './merge-props';

/** Props every part accepts to render its child element instead of its own. */
export interface AsChildProps {
  /**
   * Render the single child element with this part's props and behaviour merged in, instead of
   * the part's default element (e.g. a router `<Link>` or a design-system `<Button>`).
   * @default false
   */
  asChild?: boolean;
}

/** Props of {@link Slottable}: the part's props plus the one child to merge them into. */
export interface SlottableProps extends Record<string, unknown> {
  children?: ReactNode;
  /** What the part shows when the child has no children of its own (e.g. the retry label). */
  fallbackContent?: ReactNode;
  ref?: Ref<Element>;
}

/**
 * The minimal `asChild` helper: merges its props into its only child element, chaining event
 * handlers so the child's own handler runs first.
 * @example const Comp = asChild ? Slottable : 'button'; return <Comp {...props} />;
 */
export function Slottable({ children, fallbackContent, ...props }: SlottableProps) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const element = child as ReactElement<Record<string, unknown>>;
  const merged = mergeProps(props, element.props);
  // Both the part and the child may need the DOM node (the part for focus management).
  merged.ref = composeRefs(props.ref as Ref<Element> | undefined, element.props.ref as Ref<Element> | undefined);
  const content = (element.props.children as ReactNode) ?? fallbackContent;
  return cloneElement(element, merged, content);
}
