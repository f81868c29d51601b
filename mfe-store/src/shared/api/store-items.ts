// Part details for the cart's screens: the catalogue's item lookup (itemDetail signed in, unauthenticatedItemDetail
// with the locale for guests), so prices, customer part numbers and stock follow the same rules everywhere.
import { catalogueCaller, fetchItemDetails } from './catalogue-api';
import type { CommerceItem } from '../types/catalogue';
import type { Locale, Profile } from '@portal/shared-session';

export type { CommerceItem };

export async function fetchCartItems(
  profile: Pick<Profile, 'email' | 'userStatus'>,
  locale: Locale,
  partNumbers: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, CommerceItem>> {
  const unique = [...new Set(partNumbers)];
  if (unique.length === 0) return new Map();
  const items = await fetchItemDetails(catalogueCaller(profile, locale), unique, signal);
  return new Map(items.map((item) => [item.partNumber, item]));
}
