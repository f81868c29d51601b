import { render, screen } from '@testing-library/react';
import { Router } from '@portal/shared-session/routing';
import { testNavigator } from '@portal/shared-session/testing';
import type { ProductHit } from '../types/catalogue';
import { NOT_PURCHASABLE_NOTE, ProductTile } from './product-tile';

const HIT: ProductHit = {
  partNumber: '100-0001',
  displayName: 'Boom Seal',
  description: null,
  brand: 'Altura',
  imageUrl: null,
  thumbnailUrl: null,
  price: 12.5,
  priceWithheld: false,
  currency: 'USD',
  inStock: true,
  quantityOnHand: 3,
  unitOfMeasure: 'each',
  categories: [],
};

const renderTile = (product: ProductHit, canViewPrices: boolean) =>
  render(
    <Router location="/pages/store/search" navigator={testNavigator()}>
      <ProductTile product={product} canViewPrices={canViewPrices} />
    </Router>,
  );

describe('ProductTile', () => {
  it('shows the price to a user who may see prices', () => {
    renderTile(HIT, true);
    expect(screen.getByText(/\$12\.50/)).toBeInTheDocument();
    expect(screen.queryByText(NOT_PURCHASABLE_NOTE)).not.toBeInTheDocument();
  });

  it('a price the API withheld (issue 34): no price and not the not-purchasable note', () => {
    renderTile({ ...HIT, price: null, priceWithheld: true }, false);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByText(NOT_PURCHASABLE_NOTE)).not.toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
  });

  it('a part without a price is not purchasable online', () => {
    renderTile({ ...HIT, price: null }, true);
    expect(screen.getByText(NOT_PURCHASABLE_NOTE)).toBeInTheDocument();
  });
});
