import type { AsChildProps } from '@booking-kit/react';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../lib/cx';
import { type ButtonVariantProps, buttonVariants } from './button.variants';

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
 * A button in the booking-kit style.
 * @selector .bk-root [data-slot="button"][data-variant="primary|secondary|ghost"][aria-busy]
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
  const classes = cx(buttonVariants({ variant, size, isPending }), className);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A pending submit must not be sent twice; aria-disabled (not disabled) keeps the focus.
    if (isPending) event.preventDefault();
    else onClick?.(event);
  };
  const shared = {
    ...props,
    className: classes,
    'data-slot': 'button',
    'data-variant': variant,
    'aria-busy': isPending || undefined,
    'aria-disabled': isPending || props['aria-disabled'],
    onClick: handleClick,
  };
  if (asChild) return <Slot {...shared}>{children}</Slot>;
  return (
    <button type="button" {...shared}>
      {isPending && <span className="bk-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
