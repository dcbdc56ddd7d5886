import type { AsChildProps } from '@booking-kit/react';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { cardAnatomy } from './card.anatomy';

/** Props of {@link Card}. */
export interface CardProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * A bordered surface that groups one step of the booking page. Use `asChild` to make it a
 * `<section>` or `<article>` when it has a heading.
 * @selector .bk-root .bk-card[data-scope="card"][data-part="root"]
 * @example <Card asChild><section aria-labelledby="details-title">...</section></Card>
 */
export function Card({ asChild, className, ...props }: CardProps) {
  const shared = { ...cardAnatomy.attrs('root'), ...props, className: cx('bk-card', className) };
  return asChild ? <Slot {...shared} /> : <div {...shared} />;
}
