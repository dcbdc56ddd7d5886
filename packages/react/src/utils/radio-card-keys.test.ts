import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveRadioCardFocus } from './radio-card-keys';

const ENABLED = '[role="radio"]:not([data-disabled])';

/**
 * Cards a, b (disabled), c and d in a radio group on the page, and one card outside any group;
 * `press` sends a key to a card as React would and answers the value it chose and whether the key
 * was kept from the page.
 */
function cards(markup = '') {
  const host = document.createElement('div');
  const card = (value: string, disabled = false) =>
    `<div role="radio" tabindex="-1" data-value="${value}"${disabled ? ' data-disabled=""' : ''}>${value}</div>`;
  host.innerHTML = `<div role="radiogroup">${card('a')}${card('b', true)}${card('c')}${card('d')}</div>${card('lone')}${markup}`;
  document.body.append(host);
  const byValue = (value: string) => host.querySelector<HTMLElement>(`[data-value="${value}"]`) as HTMLElement;
  const press = (from: string, key: string, direction: 'ltr' | 'rtl' = 'ltr', within?: string) => {
    const preventDefault = vi.fn();
    byValue(from).focus();
    const event = { key, currentTarget: byValue(from), preventDefault } as unknown as KeyboardEvent;
    const value = moveRadioCardFocus(event, ENABLED, direction, within);
    return { value, focused: (document.activeElement as HTMLElement | null)?.dataset.value, preventDefault };
  };
  return { host, press };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('moveRadioCardFocus', () => {
  it('moves down/right to the next enabled card and up/left to the previous, skipping a disabled one', () => {
    const { press } = cards();
    expect(press('a', 'ArrowDown')).toMatchObject({ value: 'c', focused: 'c' });
    expect(press('a', 'ArrowRight')).toMatchObject({ value: 'c', focused: 'c' });
    expect(press('c', 'ArrowUp')).toMatchObject({ value: 'a', focused: 'a' });
    expect(press('c', 'ArrowLeft')).toMatchObject({ value: 'a', focused: 'a' });
  });

  it('wraps from the last card to the first and back', () => {
    const { press } = cards();
    expect(press('d', 'ArrowDown')).toMatchObject({ value: 'a', focused: 'a' });
    expect(press('a', 'ArrowUp')).toMatchObject({ value: 'd', focused: 'd' });
  });

  it('swaps left and right in a right-to-left locale', () => {
    const { press } = cards();
    expect(press('a', 'ArrowLeft', 'rtl').value).toBe('c');
    expect(press('c', 'ArrowRight', 'rtl').value).toBe('a');
  });

  it('goes to the first and last card with Home and End', () => {
    const { press } = cards();
    expect(press('c', 'Home')).toMatchObject({ value: 'a', focused: 'a' });
    expect(press('a', 'End')).toMatchObject({ value: 'd', focused: 'd' });
  });

  it('moves through the element named by `within`: a picker whose categories split one choice', () => {
    const { host, press } = cards();
    host.dataset.picker = '';
    // The lone card is in no radio group, but in the picker: End goes to the last card of the picker.
    expect(press('lone', 'End', 'ltr', '[data-picker]')).toMatchObject({ value: 'lone', focused: 'lone' });
    expect(press('lone', 'ArrowDown', 'ltr', '[data-picker]')).toMatchObject({ value: 'a', focused: 'a' });
  });

  it('leaves other keys, and a card in no group, alone: no move, the page keeps its default', () => {
    const { press } = cards();
    const tab = press('a', 'Tab');
    expect(tab).toMatchObject({ value: null, focused: 'a' });
    expect(tab.preventDefault).not.toHaveBeenCalled();
    const lone = press('lone', 'ArrowDown');
    expect(lone).toMatchObject({ value: null, focused: 'lone' });
    expect(lone.preventDefault).not.toHaveBeenCalled();
    expect(press('a', 'ArrowDown').preventDefault).toHaveBeenCalledOnce();
  });
});
