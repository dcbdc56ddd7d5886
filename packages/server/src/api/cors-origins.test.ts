import { describe, expect, it } from 'vitest';
import { canonicalOrigin, parseCorsOrigins } from './cors-origins';

/** The list and what it warned about. */
function parse(raw: string | undefined) {
  const warnings: string[] = [];
  const origins = parseCorsOrigins(raw, (message) => warnings.push(message));
  return { origins, warnings };
}

describe('CORS_ORIGINS', () => {
  it('unset, empty or blank, lets no origin in and warns about nothing', () => {
    for (const raw of [undefined, '', '  ', ' , ']) expect(parse(raw)).toEqual({ origins: [], warnings: [] });
  });

  it('reads comma-separated origins, made canonical as browsers send them, each once', () => {
    expect(parse(' https://shop.example.com ,http://localhost:5173,HTTPS://Shop.Example.com:443, http://[::1]:8080')).toEqual({
      origins: ['https://shop.example.com', 'http://localhost:5173', 'http://[::1]:8080'],
      warnings: [],
    });
  });

  it('leaves out what is not an origin, saying why and what to write', () => {
    const { origins, warnings } = parse(
      'https://shop.example.com/,shop.example.com,https://*.example.com,ftp://files.example.com,https://ada@example.com,https://ok.example.com',
    );
    expect(origins).toEqual(['https://ok.example.com']);
    expect(warnings).toEqual([
      'CORS_ORIGINS: "https://shop.example.com/" is not an origin (an origin has no path, not even "/": did you mean "https://shop.example.com"?); it is left out.',
      'CORS_ORIGINS: "shop.example.com" is not an origin (it must start with http:// or https://); it is left out.',
      'CORS_ORIGINS: "https://*.example.com" is not an origin (a wildcard works only alone, as "*" for any origin); it is left out.',
      'CORS_ORIGINS: "ftp://files.example.com" is not an origin (it must start with http:// or https://); it is left out.',
      'CORS_ORIGINS: "https://ada@example.com" is not an origin (it is not scheme://host[:port]); it is left out.',
    ]);
  });

  it('takes * alone as any origin, and says the other entries add nothing beside it', () => {
    expect(parse('*')).toEqual({ origins: ['*'], warnings: [] });
    const mixed = parse('https://shop.example.com, *');
    expect(mixed.origins).toEqual(['*']);
    expect(mixed.warnings).toEqual(['CORS_ORIGINS: "*" lets in every origin; the other entries add nothing.']);
  });

  it('knows an origin only in the exact form scheme://host[:port]', () => {
    expect(canonicalOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(canonicalOrigin('https://example.com:443')).toBe('https://example.com');
    for (const bad of [
      'null',
      'https://',
      'https://exa mple.com',
      'https://example.com?x',
      'https://example.com#x',
      'https://a:99999',
    ])
      expect(canonicalOrigin(bad), bad).toBeUndefined();
  });
});
