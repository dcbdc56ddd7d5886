import { dateTimeFormat, type PostSummary } from '@booking-kit/core';
import { useInteractionAttrs, useLocale } from '@booking-kit/react';
import { type ComponentPropsWithRef, useId } from 'react';
import { type ContentCardVariantProps, contentCardVariants } from '../content-card/content-card.variants';
import { ContentImg } from '../content-card/content-img';
import { cx } from '../lib/cx';
import { DraftBadge } from '../preview-banner/draft-badge';
import { postCardAnatomy } from './post-card.anatomy';

/** Props of {@link PostCard}. */
export interface PostCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  post: PostSummary;
  /** 2 on a blog page, 3 under a section's own heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for a card at the top of the page, whose cover may be the largest paint. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /** @default 'vertical' */
  orientation?: NonNullable<ContentCardVariantProps['orientation']>;
}

/**
 * A post in a list: its cover image (if any), category, title as a link to the post, excerpt,
 * 'By Anna de Vries' and the published date in the visitor's locale and time zone. The whole card
 * is clickable through the title link, which is its only link (one tab stop, named by the title).
 * Render inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root .bk-content-card.bk-post-card [data-anatomy={postCardAnatomy}][data-part="title|link|category|excerpt|meta|author|date|media|image"]
 * @example <PostCard post={post} headingLevel={3} />
 */
export function PostCard({
  post,
  headingLevel = 2,
  imageLoading = 'lazy',
  orientation = 'vertical',
  className,
  ...props
}: PostCardProps) {
  const { t, tag, timeZone } = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // The title link covers the card: its hover and keyboard focus, as data attributes, are the card's (content-cards.css).
  const link = useInteractionAttrs();
  const published = dateTimeFormat(tag, { dateStyle: 'long', timeZone }).format(Date.parse(post.publishedAt));
  return (
    <article
      {...postCardAnatomy.attrs('root')}
      aria-labelledby={titleId}
      {...props}
      className={cx(contentCardVariants({ orientation }), 'bk-post-card', className)}
    >
      <div {...postCardAnatomy.attrs('body')}>
        <Heading id={titleId} {...postCardAnatomy.attrs('title')}>
          <a href={post.path} {...link.props} {...link.attrs} {...postCardAnatomy.attrs('link')}>
            {post.title}
          </a>
        </Heading>
        {/* After the title in reading order (a heading starts the card), shown above it. */}
        <p {...postCardAnatomy.attrs('category')}>
          {post.draft ? (
            <>
              <DraftBadge />{' '}
            </>
          ) : null}
          {post.category.name}
        </p>
        <p {...postCardAnatomy.attrs('excerpt')}>{post.excerpt}</p>
        <p {...postCardAnatomy.attrs('meta')}>
          <span {...postCardAnatomy.attrs('author')}>{t('content.byAuthor', { name: post.author.name })}</span>{' '}
          <time {...postCardAnatomy.attrs('date')} dateTime={post.publishedAt}>
            {published}
          </time>
        </p>
      </div>
      {post.coverImage ? (
        <div {...postCardAnatomy.attrs('media')}>
          <ContentImg image={post.coverImage} anatomy={postCardAnatomy} loading={imageLoading} />
        </div>
      ) : null}
    </article>
  );
}
