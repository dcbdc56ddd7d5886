/** Anything with `defaultPrevented`: a React synthetic event or a DOM event. */
interface PreventableEvent {
  defaultPrevented: boolean;
}

/**
 * Chains two event handlers: the consumer's runs first, and the internal one is skipped when the
 * consumer called `event.preventDefault()`, so an app can opt out of a built-in behaviour.
 * @example <button onKeyDown={composeEventHandlers(props.onKeyDown, handleKeyDown)} />
 */
export function composeEventHandlers<E extends PreventableEvent>(
  consumerHandler: ((event: E) => void) | undefined,
  internalHandler: ((event: E) => void) | undefined,
): (event: E) => void {
  return (event) => {
    consumerHandler?.(event);
    if (!event.defaultPrevented) internalHandler?.(event);
  };
}
