import { type ContentView, dateTimeFormat } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';

type PostView = Extract<ContentView, { kind: 'post' }>['post'];

/** Who wrote a post, in which category, and when: the author and category link to their lists. */
export function PostMeta({ post }: { post: PostView }) {
  const { tag, timeZone } = useLocale();
  // Core's formatter writes the same text on the server and in the browser (see `dateTimeFormat`).
  const date = dateTimeFormat(tag, { dateStyle: 'long', timeZone }).format(new Date(post.publishedAt));
  return (
    <p className="content-post__meta">
      <a href={post.authorPath}>{post.author.name}</a>
      {' · '}
      <a href={post.categoryPath}>{post.category.name}</a>
      {' · '}
      <time dateTime={post.publishedAt}>{date}</time>
    </p>
  );
}
