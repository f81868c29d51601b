// One way to print an address in the portal's widgets: name, street lines, 'City, ST 12345', country.

export interface AddressLike {
  addressName?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  state?: string | null;
  province?: string | null;
  postalCode?: string | null;
  zipCode?: string | null;
  country?: string | null;
}

export function formatAddressLines(address: AddressLike, { withName = false } = {}): string[] {
  const region = address.state || address.province || '';
  const postal = address.postalCode || address.zipCode || '';
  const cityLine = [address.city, [region, postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    withName ? address.addressName : null,
    address.address1,
    address.address2,
    cityLine,
    address.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** A one-line form, for accessible names and summaries. */
export function formatAddressInline(address: AddressLike): string {
  return formatAddressLines(address).join(', ');
}
