import { type DOMAttributes, type MouseEventHandler, useState } from 'react';
import { mergeProps, type PressEvent, useFocusRing, useHover, usePress } from 'react-aria';

/**
 * The interaction state a part shows as data attributes, in react-aria-components' words: each is
 * present and empty while true and absent otherwise, so styles select on `[data-hovered]`.
 */
export interface InteractionAttrs {
  /** A mouse or pen rests on the part (never set by touch, which has no hover). */
  'data-hovered'?: '';
  /** The part is being pressed: pointer down on it, or Enter/Space held on it. */
  'data-pressed'?: '';
  /** The part has focus and the visitor got there with the keyboard (or focus follows a key). */
  'data-focus-visible'?: '';
  /** The part cannot be used now. */
  'data-disabled'?: '';
}

/** Options of {@link useInteractionAttrs}. */
export interface InteractionAttrsOptions {
  /** The part cannot be used: no hover or press state, and `data-disabled` is set. */
  isDisabled?: boolean;
  /**
   * The pressed state a react-aria hook already tracks for this element (`useCalendarCell`,
   * `useButton`, `useOption`): the part then adds no press handlers of its own, so one element
   * never runs two press responders.
   */
  isPressed?: boolean;
  /**
   * A text field: its focus is shown however it was reached (a click into a field is where the
   * visitor types next), as the browser's `:focus-visible` does for text fields.
   */
  isTextInput?: boolean;
  /** The element's click handler, kept on the element: clicks stay the browser's own (see below). */
  onClick?: MouseEventHandler<Element>;
}

/** What {@link useInteractionAttrs} returns: the handlers to spread on the element and its attributes. */
export interface InteractionAttrsResult {
  /** Hover, press and focus handlers (and `onClick`, when one was given) to merge into the element's props. */
  props: DOMAttributes<Element>;
  /** The element's `data-hovered`, `data-pressed`, `data-focus-visible` and `data-disabled`. */
  attrs: InteractionAttrs;
}

/** A press event that bubbles on: a part's press must not hide Enter or a click from the app's own handlers. */
const keepPropagating = (event: PressEvent) => event.continuePropagation();

const flag = (on: boolean | undefined): '' | undefined => (on ? '' : undefined);

/**
 * The interaction state of one interactive part as data attributes, from react-aria's `useHover`,
 * `usePress` and `useFocusRing`, as react-aria-components' `Button` exposes it. Styles then follow
 * how the visitor interacts (a focus ring for the keyboard and not after a click or a tap, no
 * hover left behind by a touch), which `:hover` and `:focus-visible` do not tell apart.
 * @example const interaction = useInteractionAttrs({ isDisabled });
 * return <button {...mergeProps(props, interaction.props)} {...interaction.attrs} />;
 */
export function useInteractionAttrs(options: InteractionAttrsOptions = {}): InteractionAttrsResult {
  const { isDisabled = false, isPressed: pressedByOwner, isTextInput = false, onClick } = options;
  // A text field is not pressed: react-aria's press handling would keep Space and Enter from a
  // select and text selection from a field.
  const ownsPress = pressedByOwner === undefined && !isTextInput;
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { pressProps, isPressed } = usePress({
    isDisabled: isDisabled || !ownsPress,
    onPressStart: keepPropagating,
    onPressUp: keepPropagating,
    onPressEnd: keepPropagating,
    onPress: keepPropagating,
  });
  // usePress watches the pointer only. Its key handling would take Enter and Space over (it keeps
  // the browser from clicking a `type="button"` and clicks on key up itself), which changed when
  // the part's own click ran; so a key held down is tracked here, by hand, and Enter and Space
  // stay the browser's (a click, a submit, a link followed, each once).
  const { onKeyDown: _takesKeysOver, ...pointerPress } = pressProps;
  const [isKeyPressed, setKeyPressed] = useState(false);
  const keyProps: DOMAttributes<Element> = {
    onKeyDown: (event) => {
      if ((event.key === 'Enter' || event.key === ' ') && !event.repeat && !isDisabled) setKeyPressed(true);
    },
    onKeyUp: () => setKeyPressed(false),
    onBlur: () => setKeyPressed(false),
  };
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput });
  const props = mergeProps(
    onClick ? { onClick } : {},
    hoverProps,
    ownsPress ? pointerPress : {},
    ownsPress ? keyProps : {},
    focusProps,
  );
  return {
    props,
    attrs: {
      'data-hovered': flag(isHovered),
      'data-pressed': flag(ownsPress ? isPressed || isKeyPressed : pressedByOwner),
      'data-focus-visible': flag(isTextInput ? isFocused : isFocusVisible),
      'data-disabled': flag(isDisabled),
    },
  };
}
