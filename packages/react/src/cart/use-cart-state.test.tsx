import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import type { CartEntry } from './cart.types';
import { type CartStateOptions, useCartState } from './use-cart-state';

const entry = (id: string, slug: string): CartEntry => ({
  id,
  service: { slug, name: slug, durationMinutes: 60, priceMinor: 6500, currency: 'EUR' },
  start: '2026-03-10T09:00:00.000Z',
});
const MASSAGE = entry('a', 'massage-60');
const FACIAL = entry('b', 'facial');
const CALL = entry('c', 'intro-call');

describe('useCartState', () => {
  it('starts empty, or with defaultValue, in the order given', () => {
    expect(renderHook(useCartState, {}).result.current.items).toEqual([]);
    const { result } = renderHook(useCartState, { defaultValue: [MASSAGE, FACIAL] });
    expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('uncontrolled: removes an item by id, keeps the others in order, and reports the new items', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(useCartState, { defaultValue: [MASSAGE, FACIAL, CALL], onValueChange });
    act(() => result.current.remove('b'));
    expect(result.current.items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(onValueChange).toHaveBeenCalledWith([MASSAGE, CALL]);
  });

  it('removes nothing for an unknown id', () => {
    const { result } = renderHook(useCartState, { defaultValue: [MASSAGE] });
    act(() => result.current.remove('zzz'));
    expect(result.current.items).toEqual([MASSAGE]);
  });

  it('removes every item removed in one handler', () => {
    const { result } = renderHook(useCartState, { defaultValue: [MASSAGE, FACIAL, CALL] });
    act(() => {
      result.current.remove('a');
      result.current.remove('c');
    });
    expect(result.current.items).toEqual([FACIAL]);
  });

  it('controlled: shows value, asks onValueChange to remove, and changes only when the owner does', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook<CartStateOptions, ReturnType<typeof useCartState>>(useCartState, {
      value: [MASSAGE, FACIAL],
      onValueChange,
    });
    act(() => result.current.remove('a'));
    expect(onValueChange).toHaveBeenCalledWith([FACIAL]);
    // The owner has not taken the change yet: the cart still shows what it was given.
    expect(result.current.items).toEqual([MASSAGE, FACIAL]);
    rerender({ value: [FACIAL], onValueChange });
    expect(result.current.items).toEqual([FACIAL]);
  });

  it('controlled through lifted state, as an app keeps its cart', () => {
    const { result } = renderHook(() => {
      const [items, setItems] = useState([MASSAGE, FACIAL, CALL]);
      return useCartState({ value: items, onValueChange: setItems });
    }, {});
    act(() => result.current.remove('b'));
    expect(result.current.items.map((item) => item.id)).toEqual(['a', 'c']);
  });
});
