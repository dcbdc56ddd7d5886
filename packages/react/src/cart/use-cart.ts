import { type CartProblem, cartLineSeats, cartTotal, validateCart } from '@booking-kit/core';
import { useEffect, useId, useState } from 'react';
import { useLocale } from '../locale/locale-context';
import { elementById, useAnchorRef } from '../utils/element-by-id';
import { joinIds } from '../utils/join-ids';
import { cartPartAttrs as attrs, cartAnatomy as parts } from './cart.anatomy';
import type { CartEntry, CartItemState } from './cart.types';
import { type CartFormatters, type CartPerson, createCartFormatters } from './cart-format';
import type { CartState } from './use-cart-state';

/** Options of {@link useCart}. */
export interface CartOptions {
  /** Ids of everyone who needs a service (the visitor and their guests); items name theirs in `attendees`. */
  attendees?: ReadonlyArray<string>;
  /** The names of the people items are for, so each row says whom it is for ('For you and Grace Hopper'). */
  people?: ReadonlyArray<CartPerson>;
  /** The most items. @default MAX_CART_ITEMS (10, what the server accepts) */
  maxItems?: number;
  /** Show the problems now, not only after "Continue". @default false */
  showErrors?: boolean;
  /** Called by "Continue" with the items, only when the cart passes every rule. */
  onProceed?: (items: CartEntry[]) => void;
  /** Show times in this zone. @default the `LocaleProvider`'s time zone */
  timeZone?: string;
  /**
   * `inline`: the cart is a group on the page. `sheet`: the page shows only `<Cart.SheetTrigger>`
   * and the cart opens in `<Cart.SheetContent>`, a dialog named by its title (the styled `Cart`
   * picks it on a phone).
   * @default 'inline'
   */
  layout?: 'inline' | 'sheet';
}

type Attrs = ReturnType<typeof attrs>;

/** What {@link useCart} returns: the state, the rules' outcome, the texts and a prop bag per part. */
export interface CartApi extends CartFormatters {
  state: CartState;
  problems: CartProblem[];
  isValid: boolean;
  /** The problems are on screen (after "Continue", or with `showErrors`). */
  showsErrors: boolean;
  /** The translated problems for the alert, each once. */
  errorTexts: string[];
  /** Where the cart shows: on the page, or in a sheet (the `layout` option). */
  layout: 'inline' | 'sheet';
  rootProps: Attrs & {
    ref: (node: HTMLElement | null) => void;
    /** A named group inline; in a sheet, the dialog is the named container instead. */
    role?: 'group';
    'aria-labelledby'?: string;
    'data-layout': 'inline' | 'sheet';
    'data-empty'?: '';
    'data-invalid'?: '';
  };
  /** 'View cart (2)', for the sheet's trigger. */
  sheetTriggerText: string;
  /** 'Close cart', the name of the sheet's close button. */
  sheetCloseLabel: string;
  title: string;
  titleProps: Attrs & { id: string; tabIndex: -1 };
  /** '2 services in your cart'. */
  countText: string;
  countProps: Attrs & { role: 'status'; 'aria-live': 'polite' };
  /** The total in the items' currency ('€60.00', or 'Free'); `null` for an empty cart. */
  totalText: string | null;
  totalLabel: string;
  emptyText: string;
  emptyProps: Attrs & { id: string; tabIndex: -1 };
  /** The alert's props: focusable from script, for "Continue" moves focus to it. */
  errorProps: Attrs & { id: string; role: 'alert'; tabIndex: -1 };
  proceedLabel: string;
  proceedProps: Attrs & Record<string, unknown>;
  getItemState(item: CartEntry): CartItemState;
  getItemProps(item: CartEntry): Attrs & { 'data-invalid'?: '' };
  /** The item's SEAT_LIMIT message while shown, else `null`. */
  getItemErrorText(item: CartEntry): string | null;
  getItemErrorProps(item: CartEntry): Attrs & { id: string };
  getRemoveProps(item: CartEntry): Attrs & Record<string, unknown>;
  /** Seats the item takes: core's `cartLineSeats` (a class one per person, anything else one). */
  seats(item: CartEntry): number;
  /** '3 seats' for an item that takes more than one (`cartLineSeats`), else `null`. */
  seatsText(item: CartEntry): string | null;
}

/**
 * The behaviour hook of the cart: the spec's rules from core's `validateCart` (services for all
 * guests, at most 10 items, SEAT_LIMIT per service) shown in an alert when "Continue" is pressed,
 * with focus moved to it ("Continue" is never disabled: a visitor who cannot go on is told why),
 * each row's price and the total by core's `cartLinePrice` and `cartTotal` (what the server
 * charges), a politely announced count, and focus that follows removal: to the next row's remove
 * button, else the previous row's, else the empty-cart text.
 * @example const api = useCart({ attendees: ['me', 'ada'], onProceed: book }, useCartState({ defaultValue: items }));
 */
