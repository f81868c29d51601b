// A product in a grid or carousel: image, name, displayed part number, price (only when the user may see it),
// a note when the part cannot be bought online, and the stock badge (spec 2 'Product row', 5).
import { formatPrice, useLocale } from '@portal/shared-session';
import { displayPartNumber } from '@portal/rules';
import { Link } from '@portal/shared-session/routing';
import { isPriceShown, isPurchasable } from '../utils/price-rules';
import { productDetailUrl } from '../utils/store-links';
import type { ProductHit } from '../types/catalogue';
import './catalogue.css';

export const NOT_PURCHASABLE_NOTE = 'Not available for purchase online';

export interface ProductTileProps {
  product: ProductHit;
  canViewPrices: boolean;
  /** the first tiles of a page are above the fold: load their images eagerly */
  eagerImage?: boolean;
  /** shows the part's stock badge (search results); featured products leave it out */
  showStock?: boolean;
}

export function ProductTile({
  product,
  canViewPrices,
  eagerImage = false,
  showStock = true,
}: ProductTileProps) {
  const locale = useLocale();
  // search hits and featured products are shown online by definition
  const part = { price: product.price, priceWithheld: product.priceWithheld, showOnline: true };
  return (
    <article className="store-tile" data-part-number={product.partNumber}>
      <Link to={productDetailUrl(product.partNumber)} className="store-tile__link">
        <span className="store-tile__image">
          {product.imageUrl ? (
            <img
              src={product.thumbnailUrl ?? product.imageUrl}
              alt=""
              width={160}
              height={160}
              loading={eagerImage ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
        </span>
        <span className="store-tile__name">{product.displayName}</span>
      </Link>
      <p className="store-tile__part">
        Part # <span data-testid="part-number">{displayPartNumber(product.partNumber)}</span>
      </p>
      {isPriceShown(part, canViewPrices) ? (
        <p className="store-tile__price">
          {formatPrice(product.price, locale)}
          <span className="store-tile__uom"> / {product.unitOfMeasure}</span>
        </p>
      ) : !isPurchasable(part) ? (
        <p className="store-tile__note">{NOT_PURCHASABLE_NOTE}</p>
      ) : null}
      {showStock ? (
        <p className={`store-badge ${product.inStock ? 'store-badge--in' : 'store-badge--out'}`}>
          {product.inStock ? 'In Stock' : 'Out of Stock'}
        </p>
      ) : null}
    </article>
  );
}
