import { formatPrice, storeProducts } from '../../../content/store';
import type { StoreCollection, StoreProduct } from '../../../content/types';

function productsOf(collection: StoreCollection): StoreProduct[] {
  return storeProducts.filter((product) => collection.products.includes(product.id));
}

/** The lowest price in a collection, formatted: '$285'. */
export function collectionPriceFrom(collection: StoreCollection): string {
  const cheapest = productsOf(collection).reduce<StoreProduct | undefined>(
    (lowest, product) => (lowest === undefined || product.price < lowest.price ? product : lowest),
    undefined,
  );
  return cheapest ? formatPrice(cheapest) : '';
}

/** Lowest and highest price across the whole catalog: '$285 – $12,000'. */
export function catalogPriceRange(): string {
  const prices = storeProducts.map((product) => product.price);
  const currency = storeProducts[0]?.currency ?? 'USD';
  return `${formatPrice({ price: Math.min(...prices), currency })} – ${formatPrice({ price: Math.max(...prices), currency })}`;
}
