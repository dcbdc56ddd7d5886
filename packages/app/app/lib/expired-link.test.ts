import { describe, expect, it } from 'vitest';
import { expiredLink } from './expired-link';

describe('expiredLink', () => {
  it('answers 410 Slug Expired with the page’s path and the business’s phone to ask for a new link', () => {
    const answer = expiredLink(new Request('https://harbor.example/de/widget/otl/otl-welcome?x=1'), '+45 12 34 56 78');
    expect(answer.init).toEqual({ status: 410, statusText: 'Slug Expired' });
    expect(answer.data).toEqual({ path: '/de/widget/otl/otl-welcome', phone: '+45 12 34 56 78' });
  });

  it('gives no phone when the business has none', () => {
    expect(expiredLink(new Request('https://harbor.example/widget/otl/x'), undefined).data).toEqual({ path: '/widget/otl/x' });
  });
});
