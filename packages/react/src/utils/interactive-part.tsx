import { mergeProps } from 'react-aria';
import { PartElement, type PartElementProps } from './part-element';
import { type InteractionAttrsOptions, useInteractionAttrs } from './use-interaction-attrs';

/** Props of {@link InteractivePart}: a button or link part's merged props, and what it knows of its own state. */
export type InteractivePartProps<T extends 'button' | 'a'> = PartElementProps<T> & {
  /** What the part's behaviour hook already knows: a press state it tracks, or a disabled state it decides. */
  interaction?: Omit<InteractionAttrsOptions, 'onClick'>;
};

/** Whether a part's props make it unusable: `disabled`, or `aria-disabled` (a busy button keeps its focus). */
export function isDisabledPart(props: { disabled?: unknown; 'aria-disabled'?: unknown }): boolean {
  return props.disabled === true || props['aria-disabled'] === true || props['aria-disabled'] === 'true';
}

/**
 * A button or link part that shows how it is being used: {@link PartElement} with
 * `data-hovered`, `data-pressed`, `data-focus-visible` and `data-disabled` from
 * {@link useInteractionAttrs}. Its click stays the browser's: Enter and Space click it, once.
 * @example return <InteractivePart as="button" content={api.label} {...mergePartProps(api.nextProps, props)} />;
 */
export function InteractivePart<T extends 'button' | 'a'>({ interaction, onClick, ...props }: InteractivePartProps<T>) {
  const { props: handlers, attrs } = useInteractionAttrs({
    // Only a native `disabled` stops the press: a busy part (`aria-disabled`) still gets its click,
    // and its behaviour hook decides what a click while busy does (usually nothing).
    isDisabled: (props as { disabled?: boolean }).disabled === true,
    ...interaction,
    onClick: onClick as InteractionAttrsOptions['onClick'],
  });
  const disabled = interaction?.isDisabled ?? isDisabledPart(props);
  return (
    <PartElement {...(mergeProps(props, handlers) as PartElementProps<T>)} {...attrs} data-disabled={disabled ? '' : undefined} />
  );
}
