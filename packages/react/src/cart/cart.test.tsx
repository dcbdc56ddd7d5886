import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../test/render-in-locale';
import * as Cart from './cart';
import type { CartEntry } from './cart.types';

const START = '2026-03-10T09:00:00.000Z';
const massage: CartEntry = {
  id: 'massage',
  service: { slug: 'massage-60', name: 'Massage', durationMinutes: 60, priceMinor: 8000, currency: 'EUR', seats: 1 },
  start: START,
  attendees: ['me', 'grace'],
};
const yoga: CartEntry = {
  id: 'yoga',
  service: {
    slug: 'yoga-class',
    name: 'Yoga',
    durationMinutes: 60,
    priceMinor: 1500,
    currency: 'EUR',
    seats: 12,
    maxSeatsPerBooking: 4,
  },
  start: START,
  attendees: ['me', 'grace'],
};
const PEOPLE = [
  { id: 'me', name: 'You' },
  { id: 'grace', name: 'Grace Hopper' },
];

const text = (container: HTMLElement, part: string) =>
  [...container.querySelectorAll(`[data-scope="cart"][data-part="${part}"]`)].map((element) => element.textContent);

describe('Cart', () => {
  it('prices each row and the total by the seat rule: a one-seat service once, a class per person', async () => {
    const { container } = await renderInLocale(<Cart.Root defaultValue={[massage, yoga]} people={PEOPLE} />);
    expect(text(container, 'item-price')).toEqual(['€80.00', '€30.00']);
    // No '2 seats' on the massage: it is one person's appointment, whoever was named.
    expect(text(container, 'item-seats')).toEqual(['2 seats']);
    expect(text(container, 'total-amount')).toEqual(['€110.00']);
  });

  it('keeps Continue enabled; pressed with a problem, it shows why and moves focus there', async () => {
    const onProceed = vi.fn();
    const { container } = await renderInLocale(
      <Cart.Root defaultValue={[massage, yoga]} people={PEOPLE} attendees={['me', 'grace']} onProceed={onProceed} />,
    );
    const proceed = container.querySelector<HTMLButtonElement>('[data-part="proceed"]');
    expect(proceed?.disabled).toBe(false);
    expect(proceed?.hasAttribute('aria-disabled')).toBe(false);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    act(() => proceed?.click());
    expect(onProceed).not.toHaveBeenCalled();
    const alert = container.querySelector<HTMLElement>('[role="alert"]');
    expect(alert?.textContent).toBe(
      'You can reserve up to 1 slots for this service. To book for additional guests, kindly select a different service for the same time slot.',
    );
    expect(document.activeElement).toBe(alert);
    expect(proceed?.getAttribute('aria-describedby')).toBe(alert?.id);
    // Taking the massage out fixes the cart: Continue goes on.
    act(() => container.querySelector<HTMLButtonElement>('[data-part="remove"]')?.click());
    act(() => proceed?.click());
    expect(onProceed).toHaveBeenCalledWith([yoga]);
  });
});
