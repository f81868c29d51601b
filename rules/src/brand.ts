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
  /** the footer's help line: spec 2 "help line 1-877-GO {product} option 1" */
  footerHelpLine: string;
  /** the help line as a dialable number (tel: link) */
  helpLineTel: string;
  /** customer-service hours, shown beside the help line */
  helpLineHours: string;
  /** footer quick links: portal routes */
  quickLinks: { label: string; path: string }[];
  /** footer product links: the product lines on the main website */
  productLinks: { label: string; url: string }[];
  /** the main website's company pages (About, Careers…) */
  companyLinks: { label: string; url: string }[];
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
  footerHelpLine: `1-877-GO ${product} option 1`,
  // 1-877-GO ALTURA on a phone keypad
  helpLineTel: '+18774625887',
  helpLineHours: 'Monday to Friday, 7 AM to 7 PM Eastern',
  quickLinks: [
    { label: 'Supply Store', path: '/pages/store' },
    { label: 'Training Store', path: '/pages/training-store' },
    { label: 'Quick Order', path: '/pages/store/cart/quick-order' },
    { label: 'Customer Dashboard', path: '/pages/dashboard' },
    { label: 'Create an Account', path: '/pages/registration' },
    { label: 'Help Center', path: '/pages/help' },
  ],
  productLinks: [
    { label: 'Aerial Devices', url: 'https://www.altura-aerial.example/products/aerial-devices' },
    { label: 'Digger Derricks', url: 'https://www.altura-aerial.example/products/digger-derricks' },
    { label: 'Cranes', url: 'https://www.altura-aerial.example/products/cranes' },
    { label: 'Chippers', url: 'https://www.altura-aerial.example/products/chippers' },
    { label: 'Lights and Signs', url: 'https://www.altura-aerial.example/products/lights-and-signs' },
    { label: 'Specialty Equipment', url: 'https://www.altura-aerial.example/products/specialty' },
  ],
  companyLinks: [
    { label: 'About Altura', url: 'https://www.altura-aerial.example/about' },
    { label: 'Careers', url: 'https://www.altura-aerial.example/careers' },
    { label: 'News', url: 'https://www.altura-aerial.example/news' },
    { label: 'Privacy Policy', url: 'https://www.altura-aerial.example/privacy' },
    { label: 'Terms of Use', url: 'https://www.altura-aerial.example/terms' },
  ],
};

export function formatDocumentTitle(routeTitle: string): string {
  return routeTitle ? `${routeTitle} | ${brand.titleSuffix}` : brand.titleSuffix;
}
