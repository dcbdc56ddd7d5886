import { describe, expect, it } from 'vitest';
import { framePrefill } from './frame-prefill';

describe('prefill from a widget frame’s address', () => {
  it('splits the name, and takes the email, phone and the form’s other answers', () => {
    const query = new URLSearchParams({
      name: '  Ada  King Lovelace ',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      answers: JSON.stringify({
        location: 'Keizersgracht 12',
        dateOfBirth: '1990-12-10',
        unknown: 'x',
        additionalInformation: 3,
      }),
    });
    expect(framePrefill(query).contact).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      location: 'Keizersgracht 12',
      dateOfBirth: '1990-12-10',
    });
  });

  it('takes guests with a name, and nothing from what is not JSON', () => {
    const guests = [{ name: 'Grace Hopper', email: 'grace@example.com' }, { name: ' ' }, { name: 'Alan Turing' }, 'x'];
    expect(framePrefill(new URLSearchParams({ guests: JSON.stringify(guests) })).guests).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.com' },
      { name: 'Alan Turing', email: '' },
    ]);
    expect(framePrefill(new URLSearchParams({ guests: '[{name:' })).guests).toEqual([]);
    expect(framePrefill(new URLSearchParams({ answers: 'nope' })).contact).toEqual({});
  });
});
