// The product row's rules (spec 2 'Product row', spec 3 'Product row'): ship-date text, carrier tracking links,
// when the price and the ordering controls show. Pure, so the dashboard's parts, orders and invoices agree.

export interface ShipDates {
  shippedDate?: string | null;
  promiseDate?: string | null;
}

export interface ShipDateText {
  label: 'Ship Date' | 'Estimated Ship Date' | 'Pending';
  /** the date shown after the label; null for 'Pending' */
  date: string | null;
}

/** 'Ship Date' if shipped, else 'Estimated Ship Date' from the promise date, else 'Pending'. */
export function shipDateText({ shippedDate, promiseDate }: ShipDates): ShipDateText {
  if (shippedDate) return { label: 'Ship Date', date: shippedDate };
  if (promiseDate) return { label: 'Estimated Ship Date', date: promiseDate };
  return { label: 'Pending', date: null };
}

/**
 * An order's ship dates from its lines: shipped when every line has shipped (the last ship date), otherwise the
 * earliest estimate of the lines still to ship; neither → Pending.
 */
export function orderShipDates(lines: readonly ShipDates[]): ShipDates {
  const open = lines.filter((l) => !l.shippedDate);
  if (lines.length > 0 && open.length === 0)
    return {
      shippedDate:
        lines
          .map((l) => l.shippedDate as string)
          .sort()
          .at(-1) ?? null,
    };
  const promised = open.map((l) => l.promiseDate).filter((d): d is string => Boolean(d));
  return { promiseDate: promised.sort()[0] ?? null };
}

/** UPS numbers: '1Z', a six-character shipper number, a two-digit service code and eight more characters. */
const UPS_TRACKING = /^1Z[0-9A-Z]{16}$/i;

export const isUpsTrackingNumber = (trackingNumber: string): boolean =>
  UPS_TRACKING.test(trackingNumber.trim());

/** The carrier page of a UPS-style number; null for other numbers (shown as text). */
export function trackingUrl(trackingNumber: string): string | null {
  const number = trackingNumber.trim();
  return isUpsTrackingNumber(number)
    ? `https://www.ups.com/track?loc=en_US&tracknum=${encodeURIComponent(number.toUpperCase())}`
    : null;
}

/** The price shows only if the row asks for it and the user may view prices. */
export const showsPrice = (showPrice: boolean, canViewPrices: boolean): boolean => showPrice && canViewPrices;

/** The quantity and add-to-cart show only if the part is orderable and the user may order parts. */
export const showsOrdering = (orderable: boolean, canOrderParts: boolean): boolean =>
  orderable && canOrderParts;

/** A quantity typed into the row: digits only, at least 1 (an empty field orders 1). */
export function orderQuantity(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}
