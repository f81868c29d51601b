import { area } from '../../area';
import { homeLinks, routeAllowed } from './home-links';

const paths = (held: string[]) => homeLinks(area, held).map((link) => link.path);
const SUPPORT = '/pages/csr/customerSupport';

it('offers an agent the user pages but no role, approval or product-owner page', () => {
  const links = paths(['CSR', 'CSR_User_Management']);
  expect(links).toContain(SUPPORT);
  expect(links).toContain(`${SUPPORT}/banners`);
  expect(links).toContain(`${SUPPORT}/auditLog`);
  expect(links).not.toContain(`${SUPPORT}/roleManagement`);
  expect(links).not.toContain(`${SUPPORT}/approval`);
  expect(links).not.toContain(`${SUPPORT}/productSearchIndex`);
  expect(links).not.toContain(`${SUPPORT}/trainingSessions`);
  // pages of one subject are opened from their lists
  expect(links).not.toContain(`${SUPPORT}/user`);
});

it('offers a product owner the tools, each page by its own rule', () => {
  const links = paths(['CSR', 'Product_Owner_Admin']);
  expect(links).toEqual(
    expect.arrayContaining([
      `${SUPPORT}/internalUserMgmt`,
      `${SUPPORT}/organizationSupport`,
      `${SUPPORT}/productSearchIndex`,
      `${SUPPORT}/updateContactsACFlag`,
      `${SUPPORT}/auth0ProfileMigration`,
      `${SUPPORT}/trainingSessions`,
    ]),
  );
  // the customer-support pages' rule needs CSR_User_Management, which a product owner alone lacks
  expect(links).not.toContain(SUPPORT);
  expect(routeAllowed(area, `${SUPPORT}/productSearchIndex`, ['CSR', 'Developer_Admin'])).toBe(true);
  expect(routeAllowed(area, `${SUPPORT}/productSearchIndex`, ['Developer_Admin'])).toBe(false);
});

it('offers nothing without CSR', () => {
  expect(paths(['Product_Owner_Admin', 'CSR_User_Management'])).toEqual([]);
});
