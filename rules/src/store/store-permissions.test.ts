import { canCheckOut, canOrderParts, canViewPrices, isBusinessBuyer } from './store-permissions';
import type { StoreSubject } from './store-permissions';

const guest: StoreSubject = { userStatus: 'GUEST', isValidatedB2BUser: false, isPunchout: false };
const personal = { ...guest, userStatus: 'REGISTERED', isValidatedB2BUser: false };
const business = { ...personal, isValidatedB2BUser: true };

describe('store permissions', () => {
  it('treats only validated, signed-in users as business buyers', () => {
    expect(isBusinessBuyer(guest)).toBe(false);
    expect(isBusinessBuyer({ ...guest, isValidatedB2BUser: true })).toBe(false);
    expect(isBusinessBuyer(personal)).toBe(false);
    expect(isBusinessBuyer(business)).toBe(true);
  });

  it('shows prices to guests and personal users, and to business users only with the pricing privilege', () => {
    expect(canViewPrices(guest, [])).toBe(true);
    expect(canViewPrices(personal, [])).toBe(true);
    expect(canViewPrices(business, ['B2B_Order_Replacement_Parts'])).toBe(false);
    expect(canViewPrices(business, ['B2B_See_Replacement_Parts_Pricing'])).toBe(true);
  });

  it('lets business users order only with the order privilege and without the supply-order ban', () => {
    expect(canOrderParts(guest, [])).toBe(true);
    expect(canOrderParts(personal, [])).toBe(true);
    expect(canOrderParts(business, [])).toBe(false);
    expect(canOrderParts(business, ['B2B_Order_Replacement_Parts'])).toBe(true);
    expect(canOrderParts(business, ['B2B_Order_Replacement_Parts', 'B2B_Disallow_Order_Supply'])).toBe(false);
  });

  it('keeps guests and punchout users out of checkout', () => {
    expect(canCheckOut(guest)).toBe(false);
    expect(canCheckOut({ ...business, isPunchout: true })).toBe(false);
    expect(canCheckOut(business)).toBe(true);
    expect(canCheckOut(personal)).toBe(true);
  });
});
