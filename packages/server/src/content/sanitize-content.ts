import type { BlogPost, ContentPage, ContentPreview, PageSection, SiteContent } from '@booking-kit/core';
import { sanitizeHtml } from './sanitize-html';

// Every way editor HTML enters the database (the import, each admin write, a preview) goes through
// these, so the tables only ever hold sanitized HTML and the API serves it as it is.

function sanitizeSections(sections: PageSection[]): PageSection[] {
  return sections.map((section) => (section.kind === 'richText' ? { ...section, html: sanitizeHtml(section.html) } : section));
}

/** A page with the HTML of its richText sections, in every locale, sanitized. */
export function sanitizePage(page: ContentPage): ContentPage {
  const translations =
    page.translations &&
    Object.fromEntries(
      Object.entries(page.translations).map(([locale, texts]) => [
        locale,
        texts.sections ? { ...texts, sections: sanitizeSections(texts.sections) } : texts,
      ]),
    );
  return { ...page, sections: sanitizeSections(page.sections), ...(translations && { translations }) };
}

/** A post with its body, in every locale, sanitized. */
export function sanitizePost(post: BlogPost): BlogPost {
  const translations =
    post.translations &&
    Object.fromEntries(
      Object.entries(post.translations).map(([locale, texts]) => [
        locale,
        texts.body === undefined ? texts : { ...texts, body: sanitizeHtml(texts.body) },
      ]),
    );
  return { ...post, body: sanitizeHtml(post.body), ...(translations && { translations }) };
}

/** A preview whose pages and posts are sanitized. */
export function sanitizePreview(preview: ContentPreview): ContentPreview {
  return { ...preview, pages: preview.pages.map(sanitizePage), posts: preview.posts.map(sanitizePost) };
}

/** The site's content with all its editor HTML sanitized. */
export function sanitizeSiteContent(content: SiteContent): SiteContent {
  return {
    ...content,
    pages: content.pages.map(sanitizePage),
    posts: content.posts.map(sanitizePost),
    previews: content.previews.map(sanitizePreview),
  };
}
