import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentPaths, parseContentPath, parsePreviewPath } from './content-path';

describe('parseContentPath', () => {
  it('reads every content route of the spec', () => {
    expect(parseContentPath('/')).toEqual({ kind: 'page', path: '/' });
    expect(parseContentPath('/about')).toEqual({ kind: 'page', path: '/about' });
    expect(parseContentPath('/about/team/')).toEqual({ kind: 'page', path: '/about/team' });
    expect(parseContentPath('/journal/b/breathing/')).toEqual({ kind: 'post', slug: 'breathing', base: '/journal' });
    expect(parseContentPath('/b/breathing/')).toEqual({ kind: 'post', slug: 'breathing', base: null });
    expect(parseContentPath('/journal/c/wellbeing')).toEqual({
      kind: 'listing',
      of: 'category',
      slug: 'wellbeing',
      base: '/journal',
    });
    expect(parseContentPath('/journal/c/wellbeing/b/breathing')).toEqual({
      kind: 'post',
      slug: 'breathing',
      base: '/journal',
      category: 'wellbeing',
    });
    expect(parseContentPath('/c/wellbeing/')).toEqual({ kind: 'listing', of: 'category', slug: 'wellbeing', base: null });
    expect(parseContentPath('/c/wellbeing/b/breathing/')).toEqual({
      kind: 'post',
      slug: 'breathing',
      base: null,
      category: 'wellbeing',
    });
    expect(parseContentPath('/journal/category/wellbeing')).toEqual({
      kind: 'listing',
      of: 'category',
      slug: 'wellbeing',
      base: '/journal',
    });
    expect(parseContentPath('/journal/author/anna-de-vries')).toEqual({
      kind: 'listing',
      of: 'author',
      slug: 'anna-de-vries',
      base: '/journal',
    });
    expect(parseContentPath('/journal/tag/breathing')).toEqual({
      kind: 'listing',
      of: 'tag',
      slug: 'breathing',
      base: '/journal',
    });
    expect(parseContentPath('/post/breathing/')).toEqual({ kind: 'post', slug: 'breathing', base: null });
    expect(parseContentPath('/shop/product/prod-gift-50/')).toEqual({ kind: 'product', id: 'prod-gift-50', base: '/shop' });
    expect(parseContentPath('/product/prod-gift-50/')).toEqual({ kind: 'product', id: 'prod-gift-50', base: null });
    expect(parseContentPath('/shop/collections/gift-cards')).toEqual({ kind: 'collection', slug: 'gift-cards', base: '/shop' });
    expect(parseContentPath('/collections/gift-cards')).toEqual({ kind: 'collection', slug: 'gift-cards', base: null });
  });

  it('names nothing for a malformed path or a reserved word as a page', () => {
    for (const path of [
      '',
      'about',
      '//',
      '/About',
      '/about//team',
      '/a b',
      '/%2e%2e',
      '/../etc',
      '/b',
      '/category/wellbeing',
      '/author/anna',
      '/tag/x',
      '/journal/b',
      '/c/wellbeing/b',
      '/b/x/extra',
      '/widget',
      '/api/v1',
      '/journal/tag/x/y',
      `/${'a'.repeat(201)}`,
    ]) {
      expect(parseContentPath(path), path).toBeUndefined();
    }
  });

  it('reads back every address it builds', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);
    const base = fc.constantFrom(null, '/journal', '/news/spring');
    fc.assert(
      fc.property(base, slug, (page, name) => {
        expect(parseContentPath(contentPaths.post(page, name))).toMatchObject({ kind: 'post', slug: name, base: page });
        expect(parseContentPath(contentPaths.category(page, name))).toMatchObject({
          kind: 'listing',
          of: 'category',
          slug: name,
        });
        expect(parseContentPath(contentPaths.product(name))).toEqual({ kind: 'product', id: name, base: null });
        expect(parseContentPath(contentPaths.collection(name))).toEqual({ kind: 'collection', slug: name, base: null });
        if (page !== null) {
          expect(parseContentPath(contentPaths.author(page, name))).toEqual({
            kind: 'listing',
            of: 'author',
            slug: name,
            base: page,
          });
          expect(parseContentPath(contentPaths.tag(page, name))).toEqual({ kind: 'listing', of: 'tag', slug: name, base: page });
        }
      }),
    );
  });
});

describe('parsePreviewPath', () => {
  it('reads the site-wide lists a preview names, and every site path', () => {
    expect(parsePreviewPath('/category/wellbeing')).toEqual({ kind: 'listing', of: 'category', slug: 'wellbeing', base: null });
    expect(parsePreviewPath('/author/anna/')).toEqual({ kind: 'listing', of: 'author', slug: 'anna', base: null });
    expect(parsePreviewPath('/tag/x')).toEqual({ kind: 'listing', of: 'tag', slug: 'x', base: null });
    expect(parsePreviewPath('/journal/b/x/')).toEqual(parseContentPath('/journal/b/x/'));
    expect(parsePreviewPath('/tag/X')).toBeUndefined();
    expect(parsePreviewPath('/tag/x/y')).toBeUndefined();
  });
});
