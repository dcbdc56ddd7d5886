import { afterEach, describe, expect, it } from 'vitest';
import { choiceOf } from './cookie-consent-categories';
import { createCookieConsentStorage } from './cookie-consent-storage';

const clear = () => {
  for (const name of ['bk-consent', 'bk-consent-categories', 'consent', 'consent-categories']) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookies the storage writes.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

afterEach(clear);

describe('createCookieConsentStorage', () => {
  it('remembers a partial choice in two cookies the server can read', () => {
    const storage = createCookieConsentStorage();
    storage.set('essential', ['analytics']);
    expect(document.cookie).toContain('bk-consent=essential');
    expect(document.cookie).toContain('bk-consent-categories=analytics');
    expect(storage.get()).toBe('essential');
    expect(storage.getCategories?.()).toEqual(['analytics']);
  });

  it('writes none for no category, and drops what is not a category', () => {
    const storage = createCookieConsentStorage({ name: 'consent' });
    storage.set('essential', []);
    expect(document.cookie).toContain('consent-categories=none');
    expect(storage.getCategories?.()).toEqual([]);
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie a visitor edited by hand.
    document.cookie = 'consent-categories=analytics.tracking; Path=/';
    expect(storage.getCategories?.()).toEqual(['analytics']);
  });

  it('has no categories before any choice', () => {
    expect(createCookieConsentStorage().getCategories?.()).toBeNull();
  });
});

describe('choiceOf', () => {
  it('is "all" only when every category is allowed', () => {
    expect(choiceOf(['preferences', 'analytics'])).toBe('all');
    expect(choiceOf(['analytics'])).toBe('essential');
    expect(choiceOf([])).toBe('essential');
  });
});