export function useCart(options: CartOptions, state: CartState): CartApi {
  const locale = useLocale();
  const { t } = locale;
  const baseId = useId();
  // Focus is moved by id within the widget's own document or shadow root, found from its root element.
  const anchor = useAnchorRef();
  const [attempted, setAttempted] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const format = createCartFormatters(locale.tag, options.timeZone ?? locale.timeZone, t, options.people);
  const { items } = state;
  const layout = options.layout ?? 'inline';

  // Moving focus needs the new DOM: it runs after the render that removed the row.
  useEffect(() => {
    if (focusTarget === null) return;
    (elementById(anchor.current(), focusTarget) ?? elementById(anchor.current(), `${baseId}-title`))?.focus();
    setFocusTarget(null);
  }, [focusTarget, baseId, anchor.current]);

  const validation = validateCart(items, { attendees: options.attendees, maxItems: options.maxItems });
  const showsErrors = (attempted || options.showErrors === true) && !validation.success;
  const problemText = (problem: CartProblem) => ('values' in problem ? t(problem.key, problem.values) : t(problem.key));
  const errorTexts = showsErrors ? [...new Set(validation.problems.map(problemText))] : [];
  const seatProblem = (item: CartEntry) => {
    const index = items.indexOf(item);
    const problems: CartProblem[] = validation.problems;
    return problems.find(
      (problem): problem is Extract<CartProblem, { key: 'errors.SEAT_LIMIT' }> =>
        problem.key === 'errors.SEAT_LIMIT' && problem.index === index,
    );
  };
  const getItemState = (item: CartEntry): CartItemState => ({ isInvalid: showsErrors && seatProblem(item) !== undefined });
  // Item ids are the app's: escape what an id reference list cannot hold (spaces, for one).
  const itemKey = (item: CartEntry) => item.id.replace(/[^\w-]/g, (char) => `_${char.codePointAt(0)}`);
  const itemErrorId = (item: CartEntry) => `${baseId}-item-${itemKey(item)}-error`;
  const removeId = (item: CartEntry) => `${baseId}-item-${itemKey(item)}-remove`;
  const total = cartTotal(items);
  const errorId = `${baseId}-error`;
  const emptyId = `${baseId}-empty`;

  return {
    ...format,
    state,
    problems: validation.problems,
    isValid: validation.success,
    showsErrors,
    errorTexts,
    layout,
    rootProps: {
      ref: anchor.ref,
      ...attrs(parts.root),
      ...(layout === 'inline' && { role: 'group' as const, 'aria-labelledby': `${baseId}-title` }),
      'data-layout': layout,
      ...(items.length === 0 && { 'data-empty': '' as const }),
      ...(showsErrors && { 'data-invalid': '' as const }),
    },
    sheetTriggerText: t('cart.viewCart', { count: items.length }),
    sheetCloseLabel: t('cart.close'),
    title: t('cart.title'),
    // Focusable from script only: where focus lands when the cart cannot offer a better place.
    titleProps: { ...attrs(parts.title), id: `${baseId}-title`, tabIndex: -1 },
    countText: t('cart.count', { count: items.length }),
    countProps: { ...attrs(parts.count), role: 'status', 'aria-live': 'polite' },
    totalText: total === null ? null : format.money(total.minor, total.currency),
    totalLabel: t('cart.total'),
    emptyText: t('cart.empty'),
    emptyProps: { ...attrs(parts.empty), id: emptyId, tabIndex: -1 },
    errorProps: { ...attrs(parts.error), id: errorId, role: 'alert', tabIndex: -1 },
    proceedLabel: t('cart.proceed'),
    proceedProps: {
      ...attrs(parts.proceed),
      type: 'button',
      // Never disabled, not even aria-disabled: a button that looks off and says nothing leaves
      // the visitor stuck. Pressing it with a problem shows why and takes focus there.
      'aria-describedby': joinIds(showsErrors && errorId),
      onClick: () => {
        if (validation.success) {
          options.onProceed?.(items);
          return;
        }
        setAttempted(true);
        setFocusTarget(errorId);
      },
    },
    getItemState,
    getItemProps: (item) => ({ ...attrs(parts.item), ...(getItemState(item).isInvalid && { 'data-invalid': '' as const }) }),
    getItemErrorText: (item) => {
      const problem = showsErrors ? seatProblem(item) : undefined;
      return problem ? t(problem.key, problem.values) : null;
    },
    getItemErrorProps: (item) => ({ ...attrs(parts.itemError), id: itemErrorId(item) }),
    getRemoveProps: (item) => ({
      ...attrs(parts.remove),
      id: removeId(item),
      type: 'button',
      'aria-label': t('cart.remove', { service: item.service.name, when: format.when(item) }),
      'aria-describedby': joinIds(getItemState(item).isInvalid && itemErrorId(item)),
      onClick: () => {
        const index = items.indexOf(item);
        const neighbour = items[index + 1] ?? items[index - 1];
        state.remove(item.id);
        setFocusTarget(neighbour ? removeId(neighbour) : emptyId);
      },
    }),
    seats: cartLineSeats,
    seatsText: (item) => {
      const seats = cartLineSeats(item);
      return seats > 1 ? t('cart.seats', { count: seats }) : null;
    },
  };
}
