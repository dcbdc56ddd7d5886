import { describe, expect, it } from 'vitest';
import type { ContentView, PostSummary } from '../schemas/content-view';
import { rebaseContentLinks } from './rebase-content-links';

const base = {
  locale: 'de',
  title: 'Home',
  description: 'Wellness by the harbor.',
  canonicalPath: '/',
  site: { name: 'Harbor Wellness Studio', defaultLocale: 'en' },
} as const;

const post: PostSummary = {
  slug: 'breathing',
  title: 'Breathing at your desk',
  excerpt: 'Five minutes.',
  author: { slug: 'anna', name: 'Anna' },
  category: { slug: 'wellbeing', name: 'Wellbeing' },
  publishedAt: '2026-03-01T09:00:00.000Z',
  path: '/journal/b/breathing/',
};

const product = { id: 'oil', name: 'Oil', description: '', priceMinor: 1500, currency: 'EUR', path: '/product/oil' };

const home: ContentView = {
  ...base,
  kind: 'page',
  page: {
    path: '/',
    sections: [
      { kind: 'hero', heading: 'Welcome', cta: { label: 'About', href: '/about' } },
      { kind: 'hero', heading: 'Shop', cta: { label: 'Shop', href: 'https://shop.example.com/' } },
      {
        kind: 'services',
        services: [
          {
            slug: 'massage-60',
            name: 'Massage',
            description: '',
            durationMinutes: 60,
            priceMinor: 6000,
            currency: 'EUR',
            bookingPath: '/widget/appointment/service/massage-60',
          },
        ],
      },
      { kind: 'posts', posts: [post] },
      { kind: 'products', collection: { slug: 'oils', name: 'Oils', path: '/collections/oils' }, products: [product] },
      { kind: 'richText', html: '<p>Hi</p>' },
    ],
  },
  posts: { items: [post], pagination: { page: 1, pageCount: 1, total: 1 } },
};

describe('rebaseContentLinks', () => {
  it('puts site paths under the site base and booking paths under the widget base, and leaves https addresses', () => {
    const view = rebaseContentLinks(home, { site: '/de/v2/preview/p1', widget: '/de' });
    if (view.kind !== 'page') throw new Error('a page');
    const [hero, shop, services, posts, products, text] = view.page.sections;
    expect(hero).toMatchObject({ cta: { href: '/de/v2/preview/p1/about' } });
    expect(shop).toMatchObject({ cta: { href: 'https://shop.example.com/' } });
    expect(services).toMatchObject({ services: [{ bookingPath: '/de/widget/appointment/service/massage-60' }] });
    expect(posts).toMatchObject({ posts: [{ path: '/de/v2/preview/p1/journal/b/breathing/' }] });
    expect(products).toMatchObject({
      collection: { path: '/de/v2/preview/p1/collections/oils' },
      products: [{ path: '/de/v2/preview/p1/product/oil' }],
    });
    expect(text).toEqual({ kind: 'richText', html: '<p>Hi</p>' });
    expect(view.posts?.items[0]?.path).toBe('/de/v2/preview/p1/journal/b/breathing/');
  });

  it('makes the home page the base itself, and leaves paths as they are without a base', () => {
    const link = (href: string, bases = { site: '/de', widget: '/de' }) => {
      const view = rebaseContentLinks(
        { ...home, page: { path: '/', sections: [{ kind: 'hero', heading: 'Hi', cta: { label: 'Go', href } }] } },
        bases,
      );
      return view.kind === 'page' ? view.page.sections[0] : undefined;
    };
    expect(link('/')).toMatchObject({ cta: { href: '/de' } });
    expect(link('/', { site: '', widget: '' })).toMatchObject({ cta: { href: '/' } });
    expect(link('/about', { site: '', widget: '' })).toMatchObject({ cta: { href: '/about' } });
  });

  it('rebases a post’s author, category and tags, a product’s booking page and a collection’s products', () => {
    const bases = { site: '/de', widget: '/de' };
    const onPost = rebaseContentLinks(
      {
        ...base,
        kind: 'post',
        post: {
          ...post,
          body: '<p>Breathe.</p>',
          tags: [{ slug: 'calm', name: 'Calm', path: '/journal/tag/calm' }],
          authorPath: '/journal/author/anna',
          categoryPath: '/journal/c/wellbeing',
        },
      },
      bases,
    );
    expect(onPost).toMatchObject({
      post: {
        path: '/de/journal/b/breathing/',
        body: '<p>Breathe.</p>',
        authorPath: '/de/journal/author/anna',
        categoryPath: '/de/journal/c/wellbeing',
        tags: [{ path: '/de/journal/tag/calm' }],
      },
    });
    const onProduct = rebaseContentLinks(
      {
        ...base,
        kind: 'product',
        product: {
          ...product,
          images: [],
          service: { slug: 'massage-60', name: 'Massage', bookingPath: '/widget/appointment/service/massage-60' },
        },
      },
      bases,
    );
    expect(onProduct).toMatchObject({
      product: { path: '/de/product/oil', service: { bookingPath: '/de/widget/appointment/service/massage-60' } },
    });
    const onCollection = rebaseContentLinks(
      { ...base, kind: 'collection', collection: { slug: 'oils', name: 'Oils', description: '', products: [product] } },
      bases,
    );
    expect(onCollection).toMatchObject({ collection: { products: [{ path: '/de/product/oil' }] } });
    const onListing = rebaseContentLinks(
      {
        ...base,
        kind: 'listing',
        listing: { of: 'tag', slug: 'calm', name: 'Calm', items: [post], pagination: { page: 1, pageCount: 1, total: 1 } },
      },
      bases,
    );
    expect(onListing).toMatchObject({ listing: { items: [{ path: '/de/journal/b/breathing/' }] } });
  });
});
