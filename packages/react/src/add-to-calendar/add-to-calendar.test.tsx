import type { CalendarEvent } from '@booking-kit/core';
import { act, type ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInLocale } from '../test/render-in-locale';
import * as AddToCalendar from './add-to-calendar';

const EVENT: CalendarEvent = {
  uid: 'b1@book.example',
  title: 'Massage',
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T10:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
};

/** An app's own link: it renders an anchor with the props it is given. */
function AppLink(props: ComponentPropsWithRef<'a'>) {
  return <a {...props} className="app-link" />;
}

describe('AddToCalendar parts', () => {
  it('show keyboard focus and hover as data attributes; Enter follows a link once', async () => {
    // The app's handler keeps the test page from opening the calendar site.
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = await renderInLocale(
      <AddToCalendar.Root event={EVENT}>
        <AddToCalendar.Link provider="google" onClick={onClick} />
        <AddToCalendar.Link provider="outlook" asChild>
          <AppLink />
        </AddToCalendar.Link>
        <AddToCalendar.Download />
      </AddToCalendar.Root>,
    );
    const [google, outlook] = container.querySelectorAll<HTMLElement>('[data-part="link"]');
    const download = container.querySelector('[data-part="download"]') as HTMLElement;
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(google);
    expect(google?.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onClick).toHaveBeenCalledTimes(1);
    // The app's own element gets the state too, and the name with the new-tab text when it is empty.
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(outlook);
    expect(outlook?.className).toBe('app-link');
    expect(outlook?.getAttribute('data-focus-visible')).toBe('');
    expect(outlook?.textContent).toBe('Outlook.com (opens in a new tab)');
    await act(() => userEvent.hover(download));
    expect(download.getAttribute('data-hovered')).toBe('');
    expect(outlook?.hasAttribute('data-focus-visible')).toBe(true);
  });
});
