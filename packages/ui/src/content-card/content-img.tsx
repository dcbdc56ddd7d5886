import type { ContentImage } from '@booking-kit/core';
import type { AnatomyApi } from '@booking-kit/react';

/** Props of {@link ContentImg}. */
export interface ContentImgProps {
  image: ContentImage;
  /** The anatomy of the component the image belongs to, which declares its `image` part. */
  anatomy: AnatomyApi<string, { readonly image: 'image' }>;
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * @internal A content image: its alt text (empty for a decorative one), its width and height so
 * the page does not jump when it loads, lazy unless it is above the fold.
 */
export function ContentImg({ image, anatomy, loading = 'lazy', fetchPriority }: ContentImgProps) {
  return (
    <img
      {...anatomy.attrs('image')}
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
