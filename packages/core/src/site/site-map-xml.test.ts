import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_ROUTING } from '../i18n/locale-routing';
import { siteMapXml } from './site-map-xml';

const locales = [
  { code: 'en', iso: 'en-US' },
  { code: 'de', iso: 'de-DE' },
] as const;

describe('siteMapXml', () => {
  it('lists every address with its last change and the same page in every locale', () => {
    const xml = siteMapXml(
      { entries: [{ path: '/about', lastModified: '2026-03-01T09:00:00.000Z' }, { path: '/journal/b/breathing/' }] },
      { origin: 'https://harbor.example', routing: DEFAULT_LOCALE_ROUTING, locales },
    );
    expect(xml.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      '  <url>',
      '    <loc>https://harbor.example/about</loc>',
      '    <lastmod>2026-03-01T09:00:00.000Z</lastmod>',
      '    <xhtml:link rel="alternate" hreflang="en-US" href="https://harbor.example/about"/>',
      '    <xhtml:link rel="alternate" hreflang="de-DE" href="https://harbor.example/de/about"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://harbor.example/about"/>',
      '  </url>',
      '  <url>',
      '    <loc>https://harbor.example/journal/b/breathing/</loc>',
      '    <xhtml:link rel="alternate" hreflang="en-US" href="https://harbor.example/journal/b/breathing/"/>',
      '    <xhtml:link rel="alternate" hreflang="de-DE" href="https://harbor.example/de/journal/b/breathing/"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://harbor.example/journal/b/breathing/"/>',
      '  </url>',
      '</urlset>',
      '',
    ]);
  });

  it('writes the locale’s prefix where the strategy asks for one, and no alternates where one address serves all', () => {
    const site = { entries: [{ path: '/about' }] };
    const prefixed = siteMapXml(site, { origin: 'https://harbor.example', routing: { strategy: 'prefix', defaultLocale: 'en' } });
    expect(prefixed).toContain('<loc>https://harbor.example/en/about</loc>');
    const single = siteMapXml(site, {
      origin: 'https://harbor.example',
      routing: { strategy: 'no_prefix', defaultLocale: 'en' },
    });
    expect(single).toContain('<loc>https://harbor.example/about</loc>');
    expect(single).not.toContain('xhtml:link');
  });

  it('writes XML’s special characters as entities', () => {
    const xml = siteMapXml(
      { entries: [{ path: '/a&b' }] },
      { origin: 'https://harbor.example', routing: DEFAULT_LOCALE_ROUTING, locales: [] },
    );
    expect(xml).toContain('<loc>https://harbor.example/a&amp;b</loc>');
  });
});
