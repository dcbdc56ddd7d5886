import { type AsChildProps, isDisabledPart, mergePartProps, useInteractionAttrs } from '@booking-kit/react';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, MouseEvent, MouseEventHandler } from 'react';
import { cx } from '../lib/cx';
import { buttonAnatomy } from './button.anatomy';
import { type ButtonVariantProps, buttonVariants } from './button.variants';
import { ButtonSpinner } from './button-spinner';

/** Props of {@link Button}. */
export interface ButtonProps extends AsChildProps, ComponentPropsWithRef<'button'> {
  /** @default 'primary' */
  variant?: NonNullable<ButtonVariantProps['variant']>;
  /** @default 'md' */
  size?: NonNullable<ButtonVariantProps['size']>;
  /**
   * Work is in progress (e.g. "Scheduling…"): shows a spinner, sets `aria-busy` and ignores
   * clicks, but stays focusable so keyboard focus is not lost mid-submit.
   * @default false
   */
  isPending?: boolean;
}

/**
 * A button in the booking-kit style. Its root is `data-scope="button" data-part="root"` unless it
 * renders a headless part through `asChild`, which keeps that part's own anatomy attributes.
 * @selector .bk-root .bk-button.bk-button--primary|secondary|ghost[aria-busy="true"]
 * @example <Button isPending={submitting} type="submit">{t('booking.submit')}</Button>
 */
export function Button({
  asChild,
  variant = 'primary',
  size = 'md',
  isPending = false,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cx(buttonVariants({ variant, size }), className);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A pending submit must not be sent twice; aria-disabled (not disabled) keeps the focus.
    if (isPending) event.preventDefault();
    else onClick?.(event);
  };
  // Hover, press and keyboard focus as data attributes, which button.css selects on.
  const interaction = useInteractionAttrs({
    isDisabled: props.disabled === true || isPending,
    onClick: handleClick as MouseEventHandler<Element>,
  });
  const disabled = interaction.attrs['data-disabled'] ?? (isDisabledPart(props) ? '' : undefined);
  // Before the props: a headless part rendered through `asChild` passes its own scope and part.
  const shared = {
    ...buttonAnatomy.attrs('root'),
    ...mergePartProps(interaction.props, props),
    ...interaction.attrs,
    'data-disabled': disabled,
    className: classes,
    'aria-busy': isPending || undefined,
    'aria-disabled': isPending || props['aria-disabled'],
  };
  if (asChild) return <Slot {...shared}>{children}</Slot>;
  return (
    <button type="button" {...shared}>
      {isPending && <ButtonSpinner />}
      {children}
    </button>
  );
}
