import { brand } from '@portal/rules';
import { OUT_OF_STOCK_MESSAGE, notOrderableMessage } from '../../shared/utils/price-rules';
import {
  customerPartNumberLabel,
  orderQuantity,
  productAvailability,
  productDecision,
  truncateText,
} from './product-rules';

const buyer = { canViewPrices: true, canOrderParts: true, locale: 'en_US' as const };
const part = { price: 42.5, showOnline: true, orderable: true, quantityOnHand: 3 };

describe('truncateText', () => {
  it('leaves text of the limit or shorter alone', () => {
    expect(truncateText('x'.repeat(60), 60)).toEqual({ text: 'x'.repeat(60), truncated: false });
  });

  it('cuts text over the limit, at a word end when one is near, with an ellipsis', () => {
    const name = 'Hydraulic Boom Cylinder Seal Kit for Insulated Aerial Devices and Digger Derricks';
    const result = truncateText(name, 60);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe('Hydraulic Boom Cylinder Seal Kit for Insulated Aerial…');
    expect(result.text.length).toBeLessThanOrEqual(61);
    expect(truncateText('y'.repeat(101), 100)).toEqual({ text: `${'y'.repeat(100)}…`, truncated: true });
  });
});

describe('productDecision', () => {
  it('shows the price and allows ordering for an orderable, priced part and a buyer with both privileges', () => {
    expect(productDecision(part, buyer)).toEqual({
      purchasable: true,
      priceShown: true,
      orderingAllowed: true,
      notOrderableMessage: null,
    });
  });

  it('hides the price without canViewPrices and Add to Cart without canOrderParts, with no part message', () => {
    expect(productDecision(part, { ...buyer, canViewPrices: false })).toMatchObject({
      priceShown: false,
      orderingAllowed: true,
      notOrderableMessage: null,
    });
    expect(productDecision(part, { ...buyer, canOrderParts: false })).toMatchObject({
      priceShown: true,
      orderingAllowed: false,
      notOrderableMessage: null,
    });
  });

  it('treats a null price as not purchasable', () => {
    expect(productDecision({ ...part, price: null }, buyer)).toEqual({
      purchasable: false,
      priceShown: false,
      orderingAllowed: false,
      notOrderableMessage: notOrderableMessage('en_US'),
    });
  });

  it('gives the domestic not-orderable message in the US and Canada and the international one for locale en', () => {
    const notOrderable = { ...part, orderable: false };
    expect(productDecision(notOrderable, buyer).notOrderableMessage).toBe(
      `This item cannot be ordered online but please call us at 1-877-GO-${brand.product}, Option 1 to place an order.`,
    );
    expect(productDecision(notOrderable, { ...buyer, locale: 'en_CA' }).notOrderableMessage).toBe(
      notOrderableMessage('en_US'),
    );
    const international = productDecision(notOrderable, { ...buyer, locale: 'en' });
    expect(international.notOrderableMessage).toBe(notOrderableMessage('en'));
    expect(international.notOrderableMessage).toContain(brand.internationalSalesEmail);
    expect(international.orderingAllowed).toBe(false);
  });
});

describe('productAvailability', () => {
  it('says loading, available, out of stock or call for a date', () => {
    expect(productAvailability(false, 5)).toBe('Loading availability info');
    expect(productAvailability(true, 5)).toBe('Available, expect to ship within 1 business day.');
    expect(productAvailability(true, 0)).toBe(OUT_OF_STOCK_MESSAGE);
    expect(OUT_OF_STOCK_MESSAGE).toBe(
      `Please call 1-877-GO ${brand.product}, Option 1, to check availability.`,
    );
    expect(productAvailability(true, undefined)).toBe(
      `Call 1-877-GO ${brand.product}, Option 1 for estimated shipment date.`,
    );
  });
});

describe('labels and quantity', () => {
  it('labels the customer part number with the business name', () => {
    expect(customerPartNumberLabel('Keystone Electric')).toBe('Keystone Electric Part #');
    expect(customerPartNumberLabel(null)).toBe('Customer Part #');
  });

  it('keeps the quantity at 1 or more', () => {
    expect(orderQuantity('3')).toBe(3);
    expect(orderQuantity('')).toBe(1);
    expect(orderQuantity('0')).toBe(1);
  });
});
