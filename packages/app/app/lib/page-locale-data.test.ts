import { loadMessages } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { pageLocaleData } from './locale.server';

describe('pageLocaleData', () => {
  it('gives a page its locale’s catalog without the emails’ messages, and no English beside another language', async () => {
    const german = await pageLocaleData('de');
    const full = await loadMessages('de');
    expect(german.locale).toBe('de');
    expect(german.fallbackMessages).toBeUndefined();
    expect(german.messages.email).toBeUndefined();
    expect(full.email).toBeDefined();
    // Every other namespace is the catalog's own, as it is.
    const { email: _email, ...pageNamespaces } = full;
    expect(german.messages).toEqual(pageNamespaces);
    expect(JSON.stringify(german.messages).length).toBeLessThan(JSON.stringify(full).length);
  });
});
