import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductRow, type ProductRowItem, type ProductRowProps } from './product-row';
import { orderQuantity, shipDateText, showsOrdering, showsPrice, trackingUrl } from './product-row-rules';

const item: ProductRowItem = {
  id: 'p1',
  partNumber: '000123456',
  displayName: 'Hydraulic filter',
  customerPartNumber: 'KE-77',
  partPrice: '$12.50',
  partUom: 'EA',
  orderable: true,
  trackingNumbers: ['1Z999AA10123456784', '7712 3456'],
};

function setup(props: Partial<ProductRowProps> = {}) {
  const onAddToCart = jest.fn();
  render(
    <ProductRow item={item} showPrice canViewPrices canOrderParts onAddToCart={onAddToCart} {...props} />,
  );
  return { onAddToCart, user: userEvent.setup() };
}

describe('product row rules', () => {
  it('ship date: shipped, else estimated from the promise date, else pending', () => {
    expect(shipDateText({ shippedDate: '2026-01-02', promiseDate: '2026-01-05' })).toEqual({
      label: 'Ship Date',
      date: '2026-01-02',
    });
    expect(shipDateText({ promiseDate: '2026-01-05' })).toEqual({
      label: 'Estimated Ship Date',
      date: '2026-01-05',
    });
    expect(shipDateText({})).toEqual({ label: 'Pending', date: null });
  });

  it('links only UPS-style tracking numbers', () => {
    expect(trackingUrl('1Z999AA10123456784')).toContain('tracknum=1Z999AA10123456784');
    expect(trackingUrl('1z999aa10123456784')).toContain('tracknum=1Z999AA10123456784');
    expect(trackingUrl('771234567890')).toBeNull();
    expect(trackingUrl('1Z123')).toBeNull();
  });

  it('price and ordering need both the row and the privilege', () => {
    expect(showsPrice(true, true)).toBe(true);
    expect(showsPrice(true, false)).toBe(false);
    expect(showsPrice(false, true)).toBe(false);
    expect(showsOrdering(true, true)).toBe(true);
    expect(showsOrdering(false, true)).toBe(false);
    expect(showsOrdering(true, false)).toBe(false);
  });

  it('an empty or zero quantity orders one', () => {
    expect(orderQuantity('')).toBe(1);
    expect(orderQuantity('0')).toBe(1);
    expect(orderQuantity('12')).toBe(12);
  });
});

describe('ProductRow', () => {
  it('starts at quantity 1, keeps digits only and adds the typed quantity', async () => {
    const { user, onAddToCart } = setup();
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, '3a-');
    expect(quantity).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(item, 3);
  });

  it('shows the price and customer part number; hides the price without the privilege', () => {
    setup({ canViewPrices: false });
    expect(screen.getByText(/Customer Part # KE-77/)).toBeInTheDocument();
    expect(screen.queryByText(/\$12\.50/)).not.toBeInTheDocument();
  });

  it('hides ordering when the user may not order parts or the part is not orderable', () => {
    setup({ canOrderParts: false });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('links UPS numbers to the carrier and shows the ship date text', () => {
    setup({ showShipDate: true, item: { ...item, promiseDate: '2026-02-03' } });
    expect(screen.getByText('Estimated Ship Date: 2026-02-03')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Track 1Z999AA10123456784/ })).toHaveAttribute(
      'href',
      expect.stringContaining('ups.com'),
    );
    expect(screen.queryByRole('link', { name: /7712 3456/ })).not.toBeInTheDocument();
  });

  it('shows the catalogue’s picture of the part when it has one, and none otherwise', () => {
    const { container, unmount } = render(
      <ProductRow
        item={{ ...item, imageUrl: '/api/images/products/filters.svg' }}
        showPrice
        canViewPrices
        canOrderParts={false}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/images/products/filters.svg');
    unmount();
    setup();
    expect(document.querySelector('img')).toBeNull();
  });
});
