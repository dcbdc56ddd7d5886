import { describe, expect, it } from 'vitest';
import type { ContentView } from '../schemas/content-view';
import { type ContentMetaSource, contentMeta } from './content-meta';

const site = { name: 'Harbor Wellness Studio', defaultLocale: 'en' } as const;

const postView: ContentView = {
  kind: 'post',
  locale: 'pt-br',
  title: 'Breathing at your desk',
  description: 'Five minutes.',
  canonicalPath: '/journal/b/breathing/',
  image: { src: '/media/breathing.jpg', alt: 'A desk by a window' },
  site,
  post: {
    slug: 'breathing',
    title: 'Breathing at your desk',
    excerpt: 'Five minutes.',
    author: { slug: 'anna', name: 'Anna' },
    category: { slug: 'wellbeing', name: 'Wellbeing' },
    publishedAt: '2026-03-01T09:00:00.000Z',
    path: '/journal/b/breathing/',
    body: '<p>Breathe.</p>',
    tags: [],
    authorPath: '/journal/author/anna',
    categoryPath: '/journal/c/wellbeing',
  },
};

const loaded = (view: ContentView): ContentMetaSource => ({
  view,
  locale: 'pt-br',
  origin: 'https://harbor.example',
  canonical: 'https://harbor.example/pt-br/journal/b/breathing/',
  alternates: [
    { hreflang: 'en-US', href: 'https://harbor.example/journal/b/breathing/' },
    { hreflang: 'x-default', href: 'https://harbor.example/journal/b/breathing/' },
  ],
});

describe('contentMeta', () => {
  it('gives a post its title with the site’s name, Open Graph as an article, the canonical address and the alternates', () => {
    expect(contentMeta(loaded(postView), { preview: false, titleSeparator: '·' })).toEqual([
      { title: 'Breathing at your desk · Harbor Wellness Studio' },
      { name: 'description', content: 'Five minutes.' },
      { property: 'og:title', content: 'Breathing at your desk' },
      { property: 'og:description', content: 'Five minutes.' },
      { property: 'og:type', content: 'article' },
      { property: 'og:url', content: 'https://harbor.example/pt-br/journal/b/breathing/' },
      { property: 'og:site_name', content: 'Harbor Wellness Studio' },
      { property: 'og:locale', content: 'pt_BR' },
      { property: 'og:image', content: 'https://harbor.example/media/breathing.jpg' },
      { property: 'og:image:alt', content: 'A desk by a window' },
      { property: 'article:published_time', content: '2026-03-01T09:00:00.000Z' },
      { tagName: 'link', rel: 'canonical', href: 'https://harbor.example/pt-br/journal/b/breathing/' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-US', href: 'https://harbor.example/journal/b/breathing/' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://harbor.example/journal/b/breathing/' },
    ]);
  });

  it('titles the home page with the site’s name alone, as a website, with the default separator elsewhere', () => {
    const home: ContentView = { ...postView, kind: 'page', title: 'Home', page: { path: '/', sections: [] } };
    const meta = contentMeta(loaded(home), { preview: false });
    expect(meta).toContainEqual({ title: 'Harbor Wellness Studio' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Harbor Wellness Studio' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'website' });
    const about: ContentView = { ...home, title: 'About', page: { path: '/about', sections: [] } };
    expect(contentMeta(loaded(about), { preview: false })[0]).toEqual({ title: 'About | Harbor Wellness Studio' });
  });

  it('keeps a preview out of search engines: no canonical address, no alternates', () => {
    const meta = contentMeta(loaded(postView), { preview: true });
    expect(meta.at(-1)).toEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(meta.some((tag) => 'tagName' in tag)).toBe(false);
  });
});
