import { type ContentView, formatPrice } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { buttonVariants, DraftBadge, Pagination, PostList, ProductGrid, Prose } from '@booking-kit/ui';
import type { ComponentProps } from 'react';
import { ContentSections } from './content-sections';
import { PostMeta } from './post-meta';

/** The address of page `page` of the list shown at `path` (`?page=2`; the first page has none). */
const listPageHref = (path: string) => (page: number) => (page === 1 ? path : `${path}?page=${page}`);

/** One page of a list of posts and the links to its other pages (`?page=2`; the first has none). */
function PagedPosts({
  list,
  path,
}: {
  list: { items: ComponentProps<typeof PostList>['posts']; pagination: { page: number; pageCount: number } };
  path: string;
}) {
  return (
    <>
      <PostList posts={list.items} headingLevel={2} />
      <Pagination page={list.pagination.page} pageCount={list.pagination.pageCount} hrefFor={listPageHref(path)} />
    </>
  );
}

/**
 * One content page of the business's site, by kind: a page's sections (a blog page lists the
 * posts), a post, a list of posts (a category's, an author's, a tag's), a product or a
 * collection. Everything is server-rendered from the API's view; links are plain addresses.
 */
export function ContentViewPage({ view, path }: { view: ContentView; path: string }) {
  const { t, tag } = useLocale();
  switch (view.kind) {
    case 'page':
      return (
        <article className="content-page">
          {/* Only a preview shows what is not published: marked so, where it appears. */}
          {view.draft ? <DraftBadge className="content-page__draft" /> : null}
          <ContentSections sections={view.page.sections} title={view.title} />
          {view.posts ? (
            <section className="content-section" aria-label={view.title}>
              <PagedPosts list={view.posts} path={path} />
            </section>
          ) : null}
        </article>
      );
    case 'post':
      return (
        <article className="content-page content-post">
          {view.draft ? <DraftBadge className="content-page__draft" /> : null}
          <h1 className="content-page__title">{view.post.title}</h1>
          <PostMeta post={view.post} />
          {view.post.coverImage ? (
            <img
              className="content-post__cover"
              src={view.post.coverImage.src}
              alt={view.post.coverImage.alt}
              width={view.post.coverImage.width}
              height={view.post.coverImage.height}
            />
          ) : null}
          <Prose html={view.post.body} />
          {view.post.tags.length > 0 ? (
            <nav className="content-post__tags" aria-label={t('site.tags')}>
              <ul>
                {view.post.tags.map((item) => (
                  <li key={item.slug}>
                    <a href={item.path}>{item.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </article>
      );
    case 'listing':
      return (
        <section className="content-page">
          <h1 className="content-page__title">{t(`site.postsBy.${view.listing.of}`, { name: view.listing.name })}</h1>
          <PagedPosts list={view.listing} path={path} />
        </section>
      );
    case 'product':
      return (
        <article className="content-page content-product">
          <h1 className="content-page__title">{view.product.name}</h1>
          <p className="content-product__price">{formatPrice(view.product.priceMinor, view.product.currency, tag)}</p>
          {view.product.images.map((image) => (
            <img
              key={image.src}
              className="content-product__image"
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
            />
          ))}
          <p>{view.product.description}</p>
          {view.product.service ? (
            <a className={buttonVariants({ variant: 'primary' })} href={view.product.service.bookingPath}>
              {t('content.bookService', { service: view.product.service.name })}
            </a>
          ) : null}
        </article>
      );
    case 'collection':
      return (
        <section className="content-page">
          <h1 className="content-page__title">{view.collection.name}</h1>
          {view.collection.description ? <p>{view.collection.description}</p> : null}
          <ProductGrid products={view.collection.products} headingLevel={2} />
        </section>
      );
  }
}
