import type { PageSectionView } from '@booking-kit/core';
import { Hero, PostList, ProductGrid, Prose, ServiceCards } from '@booking-kit/ui';

/** A section's heading, when it has one: every section below the page's title is a level 2. */
function SectionHeading({ text }: { text: string | undefined }) {
  return text ? <h2 className="content-section__heading">{text}</h2> : null;
}

/** One section from the design system; `first` makes a hero the page's level-1 heading. */
function ContentSection({ section, first }: { section: PageSectionView; first: boolean }) {
  switch (section.kind) {
    case 'hero':
      return <Hero {...section} headingLevel={first ? 1 : 2} />;
    case 'richText':
      return (
        <section className="content-section">
          <Prose html={section.html} />
        </section>
      );
    case 'services':
      return (
        <section className="content-section">
          <SectionHeading text={section.heading} />
          <ServiceCards services={section.services} headingLevel={section.heading ? 3 : 2} />
        </section>
      );
    case 'posts':
      return (
        <section className="content-section">
          <SectionHeading text={section.heading} />
          <PostList posts={section.posts} headingLevel={section.heading ? 3 : 2} />
        </section>
      );
    case 'products':
      return (
        <section className="content-section">
          <SectionHeading text={section.heading} />
          <ProductGrid products={section.products} headingLevel={section.heading ? 3 : 2} />
          <p>
            <a href={section.collection.path}>{section.collection.name}</a>
          </p>
        </section>
      );
  }
}

/**
 * A page's sections in order, each from the design system: the hero (the page's level-1 heading
 * when it comes first), the editor's text, services to book, the latest posts, a collection's
 * products.
 */
export function ContentSections({ sections, title }: { sections: PageSectionView[]; title: string }) {
  const heroFirst = sections[0]?.kind === 'hero';
  return (
    <>
      {/* The page always has one level-1 heading: the hero's, or the page's title. */}
      {heroFirst ? null : <h1 className="content-page__title">{title}</h1>}
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no ids; the page's order is fixed and never reorders
        <ContentSection key={`${section.kind}-${index}`} section={section} first={index === 0} />
      ))}
    </>
  );
}
