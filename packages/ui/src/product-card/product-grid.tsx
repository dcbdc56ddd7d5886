import type { ProductSummary } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import type { ComponentPropsWithRef } from 'react';
import { contentListVariants } from '../content-card/content-card.variants';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../lib/cx';
import { ProductCard } from './product-card';
import { productGridAnatomy } from './product-grid.anatomy';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  products: ProductSummary[];
  /** The cards' heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** How many images from the top load at once (above the fold); the rest load lazily. @default 0 */
  eagerImages?: number;
}

/**
 * Products as a grid of {@link ProductCard}s, as many side by side as fit; with none, the empty
 * state 'No products yet.'.
 * @selector .bk-root .bk-content-list.bk-product-grid [data-scope="product-grid"][data-part="item"]
 * @example <ProductGrid products={view.collection.products} headingLevel={2} />
 */
export function ProductGrid({ products, headingLevel = 2, eagerImages = 0, className, ...props }: ProductGridProps) {
  const { t } = useLocale();
  if (products.length === 0) return <EmptyState title={t('content.noProducts')} className={cx('bk-product-grid', className)} />;
  return (
    <ul
      {...productGridAnatomy.attrs('root')}
      {...props}
      className={cx(contentListVariants({ layout: 'grid' }), 'bk-product-grid', className)}
    >
      {products.map((product, index) => (
        <li key={product.id} {...productGridAnatomy.attrs('item')}>
          <ProductCard product={product} headingLevel={headingLevel} imageLoading={index < eagerImages ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
