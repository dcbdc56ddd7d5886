import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it('lets the site be crawled but not the API, the previews or a visitor’s own pages, and names the sitemap', () => {
    expect(robotsTxt('https://harbor.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /v2/preview/',
      'Disallow: /widget/booking',
      'Disallow: /widget/cancel-booking',
      'Disallow: /widget/otl',
      'Sitemap: https://harbor.example/sitemap.xml',
      '',
    ]);
  });
});
