import type { PostSummary } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import type { ComponentPropsWithRef } from 'react';
import { type ContentListVariantProps, contentListVariants } from '../content-card/content-card.variants';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../lib/cx';
import { PostCard } from './post-card';
import { postListAnatomy } from './post-list.anatomy';

/** Props of {@link PostList}. */
export interface PostListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  posts: PostSummary[];
  /** The cards' heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** `grid`: as many cards side by side as fit; `list`: one post a row, the cover beside the text. @default 'grid' */
  layout?: NonNullable<ContentListVariantProps['layout']>;
  /** How many covers from the top load at once (above the fold); the rest load lazily. @default 0 */
  eagerImages?: number;
}

/**
 * A list of posts as {@link PostCard}s; with none, the empty state 'No posts yet.'.
 * @selector .bk-root .bk-content-list.bk-content-list--grid|list.bk-post-list [data-scope="post-list"][data-part="item"]
 * @example <PostList posts={view.posts.items} headingLevel={2} eagerImages={2} />
 */
export function PostList({ posts, headingLevel = 2, layout = 'grid', eagerImages = 0, className, ...props }: PostListProps) {
  const { t } = useLocale();
  if (posts.length === 0) return <EmptyState title={t('content.noPosts')} className={cx('bk-post-list', className)} />;
  return (
    <ul {...postListAnatomy.attrs('root')} {...props} className={cx(contentListVariants({ layout }), 'bk-post-list', className)}>
      {posts.map((post, index) => (
        <li key={post.path} {...postListAnatomy.attrs('item')}>
          <PostCard
            post={post}
            headingLevel={headingLevel}
            imageLoading={index < eagerImages ? 'eager' : 'lazy'}
            orientation={layout === 'list' ? 'horizontal' : 'vertical'}
          />
        </li>
      ))}
    </ul>
  );
}
