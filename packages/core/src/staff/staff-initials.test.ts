import { describe, expect, it } from 'vitest';
import { staffInitials } from './staff-initials';

describe('staffInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(staffInitials('Anna de Vries', 'nl-NL')).toBe('AV');
    expect(staffInitials('  grace   hopper ', 'en-US')).toBe('GH');
    expect(staffInitials('Zoë', 'en-US')).toBe('Z');
    expect(staffInitials('', 'en-US')).toBe('');
  });

  it('keeps a letter with a combining mark whole and upper-cases by the locale', () => {
    expect(staffInitials('a\u0308sa berg', 'sv-SE')).toBe('A\u0308B');
    expect(staffInitials('ilkay demir', 'tr-TR')).toBe('İD');
  });
});
