import type { ContentImage } from '@booking-kit/core';

/** Props of {@link ContentImg}. */
export interface ContentImgProps {
  image: ContentImage;
  /** The `data-scope` of the component the image belongs to. */
  scope: string;
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * @internal A content image: its alt text (empty for a decorative one), its width and height so
 * the page does not jump when it loads, lazy unless it is above the fold.
 */
export function ContentImg({ image, scope, loading = 'lazy', fetchPriority }: ContentImgProps) {
  return (
    <img
      data-scope={scope}
      data-part="image"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      {...(fetchPriority && { fetchPriority })}
    />
  );
}
