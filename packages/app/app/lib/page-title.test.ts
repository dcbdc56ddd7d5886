import { describe, expect, it } from 'vitest';
import { metaTitle, metaTitleSeparator } from './page-title';

const root = (loaderData: unknown) => [{ id: 'root', loaderData }, { id: 'routes/provider' }];

describe('metaTitle', () => {
  it('joins the parts with the separator the root loader sends', () => {
    expect(metaTitle(root({ titleSeparator: '·' }), ['Massage', 'Anna de Vries', ''])).toBe('Massage · Anna de Vries');
  });

  it('uses the spec’s | when the root sends none, an empty one or failed', () => {
    expect(metaTitle(root({}), ['Massage', 'Anna de Vries'])).toBe('Massage | Anna de Vries');
    expect(metaTitleSeparator(root({ titleSeparator: '' }))).toBe('|');
    expect(metaTitleSeparator(root(undefined))).toBe('|');
    expect(metaTitleSeparator([undefined])).toBe('|');
  });
});
