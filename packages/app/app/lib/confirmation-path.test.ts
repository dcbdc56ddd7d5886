import { describe, expect, it } from 'vitest';
import { confirmationPath } from './confirmation-path';

const page = (ids: string) => `/de/widget/booking/${ids}`;

describe('confirmationPath', () => {
  it('names every booking of the request, with the manage token in the address', () => {
    expect(confirmationPath({ ids: ['AbC', 'dEf'], manageToken: 'a+b/c' }, page)).toBe(
      '/de/widget/booking/AbC,dEf?token=a%2Bb%2Fc',
    );
  });

  it('has no query when there is no token', () => {
    expect(confirmationPath({ ids: ['AbC'], manageToken: null }, page)).toBe('/de/widget/booking/AbC');
  });
});
