// Who may see prices and order in the supply store (spec 2 'Product row', 6). One definition for every page, the
// cart, the added-to-cart modal and quick order. The API enforces the same rules on its side.

/** The profile fields the store rules read (the session profile has them; rules stay free of the session). */
export interface StoreSubject {
  userStatus: string;
  isValidatedB2BUser: boolean;
  isPunchout: boolean;
}

const isGuest = (profile: StoreSubject): boolean => profile.userStatus === 'GUEST';

/** A business user: B2C unless status is GUEST or isValidatedB2BUser is true (spec 6), so validated B2B. */
export function isBusinessBuyer(profile: StoreSubject): boolean {
  return !isGuest(profile) && profile.isValidatedB2BUser;
}

/** canViewPrices: guests and personal users always; business users with B2B_See_Replacement_Parts_Pricing. */
export function canViewPrices(profile: StoreSubject, privileges: readonly string[]): boolean {
  if (!isBusinessBuyer(profile)) return true;
  return privileges.includes('B2B_See_Replacement_Parts_Pricing');
}

/**
 * canOrderParts: guests and personal users always; business users with B2B_Order_Replacement_Parts and without
 * B2B_Disallow_Order_Supply. Punchout users order through their procurement system's cart, so they may add too.
 */
export function canOrderParts(profile: StoreSubject, privileges: readonly string[]): boolean {
  if (!isBusinessBuyer(profile)) return true;
  return (
    privileges.includes('B2B_Order_Replacement_Parts') && !privileges.includes('B2B_Disallow_Order_Supply')
  );
}

/** Checkout is for signed-in, non-punchout users (spec 1 'Punchout accounts: see View Cart only'). */
export function canCheckOut(profile: StoreSubject): boolean {
  return !isGuest(profile) && !profile.isPunchout;
}
