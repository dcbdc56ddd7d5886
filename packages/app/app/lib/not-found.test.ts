import { describe, expect, it } from 'vitest';
import { notFound } from './not-found';

describe('notFound', () => {
  it('answers 404 Page Not Found with the path asked for', () => {
    const answer = notFound(new Request('https://harbor.example/widget/appointment/nobody?month=2027-01'));
    expect(answer.init).toEqual({ status: 404, statusText: 'Page Not Found' });
    expect(answer.data).toEqual({ path: '/widget/appointment/nobody' });
  });

  it('says what is missing when the reason is given', () => {
    expect(notFound(new Request('https://harbor.example/widget/booking/AbC'), 'event').data).toEqual({
      path: '/widget/booking/AbC',
      reason: 'event',
    });
  });
});
