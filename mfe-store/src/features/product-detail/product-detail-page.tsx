// Product detail (spec 2, 5, 9): images, name and description with 'Show more', displayed and customer part
// numbers, price and ordering rules, availability, the not-orderable and out-of-stock messages, Prop 65,
// quantity, Add to Cart, Add to List and related products. Routes /product-detail/:productId and
// /product-detail/:productId/:partNumber ({parentId}/{objectId}): the part is the second segment if present.
import { useId, useState } from 'react';
import { Link, useParams } from '@portal/shared-session/routing';
import { formatPrice, requestLogin, useLocale, useProfile } from '@portal/shared-session';
import { displayPartNumber } from '@portal/rules';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Carousel } from '@portal/shared-ui/carousel';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import { useAddToCart } from '../../shared/hooks/use-add-to-cart';
import { useAddToList } from '../../shared/hooks/use-add-to-list';
import { ErrorState, LoadingState } from '@portal/shared-ui/query-state';
import { ProductTile } from '../../shared/components/product-tile';
import { STORE_HOME_PATH, storeSearchUrl } from '../../shared/utils/store-links';
import { useStorePermissions } from '../../shared/hooks/use-store-permissions';
import { ExpandableText } from './components/expandable-text';
import { ProductGallery } from './components/product-gallery';
import { useProductDetail } from './hooks/use-product-detail';
import {
  DESCRIPTION_TRUNCATE_AT,
  NAME_TRUNCATE_AT,
  customerPartNumberLabel,
  orderQuantity,
  productAvailability,
  productDecision,
} from './product-rules';
import './product-detail.css';

function Breadcrumb({ name }: { name?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="store-breadcrumb">
      <ol>
        <li>
          <Link to={STORE_HOME_PATH}>Store</Link>
        </li>
        <li>
          <Link to={storeSearchUrl({ page: 1 })}>Products</Link>
        </li>
        {name ? <li aria-current="page">{name}</li> : null}
      </ol>
    </nav>
  );
}

