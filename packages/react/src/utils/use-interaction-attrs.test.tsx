import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../test/render';
import { ActionPart } from './action-part';
import { InteractivePart } from './interactive-part';

const own = { type: 'button', 'data-scope': 'details-form', 'data-part': 'submit' };

describe('interaction attributes on a part', () => {
  it('has none at rest: each attribute is absent, not "false"', () => {
    const button = render(<ActionPart own={own} content="Book" />).querySelector('button') as HTMLButtonElement;
    for (const name of ['data-hovered', 'data-pressed', 'data-focus-visible', 'data-disabled'])
      expect(button.hasAttribute(name), name).toBe(false);
  });

  it('shows the focus reached with Tab, and not the focus a click gives', async () => {
    const button = render(<ActionPart own={own} content="Book" />).querySelector('button') as HTMLButtonElement;
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.click(document.body));
    await act(() => userEvent.click(button));
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('data-focus-visible')).toBe(false);
  });

  it('is hovered while the pointer rests on it, and pressed while Space is held', async () => {
    const button = render(<ActionPart own={own} content="Book" />).querySelector('button') as HTMLButtonElement;
    await act(() => userEvent.hover(button));
    expect(button.getAttribute('data-hovered')).toBe('');
    await act(() => userEvent.unhover(button));
    expect(button.hasAttribute('data-hovered')).toBe(false);
    await act(() => userEvent.tab());
    await act(() => userEvent.keyboard('[Space>]'));
    expect(button.getAttribute('data-pressed')).toBe('');
    await act(() => userEvent.keyboard('[/Space]'));
    expect(button.hasAttribute('data-pressed')).toBe(false);
  });

  it('runs its click handler once for a click, for Enter and for Space', async () => {
    const onClick = vi.fn();
    const button = render(<ActionPart own={{ ...own, onClick }} content="Book" />).querySelector('button') as HTMLButtonElement;
    await act(() => userEvent.click(button));
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onClick).toHaveBeenCalledTimes(2);
    await act(() => userEvent.keyboard(' '));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("lets a key press bubble to the app's own handlers", async () => {
    const onKeyDown = vi.fn();
    const container = render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a test listener on a wrapper, as an app's shortcut handler would be
      <div onKeyDown={onKeyDown}>
        <ActionPart own={own} content="Book" />
      </div>,
    );
    (container.querySelector('button') as HTMLButtonElement).focus();
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('submits its form once with Enter when it is a submit button, and runs its handler once', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    const container = render(
      <form onSubmit={onSubmit}>
        <ActionPart own={{ ...own, type: 'submit', onClick }} content="Book" />
      </form>,
    );
    (container.querySelector('button') as HTMLButtonElement).focus();
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("lets a link's handler stop the navigation that Enter starts", async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const link = render(<InteractivePart as="a" href="#elsewhere" onClick={onClick} content="Page 2" />).querySelector(
      'a',
    ) as HTMLAnchorElement;
    link.focus();
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
  });

  it('is marked disabled while busy, and leaves what a click then does to the part', async () => {
    const onClick = vi.fn();
    const button = render(
      <InteractivePart as="button" aria-disabled="true" aria-busy="true" onClick={onClick} content="Scheduling…" />,
    ).querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('data-disabled')).toBe('');
    // Playwright's click waits for an enabled element; a screen reader's click is the DOM's.
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when disabled, is neither hovered nor pressed', async () => {
    const button = render(<InteractivePart as="button" disabled content="Next" />).querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('data-disabled')).toBe('');
    await act(() => userEvent.hover(button, { force: true }));
    expect(button.hasAttribute('data-hovered')).toBe(false);
  });

  it('takes the pressed state a react-aria hook already tracks, and keeps the click as it is', async () => {
    const onClick = vi.fn();
    const button = render(
      <InteractivePart as="button" type="button" interaction={{ isPressed: true }} onClick={onClick} content="Next" />,
    ).querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('data-pressed')).toBe('');
    button.focus();
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
