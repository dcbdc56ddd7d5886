import { formatPrice, type ProductSummary } from '@booking-kit/core';
import { useInteractionAttrs, useLocale } from '@booking-kit/react';
import { type ComponentPropsWithRef, useId } from 'react';
import { type ContentCardVariantProps, contentCardVariants } from '../content-card/content-card.variants';
import { ContentImg } from '../content-card/content-img';
import { cx } from '../lib/cx';
import { productCardAnatomy } from './product-card.anatomy';

/** Props of {@link ProductCard}. */
export interface ProductCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  product: ProductSummary;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for a card at the top of the page. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /** @default 'vertical' */
  orientation?: NonNullable<ContentCardVariantProps['orientation']>;
}

/**
 * A product in a list: its image (if any), name as a link to the product's page, description
 * and price in the visitor's locale ('€50.00', '50,00 €'; 'Free' for 0). The whole card is
 * clickable through the name link, its only link.
 * @selector .bk-root .bk-content-card.bk-product-card [data-anatomy={productCardAnatomy}][data-part="title|link|description|price|media|image"]
 * @example <ProductCard product={product} headingLevel={3} />
 */
export function ProductCard({
  product,
  headingLevel = 2,
  imageLoading = 'lazy',
  orientation = 'vertical',
  className,
  ...props
}: ProductCardProps) {
  const { t, tag } = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // The title link covers the card: its hover and keyboard focus, as data attributes, are the card's (content-cards.css).
  const link = useInteractionAttrs();
  const price = product.priceMinor === 0 ? t('booking.free') : formatPrice(product.priceMinor, product.currency, tag);
  return (
    <article
      {...productCardAnatomy.attrs('root')}
      aria-labelledby={titleId}
      {...props}
      className={cx(contentCardVariants({ orientation }), 'bk-product-card', className)}
    >
      <div {...productCardAnatomy.attrs('body')}>
        <Heading id={titleId} {...productCardAnatomy.attrs('title')}>
          <a href={product.path} {...link.props} {...link.attrs} {...productCardAnatomy.attrs('link')}>
            {product.name}
          </a>
        </Heading>
        {product.description ? <p {...productCardAnatomy.attrs('description')}>{product.description}</p> : null}
        <p {...productCardAnatomy.attrs('price')}>{price}</p>
      </div>
      {product.image ? (
        <div {...productCardAnatomy.attrs('media')}>
          <ContentImg image={product.image} anatomy={productCardAnatomy} loading={imageLoading} />
        </div>
      ) : null}
    </article>
  );
}
