import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInLocale } from '../test/render-in-locale';
import * as AttendeePicker from './attendee-picker';

const PEOPLE = [
  { id: 'me', name: 'You' },
  { id: 'grace', name: 'Grace Hopper' },
  { id: 'alan', name: 'Alan Turing' },
];
const SEAT_LIMIT_2 =
  'You can reserve up to 2 slots for this service. To book for additional guests, kindly select a different service for the same time slot.';

/** The native input a person's name labels. */
function inputOf(container: HTMLElement, name: string): HTMLInputElement {
  const input = [...container.querySelectorAll('input')].find((candidate) => candidate.labels?.[0]?.textContent === name);
  if (!input) throw new Error(`no input labelled ${name}`);
  return input;
}

/** The group's accessible name, from the element its `aria-labelledby` names. */
function groupName(group: Element | null): string | null | undefined {
  const id = group?.getAttribute('aria-labelledby');
  return id ? document.getElementById(id)?.textContent : null;
}

const checked = (container: HTMLElement) =>
  PEOPLE.filter((person) => inputOf(container, person.name).checked).map(({ id }) => id);

describe('AttendeePicker', () => {
  it('without a maximum: a named group of checkboxes, several people at once', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <AttendeePicker.Root people={PEOPLE} defaultValue={['me']} onValueChange={onValueChange} />,
    );
    const group = container.querySelector('[role="group"]');
    expect(groupName(group)).toBe('Who is this for?');
    expect([...container.querySelectorAll('input')].map((input) => input.type)).toEqual(['checkbox', 'checkbox', 'checkbox']);
    act(() => inputOf(container, 'Grace Hopper').click());
    expect(onValueChange).toHaveBeenLastCalledWith(['me', 'grace']);
    expect(checked(container)).toEqual(['me', 'grace']);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('with max 1: a radio group, so a one-seat service is one person’s; choosing another moves the choice', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <AttendeePicker.Root people={PEOPLE} defaultValue={['me']} onValueChange={onValueChange} max={1} />,
    );
    const group = container.querySelector('[role="radiogroup"]');
    expect(group).not.toBeNull();
    expect(groupName(group)).toBe('Who is this for?');
    const radios = [...container.querySelectorAll('input')];
    expect(radios.map((input) => input.type)).toEqual(['radio', 'radio', 'radio']);
    expect(new Set(radios.map((input) => input.name)).size).toBe(1);
    act(() => inputOf(container, 'Grace Hopper').click());
    expect(onValueChange).toHaveBeenLastCalledWith(['grace']);
    expect(checked(container)).toEqual(['grace']);
    expect(container.querySelector('[data-part="option"][data-state="checked"]')?.textContent).toBe('Grace Hopper');
  });

  it('with max 1, from the keyboard: Tab reaches the chosen person, arrows move the choice', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <AttendeePicker.Root people={PEOPLE} defaultValue={['grace']} onValueChange={onValueChange} max={1} />,
    );
    // Real key presses from the browser; act() lets React finish what they set off before we look.
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(inputOf(container, 'Grace Hopper'));
    await act(() => userEvent.keyboard('{ArrowDown}'));
    expect(document.activeElement).toBe(inputOf(container, 'Alan Turing'));
    expect(onValueChange).toHaveBeenLastCalledWith(['alan']);
    expect(checked(container)).toEqual(['alan']);
    await act(() => userEvent.keyboard('{ArrowUp}'));
    expect(checked(container)).toEqual(['grace']);
  });

  it('with max 2: refuses a third tick and says why, until the choice changes', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <AttendeePicker.Root people={PEOPLE} defaultValue={['me', 'grace']} onValueChange={onValueChange} max={2} />,
    );
    act(() => inputOf(container, 'Alan Turing').click());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(checked(container)).toEqual(['me', 'grace']);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(SEAT_LIMIT_2);
    expect(alert?.getAttribute('data-part')).toBe('limit');
    expect(container.querySelector('[role="group"]')?.getAttribute('aria-describedby')).toBe(alert?.id);
    // Unticking is always allowed, and clears the message; then the other guest fits.
    act(() => inputOf(container, 'Grace Hopper').click());
    expect(onValueChange).toHaveBeenLastCalledWith(['me']);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('[role="group"]')?.hasAttribute('aria-describedby')).toBe(false);
    act(() => inputOf(container, 'Alan Turing').click());
    expect(onValueChange).toHaveBeenLastCalledWith(['me', 'alan']);
  });

  it('controlled: shows the owner’s value, and a refused tick never reaches it', async () => {
    const onValueChange = vi.fn();
    const { container, rerender } = await renderInLocale(
      <AttendeePicker.Root people={PEOPLE} value={['alan']} onValueChange={onValueChange} max={1} />,
    );
    expect(checked(container)).toEqual(['alan']);
    act(() => inputOf(container, 'You').click());
    expect(onValueChange).toHaveBeenLastCalledWith(['me']);
    // The owner has not taken the change: the picker still shows what it was given.
    expect(checked(container)).toEqual(['alan']);
    rerender(<AttendeePicker.Root people={PEOPLE} value={['me', 'grace']} onValueChange={onValueChange} max={2} />);
    act(() => inputOf(container, 'Alan Turing').click());
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(SEAT_LIMIT_2);
  });

  it('shows how a box is used: hover, keyboard focus, and Space ticks it exactly once', async () => {
    const onValueChange = vi.fn();
    const { container } = await renderInLocale(
      <AttendeePicker.Root people={PEOPLE} defaultValue={['me']} onValueChange={onValueChange} />,
    );
    const grace = inputOf(container, 'Grace Hopper');
    await act(() => userEvent.hover(grace));
    expect(grace.getAttribute('data-hovered')).toBe('');
    act(() => inputOf(container, 'You').focus());
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(grace);
    expect(grace.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard(' '));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith(['me', 'grace']);
  });
});
