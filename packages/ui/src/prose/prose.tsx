import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { proseAnatomy } from './prose.anatomy';
import { type ProseVariantProps, proseVariants } from './prose.variants';

/** Props of {@link Prose}. */
export interface ProseProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /**
   * Rich text as HTML, **already sanitized on the server**: it is inserted as it is
   * (`dangerouslySetInnerHTML`), so it must never hold text a visitor typed or HTML that did not
   * pass a sanitizer. The content API's `richText` sections and post bodies are sanitized by the
   * server (its allowlist keeps no scripts, event handlers, `javascript:` or `data:` URLs).
   */
  html: string;
  /** @default 'md' */
  size?: NonNullable<ProseVariantProps['size']>;
}

/**
 * An article's or a page section's rich text with the design system's typography: paragraphs,
 * h2–h4, lists, quotes, inline code and code blocks (long lines wrap, so no box needs scrolling),
 * images and figures with captions, underlined links; lines at most about 70 characters long.
 * @selector .bk-root .bk-prose.bk-prose--md|lg[data-scope="prose"][data-part="root"]
 * @example <Prose html={view.post.body} size="lg" />
 */
export function Prose({ html, size = 'md', className, ...props }: ProseProps) {
  return (
    <div
      {...proseAnatomy.attrs('root')}
      {...props}
      className={cx(proseVariants({ size }), className)}
      // Sanitized by the server before it reaches the app (see `html`).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the content API's HTML is sanitized on the server; this component exists to render it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
