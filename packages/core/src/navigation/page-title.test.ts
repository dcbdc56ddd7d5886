import { describe, expect, it } from 'vitest';
import { PAGE_TITLE_SEPARATOR, pageTitle, titleSeparator } from './page-title';

describe('page titles', () => {
  it('join their parts with the spec’s default separator, leaving out empty ones', () => {
    expect(PAGE_TITLE_SEPARATOR).toBe('|');
    expect(pageTitle(['Massage', 'Anna de Vries'])).toBe('Massage | Anna de Vries');
    expect(pageTitle(['Harbor Wellness Studio', '', undefined])).toBe('Harbor Wellness Studio');
  });

  it('use the site’s separator when one is set', () => {
    expect(pageTitle(['Massage', 'Anna de Vries'], titleSeparator('·'))).toBe('Massage · Anna de Vries');
    expect(titleSeparator(' — ')).toBe('—');
  });

  it('keep the default for an unset, empty, long or multi-line setting, and say why when one was given', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(titleSeparator(undefined, warn)).toBe('|');
    expect(titleSeparator('   ', warn)).toBe('|');
    expect(titleSeparator('and then', warn)).toBe('|');
    expect(titleSeparator('a\nb', warn)).toBe('|');
    expect(warnings).toHaveLength(2);
  });
});
