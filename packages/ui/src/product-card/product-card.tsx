import { formatPrice, type ProductSummary } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { type ComponentPropsWithRef, useId } from 'react';
import { type ContentCardVariantProps, contentCardVariants } from '../content-card/content-card.variants';
import { ContentImg } from '../content-card/content-img';
import { cx } from '../lib/cx';

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
 * @selector .bk-root .bk-content-card.bk-product-card [data-scope="product-card"][data-part="title|link|description|price|media|image"]
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
  const price = product.priceMinor === 0 ? t('booking.free') : formatPrice(product.priceMinor, product.currency, tag);
  return (
    <article
      data-scope="product-card"
      data-part="root"
      aria-labelledby={titleId}
      {...props}
      className={cx(contentCardVariants({ orientation }), 'bk-product-card', className)}
    >
      <div data-scope="product-card" data-part="body">
        <Heading id={titleId} data-scope="product-card" data-part="title">
          <a href={product.path} data-scope="product-card" data-part="link">
            {product.name}
          </a>
        </Heading>
        {product.description ? (
          <p data-scope="product-card" data-part="description">
            {product.description}
          </p>
        ) : null}
        <p data-scope="product-card" data-part="price">
          {price}
        </p>
      </div>
      {product.image ? (
        <div data-scope="product-card" data-part="media">
          <ContentImg image={product.image} scope="product-card" loading={imageLoading} />
        </div>
      ) : null}
    </article>
  );
}
