// The one place for the maker's brand: name, phone numbers, addresses and links. The spec's {product} token
// is `brand.product`. The default brand is fictional; a real deployment replaces this object.

export interface BrandConfig {
  /** the spec's {product} */
  product: string;
  companyName: string;
  /** appended to every document title */
  titleSuffix: string;
  helpLine: string;
  helpLineWithOption: string;
  addressErrorPhone: string;
  supportEmail: string;
  internationalSalesEmail: string;
  mainSiteUrl: string;
  postalAddress: { street: string; city: string; region: string; postalCode: string; country: string };
  socialLinks: { label: string; url: string }[];
  internationalSalesLinks: { label: string; url: string }[];
  userManualPath: string;
}

const product = 'ALTURA';

export const brand: BrandConfig = {
  product,
  companyName: 'Altura Aerial Equipment',
  titleSuffix: 'Altura Connect',
  helpLine: `1-877-GO ${product}`,
  helpLineWithOption: `1-877-GO ${product}, Option 1`,
  addressErrorPhone: '877-462-5832',
  supportEmail: 'support@altura-aerial.example',
  internationalSalesEmail: 'international@altura-aerial.example',
  mainSiteUrl: 'https://www.altura-aerial.example',
  postalAddress: {
    street: '1200 Boom Lift Parkway',
    city: 'Huntsville',
    region: 'AL',
    postalCode: '35806',
    country: 'United States',
  },
  socialLinks: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/altura-aerial-example' },
    { label: 'YouTube', url: 'https://www.youtube.com/@altura-aerial-example' },
    { label: 'Facebook', url: 'https://www.facebook.com/altura-aerial-example' },
  ],
  internationalSalesLinks: [
    { label: 'International Sales', url: 'https://www.altura-aerial.example/international' },
    { label: 'Find a Dealer', url: 'https://www.altura-aerial.example/dealers' },
  ],
  userManualPath: '/static/altura-connect-user-manual.pdf',
};

export function formatDocumentTitle(routeTitle: string): string {
  return routeTitle ? `${routeTitle} | ${brand.titleSuffix}` : brand.titleSuffix;
}
