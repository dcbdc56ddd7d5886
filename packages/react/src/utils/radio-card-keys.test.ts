import type { KeyboardEvent } from 'react';
import type { FocusManager } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { moveRadioCardFocus } from './radio-card-keys';

/** A focus manager over three cards in a row, the middle one focused; it records which way it was asked to move. */
function cards() {
  const row = document.createElement('div');
  row.innerHTML = ['a', 'b', 'c'].map((value) => `<div role="radio" data-value="${value}"></div>`).join('');
  const [first, middle, last] = [...row.children] as HTMLElement[];
  const asked: string[] = [];
  const moveTo = (way: string, card: HTMLElement | undefined) => () => {
    asked.push(way);
    return card ?? null;
  };
  const manager = {
    focusNext: moveTo('next', last),
    focusPrevious: moveTo('previous', first),
    focusFirst: moveTo('first', first),
    focusLast: moveTo('last', last),
  } as unknown as FocusManager;
  const press = (key: string) => {
    const preventDefault = vi.fn();
    const event = { key, currentTarget: middle, preventDefault } as unknown as KeyboardEvent;
    return { value: moveRadioCardFocus(event, manager, '[role="radio"]', direction), preventDefault };
  };
  let direction: 'ltr' | 'rtl' = 'ltr';
  return { asked, press, setDirection: (next: 'ltr' | 'rtl') => (direction = next) };
}

describe('moveRadioCardFocus', () => {
  it('moves down/right to the next card and up/left to the previous, returning its value', () => {
    const { asked, press } = cards();
    expect(press('ArrowDown').value).toBe('c');
    expect(press('ArrowRight').value).toBe('c');
    expect(press('ArrowUp').value).toBe('a');
    expect(press('ArrowLeft').value).toBe('a');
    expect(asked).toEqual(['next', 'next', 'previous', 'previous']);
  });

  it('swaps left and right in a right-to-left locale', () => {
    const { asked, press, setDirection } = cards();
    setDirection('rtl');
    press('ArrowLeft');
    press('ArrowRight');
    expect(asked).toEqual(['next', 'previous']);
  });

  it('goes to the first and last card with Home and End', () => {
    const { press } = cards();
    expect(press('Home').value).toBe('a');
    expect(press('End').value).toBe('c');
  });

  it('leaves other keys alone: no move, the page keeps its default (Tab leaves the group)', () => {
    const { asked, press } = cards();
    const tab = press('Tab');
    expect(tab.value).toBeNull();
    expect(tab.preventDefault).not.toHaveBeenCalled();
    expect(press('ArrowDown').preventDefault).toHaveBeenCalledOnce();
    expect(asked).toEqual(['next']);
  });
});
