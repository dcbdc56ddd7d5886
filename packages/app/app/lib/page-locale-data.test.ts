import { loadMessages } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { pageLocaleData } from './locale.server';

describe('pageLocaleData', () => {
  it('gives a page its locale’s catalog, without the emails’ messages and no English beside another language', async () => {
    const german = await pageLocaleData('de');
    expect(german.locale).toBe('de');
    expect(german.fallbackMessages).toBeUndefined();
    expect(german.messages.email).toBeUndefined();
    expect(german.messages).toEqual(await loadMessages('de'));
  });
});
