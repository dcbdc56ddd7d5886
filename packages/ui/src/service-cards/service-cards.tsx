import { type BookableServiceSummary, formatDurations, formatPrice } from '@booking-kit/core';
import { useInteractionAttrs, useLocale } from '@booking-kit/react';
import { type ComponentPropsWithRef, useId } from 'react';
import { buttonVariants } from '../button/button.variants';
import { contentListVariants } from '../content-card/content-card.variants';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../lib/cx';
import { serviceCardsAnatomy } from './service-cards.anatomy';

/** Props of {@link ServiceCards}. */
export interface ServiceCardsProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  services: BookableServiceSummary[];
  /** The services' heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Services a page offers to book, as cards: each one's name, description, length ('60 min'),
 * price ('€80.00', or 'Free') and a 'Book' link to its booking page. The link shows 'Book' and is
 * named 'Book Massage' for screen readers (so a list of links says which is which), described by
 * the length and price. With none, the empty state 'No services to book yet.'.
 * @selector .bk-root .bk-content-list.bk-service-cards [data-scope="service-cards"][data-part="item|card|title|description|details|duration|price|book"]
 * @example <ServiceCards services={section.services} headingLevel={3} />
 */
export function ServiceCards({ services, headingLevel = 2, className, ...props }: ServiceCardsProps) {
  const { t } = useLocale();
  if (services.length === 0) return <EmptyState title={t('content.noServices')} className={cx('bk-service-cards', className)} />;
  return (
    <ul
      {...serviceCardsAnatomy.attrs('root')}
      {...props}
      className={cx(contentListVariants({ layout: 'grid' }), 'bk-service-cards', className)}
    >
      {services.map((service) => (
        <li key={service.slug} {...serviceCardsAnatomy.attrs('item')}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** One service's card. */
function ServiceCard({ service, headingLevel }: { service: BookableServiceSummary; headingLevel: 2 | 3 | 4 }) {
  const { t, tag } = useLocale();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const price = service.priceMinor === 0 ? t('booking.free') : formatPrice(service.priceMinor, service.currency, tag);
  // The 'Book' link looks like a button: button.css shows its hover, press and keyboard focus from these attributes.
  const book = useInteractionAttrs();
  return (
    <article {...serviceCardsAnatomy.attrs('card')} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} {...serviceCardsAnatomy.attrs('title')}>
        {service.name}
      </Heading>
      {service.description ? <p {...serviceCardsAnatomy.attrs('description')}>{service.description}</p> : null}
      <p id={`${id}-details`} {...serviceCardsAnatomy.attrs('details')}>
        <span {...serviceCardsAnatomy.attrs('duration')}>{formatDurations([service.durationMinutes], tag)}</span>{' '}
        <span {...serviceCardsAnatomy.attrs('price')} data-free={service.priceMinor === 0 ? '' : undefined}>
          {price}
        </span>
      </p>
      <a
        href={service.bookingPath}
        // Shown as 'Book'; heard as 'Book Massage', which contains the visible word (WCAG 2.5.3).
        aria-label={t('content.bookService', { service: service.name })}
        aria-describedby={`${id}-details`}
        {...book.props}
        {...book.attrs}
        {...serviceCardsAnatomy.attrs('book')}
        className={buttonVariants({ variant: 'primary' })}
      >
        {t('content.book')}
      </a>
    </article>
  );
}
