import { createTranslator, loadMessages } from '@booking-kit/core';
import { LocaleProvider } from '@booking-kit/react';
import { act } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../test/render';
import { CopyLink } from './copy-link';

describe('CopyLink', () => {
  it('shows keyboard focus and hover on its button, and copies once for Enter and once for Space', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    onTestFinished(() => writeText.mockRestore());
    const messages = await loadMessages('en');
    const container = render(
      <LocaleProvider translator={createTranslator('en', messages)} timeZone="Europe/Amsterdam">
        <CopyLink url="https://book.example/widget/booking/b1" />
      </LocaleProvider>,
    );
    const copy = container.querySelector('button') as HTMLButtonElement;
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(copy);
    expect(copy.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard('{Enter}'));
    expect(writeText).toHaveBeenCalledTimes(1);
    await act(() => userEvent.keyboard(' '));
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith('https://book.example/widget/booking/b1');
    await act(() => userEvent.hover(copy));
    expect(copy.getAttribute('data-hovered')).toBe('');
  });
});
