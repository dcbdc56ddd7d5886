import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import type { RecurringSeriesValue } from './recurring-series.types';
import {
  type RecurringSeriesState,
  type RecurringSeriesStateOptions,
  useRecurringSeriesState,
} from './use-recurring-series-state';

const WEEKLY_FOUR: RecurringSeriesValue = { everyWeeks: 1, count: 4, skip: [], replacements: {} };
const LATER = '2026-03-23T10:00:00.000Z';
const EARLIER = '2026-03-23T08:00:00.000Z';

const render = (options: RecurringSeriesStateOptions) =>
  renderHook<RecurringSeriesStateOptions, RecurringSeriesState>(useRecurringSeriesState, options);

describe('useRecurringSeriesState', () => {
  it('starts from defaultValue, or weekly twice without one', () => {
    expect(render({}).result.current.value).toEqual({ everyWeeks: 1, count: 2, skip: [], replacements: {} });
    expect(render({ defaultValue: WEEKLY_FOUR }).result.current.value).toEqual(WEEKLY_FOUR);
  });

  it('chooses weekly × 4 uncontrolled and reports each change', () => {
    const onValueChange = vi.fn();
    const { result } = render({ defaultValue: { ...WEEKLY_FOUR, everyWeeks: 2, count: 2 }, onValueChange });
    act(() => result.current.setEveryWeeks(1));
    act(() => result.current.setCount(4));
    expect(result.current.value).toEqual(WEEKLY_FOUR);
    expect(onValueChange).toHaveBeenLastCalledWith(WEEKLY_FOUR);
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('moves a taken occurrence or leaves it out, never both', () => {
    const { result } = render({ defaultValue: WEEKLY_FOUR });
    act(() => result.current.replace(2, LATER));
    expect(result.current.value).toMatchObject({ skip: [], replacements: { 2: LATER } });
    act(() => result.current.skip(2));
    expect(result.current.value).toMatchObject({ skip: [2], replacements: {} });
    act(() => result.current.replace(2, EARLIER));
    expect(result.current.value).toMatchObject({ skip: [], replacements: { 2: EARLIER } });
    act(() => result.current.reset(2));
    expect(result.current.value).toEqual(WEEKLY_FOUR);
  });

  it('keeps skip sorted, and never leaves out or moves the first occurrence or one beyond the series', () => {
    const { result } = render({ defaultValue: WEEKLY_FOUR });
    act(() => result.current.skip(3));
    act(() => result.current.skip(1));
    act(() => result.current.skip(0));
    act(() => result.current.skip(4));
    act(() => result.current.replace(7, LATER));
    // The first occurrence is the time chosen first: it is not moved either.
    act(() => result.current.replace(0, LATER));
    expect(result.current.value).toMatchObject({ skip: [1, 3], replacements: {} });
  });

  it('a shorter series drops the choices beyond it; a new rhythm drops them all', () => {
    const { result } = render({ defaultValue: { ...WEEKLY_FOUR, count: 6 } });
    act(() => result.current.skip(5));
    act(() => result.current.replace(1, LATER));
    act(() => result.current.replace(4, EARLIER));
    act(() => result.current.setCount(4));
    expect(result.current.value).toEqual({ ...WEEKLY_FOUR, replacements: { 1: LATER } });
    act(() => result.current.setEveryWeeks(2));
    expect(result.current.value).toEqual({ ...WEEKLY_FOUR, everyWeeks: 2 });
  });

  it('when controlled, only asks for changes and shows the value it is given', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = render({ value: WEEKLY_FOUR, onValueChange });
    act(() => result.current.skip(2));
    expect(onValueChange).toHaveBeenCalledWith({ ...WEEKLY_FOUR, skip: [2] });
    expect(result.current.value).toEqual(WEEKLY_FOUR);
    rerender({ value: { ...WEEKLY_FOUR, skip: [2] }, onValueChange });
    expect(result.current.value.skip).toEqual([2]);
  });

  it('does not report a change that changes nothing', () => {
    const onValueChange = vi.fn();
    const { result } = render({ defaultValue: WEEKLY_FOUR, onValueChange });
    act(() => result.current.setEveryWeeks(1));
    act(() => result.current.setCount(4));
    act(() => result.current.reset(2));
    expect(onValueChange).not.toHaveBeenCalled();
  });
  it('lands several changes made in one handler', () => {
    const onValueChange = vi.fn();
    const { result } = render({ defaultValue: WEEKLY_FOUR, onValueChange });
    act(() => {
      result.current.skip(1);
      result.current.replace(2, LATER);
      result.current.setCount(5);
    });
    expect(result.current.value).toEqual({ ...WEEKLY_FOUR, count: 5, skip: [1], replacements: { 2: LATER } });
  });

  it('repeats only when the visitor turns it on, keeping the series for when it is on again', () => {
    const onRepeatChange = vi.fn();
    const { result } = render({ defaultValue: WEEKLY_FOUR, onRepeatChange });
    expect(result.current.repeat).toBe(false);
    act(() => result.current.setRepeat(true));
    expect(result.current.repeat).toBe(true);
    act(() => result.current.skip(2));
    act(() => result.current.setRepeat(false));
    expect(onRepeatChange.mock.calls).toEqual([[true], [false]]);
    expect(result.current.value).toEqual({ ...WEEKLY_FOUR, skip: [2] });
  });

  it('when the repeat is controlled, only asks for it', () => {
    const onRepeatChange = vi.fn();
    const { result, rerender } = render({ repeat: false, onRepeatChange });
    act(() => result.current.setRepeat(true));
    expect(onRepeatChange).toHaveBeenCalledWith(true);
    expect(result.current.repeat).toBe(false);
    rerender({ repeat: true, onRepeatChange });
    expect(result.current.repeat).toBe(true);
  });
});