export default function ProductDetailPage() {
  const params = useParams<{ productId: string; partNumber?: string }>();
  const partNumber = params.partNumber ?? params.productId ?? '';
  const profile = useProfile();
  const locale = useLocale();
  const { canViewPrices, canOrderParts } = useStorePermissions();
  const detail = useProductDetail(partNumber);
  const addToCart = useAddToCart();
  const addToList = useAddToList();
  const [quantity, setQuantity] = useState('1');
  const quantityId = useId();
  const { found, item } = detail;

  if (item.isPending) {
    return (
      <div className="store-page product-detail">
        <Breadcrumb />
        <LoadingState label="Loading product details" />
        <p className="product-detail__availability">{productAvailability(false, undefined)}</p>
      </div>
    );
  }
  if (item.isError) {
    return (
      <div className="store-page product-detail">
        <Breadcrumb />
        <ErrorState message="The product could not be loaded." onRetry={() => void item.refetch()} />
      </div>
    );
  }
  if (!found) {
    return (
      <div className="store-page product-detail">
        <Breadcrumb />
        <h1>Product Not Found</h1>
        <p>
          We could not find part {partNumber}.{' '}
          <Link to={storeSearchUrl({ q: partNumber, page: 1 })}>Search for it</Link> or{' '}
          <Link to={STORE_HOME_PATH}>go to the store</Link>.
        </p>
      </div>
    );
  }

  const decision = productDecision(
    {
      price: detail.price,
      priceWithheld: detail.priceWithheld,
      showOnline: found.showOnline,
      orderable: found.orderable,
      quantityOnHand: found.quantityOnHand,
    },
    { canViewPrices, canOrderParts, locale },
  );
  const priceKnown = detail.price !== undefined;
  const signedIn = detail.caller.signedIn;
  const units = orderQuantity(quantity);

  return (
    <div className="store-page product-detail">
      <Breadcrumb name={found.productDisplayName} />
      <div className="product-detail__layout">
        <ProductGallery images={detail.imageUrls} name={found.productDisplayName} />

        <div className="product-detail__info">
          <ExpandableText
            as="h1"
            className="product-detail__name"
            text={found.productDisplayName}
            max={NAME_TRUNCATE_AT}
            what="product name"
          />
          {found.brand ? (
            <p className="product-detail__brand">
              Brand: <Link to={storeSearchUrl({ brands: [found.brand], page: 1 })}>{found.brand}</Link>
            </p>
          ) : null}
          <dl className="product-detail__numbers">
            <div>
              <dt>Part #</dt>
              <dd data-testid="display-part-number">{displayPartNumber(found.partNumber)}</dd>
            </div>
            {found.customerPartNumber ? (
              <div>
                <dt>{customerPartNumberLabel(profile.businessName)}</dt>
                <dd data-testid="customer-part-number">{found.customerPartNumber}</dd>
              </div>
            ) : null}
          </dl>
          {found.description ? (
            <ExpandableText
              className="product-detail__description"
              text={found.description}
              max={DESCRIPTION_TRUNCATE_AT}
              what="description"
            />
          ) : null}

          <section className="product-detail__buy" aria-label="Price and availability">
            {!priceKnown && detail.priceLoading && canViewPrices ? (
              <p className="product-detail__price" aria-live="polite">
                Loading price…
              </p>
            ) : detail.priceFailed && canViewPrices ? (
              <p className="product-detail__note">The price could not be loaded.</p>
            ) : decision.priceShown ? (
              <p className="product-detail__price" data-testid="product-price">
                {formatPrice(detail.price, locale)}
                <span className="product-detail__uom"> / {found.unitOfMeasure}</span>
              </p>
            ) : null}

            <p className="product-detail__availability" data-testid="availability">
              {productAvailability(true, found.quantityOnHand)}
            </p>

            {priceKnown && decision.notOrderableMessage ? (
              <Alert kind="info" className="product-detail__not-orderable">
                {decision.notOrderableMessage}
              </Alert>
            ) : null}

            {decision.orderingAllowed ? (
              <div className="product-detail__order">
                <label htmlFor={quantityId}>Quantity</label>
                <DigitOnlyInput
                  id={quantityId}
                  className="product-detail__quantity"
                  value={quantity}
                  maxLength={4}
                  onChange={setQuantity}
                  onBlur={() => setQuantity(String(units))}
                />
                <Button onClick={() => addToCart({ partNumber: found.partNumber, quantity: units })}>
                  Add to Cart
                </Button>
              </div>
            ) : null}
            {signedIn ? (
              <Button
                variant="secondary"
                onClick={() => addToList({ partNumber: found.partNumber, quantity: units })}
              >
                Add to List
              </Button>
            ) : (
              <p className="product-detail__note">
                <button
                  type="button"
                  className="product-detail__toggle"
                  onClick={() =>
                    void requestLogin({ returnTo: window.location.pathname + window.location.search })
                  }
                >
                  Sign in
                </button>{' '}
                to add this item to a shopping list.
              </p>
            )}
          </section>

          {found.prop65Description ? (
            <section className="product-detail__prop65" aria-labelledby="prop65-heading">
              <h2 id="prop65-heading">
                <span aria-hidden="true">⚠ </span>California Proposition 65 Warning
              </h2>
              <p>{found.prop65Description}</p>
              {found.prop65Number ? (
                <p className="product-detail__uom">Reference {found.prop65Number}</p>
              ) : null}
            </section>
          ) : null}
        </div>
      </div>

      {found.longDescription || found.featuresAndBenefits.length > 0 ? (
        <section className="product-detail__details" aria-labelledby="details-heading">
          <h2 id="details-heading">Product Details</h2>
          {found.longDescription ? <p>{found.longDescription}</p> : null}
          {found.featuresAndBenefits.length > 0 ? (
            <>
              <h3>Features and Benefits</h3>
              <ul>
                {found.featuresAndBenefits.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {detail.related.length > 0 ? (
        <Carousel
          label="Related Products"
          items={detail.related}
          getKey={(p) => p.partNumber}
          minItemWidth={200}
          renderItem={(p) => <ProductTile product={p} canViewPrices={canViewPrices} />}
        />
      ) : null}
    </div>
  );
}
