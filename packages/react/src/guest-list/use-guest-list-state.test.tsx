import { GUEST_COUNT } from '@booking-kit/core';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import { type GuestDraft, type GuestListStateOptions, useGuestListState } from './use-guest-list-state';

/** Renders the hook in a real React root and returns its latest state. */
const renderState = (options: GuestListStateOptions) => renderHook(useGuestListState, options);

const guest = (id: string, name = '', email = ''): GuestDraft => ({ id, name, email });
const ANNA = guest('anna', 'Anna de Vries', 'anna@example.com');
const BRAM = guest('bram', 'Bram Jansen', 'bram@example.com');

describe('useGuestListState', () => {
  it("starts with no guests and the spec's most guests", () => {
    const { result } = renderState({});
    expect(result.current.guests).toEqual([]);
    expect(result.current.max).toBe(GUEST_COUNT.max);
    expect(result.current.canAdd).toBe(true);
  });

  it('starts from defaultValue', () => {
    const { result } = renderState({ defaultValue: [ANNA, BRAM] });
    expect(result.current.guests).toEqual([ANNA, BRAM]);
  });

  it('appends an empty guest uncontrolled, returns its id and reports the new list', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: [ANNA], onValueChange });
    let id = '';
    act(() => {
      id = result.current.add();
    });
    expect(result.current.guests).toEqual([ANNA, { id, name: '', email: '' }]);
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith([ANNA, { id, name: '', email: '' }]);
  });

  it('adds up to max and not beyond', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ max: 2, onValueChange });
    expect(result.current.max).toBe(2);
    act(() => void result.current.add());
    expect(result.current.canAdd).toBe(true);
    act(() => void result.current.add());
    expect(result.current.guests).toHaveLength(2);
    expect(result.current.canAdd).toBe(false);
    onValueChange.mockClear();
    act(() => void result.current.add());
    expect(result.current.guests).toHaveLength(2);
    expect(result.current.canAdd).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('can add again once a guest is removed at max', () => {
    const { result } = renderState({ max: 2, defaultValue: [ANNA, BRAM] });
    expect(result.current.canAdd).toBe(false);
    act(() => result.current.remove('anna'));
    expect(result.current.canAdd).toBe(true);
    act(() => void result.current.add());
    expect(result.current.guests).toHaveLength(2);
    expect(result.current.guests[0]).toBe(BRAM);
  });

  it("never allows more than the spec's most guests, whatever max says", () => {
    const { result } = renderState({ max: GUEST_COUNT.max + 50 });
    expect(result.current.max).toBe(GUEST_COUNT.max);
    const full = Array.from({ length: GUEST_COUNT.max }, (_, index) => guest(`g${index}`));
    const { result: fullList } = renderState({ max: GUEST_COUNT.max + 50, defaultValue: full });
    expect(fullList.current.canAdd).toBe(false);
    act(() => void fullList.current.add());
    expect(fullList.current.guests).toHaveLength(GUEST_COUNT.max);
  });

  it('gives new rows ids unique in the list, also next to given ids that look like its own', () => {
    const { result } = renderState({ defaultValue: [guest('guest-0'), guest('guest-1'), guest('guest-3')] });
    const added: string[] = [];
    for (let index = 0; index < 3; index++) act(() => void added.push(result.current.add()));
    const ids = result.current.guests.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
    expect(ids.slice(3)).toEqual(added);
    for (const id of added) expect(['guest-0', 'guest-1', 'guest-3']).not.toContain(id);
  });

  it('does not reuse the id of a removed row', () => {
    const { result } = renderState({});
    let first = '';
    act(() => {
      first = result.current.add();
    });
    act(() => result.current.remove(first));
    let second = '';
    act(() => {
      second = result.current.add();
    });
    expect(second).not.toBe(first);
    expect(result.current.guests.map((row) => row.id)).toEqual([second]);
  });

  it('removes the one guest with that id and reports the list', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: [ANNA, BRAM], onValueChange });
    act(() => result.current.remove('anna'));
    expect(result.current.guests).toEqual([BRAM]);
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith([BRAM]);
  });

  it('updates a field in place: same id and position, the other rows untouched', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ defaultValue: [ANNA, BRAM], onValueChange });
    act(() => result.current.update('anna', 'name', 'Anna Smit'));
    expect(result.current.guests).toEqual([{ ...ANNA, name: 'Anna Smit' }, BRAM]);
    expect(result.current.guests[1]).toBe(BRAM);
    act(() => result.current.update('anna', 'email', 'anna.smit@example.com'));
    expect(result.current.guests[0]).toEqual({ id: 'anna', name: 'Anna Smit', email: 'anna.smit@example.com' });
    expect(onValueChange).toHaveBeenCalledTimes(2);
    expect(onValueChange).toHaveBeenLastCalledWith([{ id: 'anna', name: 'Anna Smit', email: 'anna.smit@example.com' }, BRAM]);
  });

  it("keeps a new row's identity while it is filled in", () => {
    const { result } = renderState({});
    let id = '';
    act(() => {
      id = result.current.add();
    });
    act(() => result.current.update(id, 'name', 'Chloé Dubois'));
    act(() => result.current.update(id, 'email', 'chloe@example.com'));
    expect(result.current.guests).toEqual([{ id, name: 'Chloé Dubois', email: 'chloe@example.com' }]);
  });

  it('follows a controlled value: changes are reported, and show once the app passes them back', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ value: [ANNA], onValueChange });
    let id = '';
    act(() => {
      id = result.current.add();
    });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith([ANNA, guest(id)]);
    expect(result.current.guests).toEqual([ANNA]);
    act(() => result.current.update('anna', 'name', 'Anna Smit'));
    expect(onValueChange).toHaveBeenLastCalledWith([{ ...ANNA, name: 'Anna Smit' }]);
    expect(result.current.guests).toEqual([ANNA]);
    rerender({ value: [ANNA, BRAM], onValueChange });
    expect(result.current.guests).toEqual([ANNA, BRAM]);
    act(() => result.current.remove('bram'));
    expect(onValueChange).toHaveBeenLastCalledWith([ANNA]);
    expect(result.current.guests).toEqual([ANNA, BRAM]);
  });

  it('counts canAdd from the controlled value', () => {
    const { result, rerender } = renderState({ value: [ANNA], max: 2 });
    expect(result.current.canAdd).toBe(true);
    rerender({ value: [ANNA, BRAM], max: 2 });
    expect(result.current.canAdd).toBe(false);
  });

  it('works as the state of a component that lifts it', () => {
    const useLifted = () => {
      const [value, setValue] = useState<GuestDraft[]>([ANNA]);
      return useGuestListState({ value, onValueChange: setValue });
    };
    const { result } = renderHook(useLifted, {});
    let id = '';
    act(() => {
      id = result.current.add();
    });
    act(() => result.current.update(id, 'email', 'dorota@example.com'));
    act(() => result.current.remove('anna'));
    expect(result.current.guests).toEqual([{ id, name: '', email: 'dorota@example.com' }]);
  });

  it('keeps every change made in one handler: both fields, two new rows, two removals', () => {
    const { result } = renderHook(useGuestListState, {
      defaultValue: [
        { id: 'a', name: '', email: '' },
        { id: 'b', name: '', email: '' },
      ],
    });
    act(() => {
      result.current.update('a', 'name', 'Anna');
      result.current.update('a', 'email', 'anna@example.com');
    });
    expect(result.current.guests[0]).toEqual({ id: 'a', name: 'Anna', email: 'anna@example.com' });
    act(() => {
      result.current.add();
      result.current.add();
    });
    expect(result.current.guests).toHaveLength(4);
    act(() => {
      result.current.remove('a');
      result.current.remove('b');
    });
    expect(result.current.guests.map((guest) => guest.id)).not.toContain('a');
    expect(result.current.guests).toHaveLength(2);
  });
});
