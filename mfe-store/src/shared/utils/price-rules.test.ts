import { canOrderOnline, isPriceShown, isPurchasable } from './price-rules';

describe('store price rules', () => {
  it('a part is purchasable only when shown online and priced (a null price is not purchasable)', () => {
    expect(isPurchasable({ price: 12.5, showOnline: true })).toBe(true);
    expect(isPurchasable({ price: 0, showOnline: true })).toBe(true);
    expect(isPurchasable({ price: null, showOnline: true })).toBe(false);
    expect(isPurchasable({ price: undefined, showOnline: true })).toBe(false);
    expect(isPurchasable({ price: 12.5, showOnline: false })).toBe(false);
  });

  it('shows a price only when the user may see prices and the part is purchasable', () => {
    expect(isPriceShown({ price: 12.5, showOnline: true }, true)).toBe(true);
    expect(isPriceShown({ price: 12.5, showOnline: true }, false)).toBe(false);
    expect(isPriceShown({ price: null, showOnline: true }, true)).toBe(false);
    expect(isPriceShown({ price: 12.5, showOnline: false }, true)).toBe(false);
  });

  it('allows ordering only for an orderable, purchasable part and a user who may order parts', () => {
    const part = { price: 12.5, showOnline: true, orderable: true };
    expect(canOrderOnline(part, true)).toBe(true);
    expect(canOrderOnline(part, false)).toBe(false);
    expect(canOrderOnline({ ...part, orderable: false }, true)).toBe(false);
    expect(canOrderOnline({ ...part, price: null }, true)).toBe(false);
    expect(canOrderOnline({ ...part, showOnline: false }, true)).toBe(false);
  });

  it('a price the API withheld from the user (issue 34) is a price: purchasable and orderable, never shown', () => {
    const withheld = { price: null, priceWithheld: true, showOnline: true };
    expect(isPurchasable(withheld)).toBe(true);
    expect(isPurchasable({ ...withheld, showOnline: false })).toBe(false);
    expect(isPriceShown(withheld, false)).toBe(false);
    expect(isPriceShown(withheld, true)).toBe(false);
    expect(canOrderOnline({ ...withheld, orderable: true }, true)).toBe(true);
    expect(canOrderOnline({ ...withheld, orderable: true }, false)).toBe(false);
    expect(isPurchasable({ price: null, priceWithheld: false, showOnline: true })).toBe(false);
  });
});
