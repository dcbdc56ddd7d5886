import { describe, expect, it } from 'vitest';
import { contactDetailsSchema } from './contact-details';

const valid = { firstName: 'Zoë', lastName: "O'Brien-Đorđević", email: 'zoe@example.com', phone: '+31 20 123 4567' };
const issues = (input: unknown) =>
  Object.fromEntries(
    (contactDetailsSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('contactDetailsSchema', () => {
  it('accepts names in any script and trims', () => {
    expect(contactDetailsSchema.parse({ ...valid, firstName: '  Łucja ' }).firstName).toBe('Łucja');
    expect(contactDetailsSchema.safeParse({ ...valid, firstName: '美咲' }).success).toBe(true);
  });

  it('answers with message keys', () => {
    expect(issues({ ...valid, firstName: '', email: 'nope', phone: 'call me' })).toEqual({
      firstName: 'validation.required',
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
    });
    expect(issues({ ...valid, lastName: '<script>' })).toEqual({ lastName: 'validation.nameInvalid' });
    expect(issues({})).toMatchObject({ firstName: 'validation.required', email: 'validation.required' });
  });
});
