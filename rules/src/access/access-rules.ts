// Every access rule of spec section 6 by a stable name, as plain data, and the evaluator (issue 34, ADR 0021:
// "named access rules, declared once"). A route of an area manifest names its rule (the shell derives the route's
// guard and its menu items' visibility from that one name), and each API operation names the rule it enforces, so
// the page, the menu and the API cannot drift apart. docs/access-rules.md is generated from this table.
//
// Names are stable: other packages (and deployed remotes' area.json) refer to them. Add a rule, never rename one.
//
// Two kinds of entry, both plain data:
// - capability rules over privileges only ('invoices.view'): what the API enforces and what pages build on;
// - page rules that add who may open a page at all (profile kinds: 'signed-in', not 'internal'…), built from the
//   capability rules by reference ({ rule: 'invoices.view' }).
// A guest stopped by a page rule is sent to sign in; anyone else to /pages/store/accessDenied?originalURL=….
//
// Decisions where the spec is silent or the code disagreed (issue 34):
// - Safety (equipment/fleetservices/safety): the menu asked for B2B_JEMS_Dashboard, the API served the safety
//   insight only to B2B_View_Analytics_Summary. Spec 6 names no privilege for Safety; its data is the analytics
//   summary (safety events and units reporting, the same series family as Performance), and B2B_JEMS_Dashboard is
//   by its name the JEMS dashboard's (compliance/jems/insights, whose series the API serves to it). One rule,
//   'insights.safety' = B2B_View_Analytics_Summary, for the page, its menu item and the API.
// - JEMS History: spec 6 gives it Developer_Admin and B2B_Reporting. It is the history report
//   (compliance/jems/insights/reports), so that route carries 'insights.jems-history'; the JEMS insights page
//   itself shows the JEMS series and carries 'insights.jems' (B2B_JEMS_Dashboard), as the API does.
// - Event details (event-details/{id}, where viewEvent/{id} lands) show a unit's telematics events of the
//   categories the user may see: any of the three insight privileges ('insights.events'), as the API filters.
// - Invoice support and payment instructions are pages of the invoices: 'invoices.view', like the list.
// - B2B_Disallow_Order_Supply: spec 6 hides Parts and Supply Orders in the account menu for it. A menu item takes
//   its route's rule, so the Parts and Supply Orders pages themselves carry it ('dashboard.parts',
//   'dashboard.supply-orders'): a user disallowed from ordering supplies is not offered those pages by URL either.
import type { Privilege, PrivilegeRule } from '../privileges/privileges';
import { evaluateAccessRule, type AccessRule, type AccessSubject } from './evaluate';

export {
  PROFILE_KINDS,
  isProfileKind,
  evaluateAccessRule,
  type AccessRule,
  type AccessSubject,
  type ProfileKind,
} from './evaluate';

/** A named rule: the rule itself and where it comes from (spec 6's words, or the decision above). */
export interface AccessRuleDefinition {
  rule: AccessRule;
  /** the spec's words or the reason, shown in docs/access-rules.md */
  source: string;
}

const one = (privilege: Privilege): PrivilegeRule => ({ one: privilege });
/** a reference to another named rule (a test checks every reference resolves) */
const ref = (name: string): AccessRule => ({ rule: name });
/** a page of the dashboard: signed in, not internal staff (spec 6: "internal associates are redirected away
 * from checkout and dashboard"), and the capability */
const dashboardPage = (capability: string): AccessRule => ({
  and: [ref('dashboard.visitor'), ref(capability)],
});
/** a page of the customer-service area: signed in, then the capability (which includes CSR) */
const csrPage = (capability: string): AccessRule => ({ and: [{ profile: 'signed-in' }, ref(capability)] });

/** The table. Keys are the stable names; `satisfies` keeps the values' types while the keys stay literal. */
const RULES = {
  // ---- platform ---------------------------------------------------------------------------------------------
  everyone: { rule: { everyone: true }, source: 'open to everyone, guests included' },
  'signed-in': { rule: { profile: 'signed-in' }, source: 'spec 6: a non-guest profile' },
  guest: { rule: { profile: 'guest' }, source: 'not signed in' },
  internal: {
    rule: { and: [{ profile: 'signed-in' }, { profile: 'internal' }] },
    source: 'spec 6: internal staff (profile has internal properties)',
  },
  business: { rule: { profile: 'b2b' }, source: 'spec 6: B2B registration type or a validated B2B user' },
  personal: {
    rule: { and: [{ profile: 'signed-in' }, { profile: 'non-b2b-user' }] },
    source: 'spec 6: "Non-B2B users" (a signed-in personal user)',
  },
  'associate-landing': {
    rule: ref('internal'),
    source: 'spec 6: "associateLanding is only for internal staff"',
  },
  'my-account': {
    rule: { profile: 'signed-in' },
    source:
      'spec 6: "my-account … need a non-guest profile" (a parent-holding user viewing a child company is asked to change company first: a guard step, not a refusal)',
  },
  checkout: {
    rule: { and: [{ profile: 'signed-in' }, { notProfile: 'internal' }, { notProfile: 'punchout' }] },
    source:
      'spec 6: "checkout need a non-guest profile; internal associates are redirected away"; punchout: "only View Cart, no checkout" (changing company first is a guard step)',
  },
  'training-store': {
    rule: { notProfile: 'punchout' },
    source: 'spec 6: "Punchout users are denied the training store"',
  },
  'training-store.signed-in': {
    rule: { and: [{ profile: 'signed-in' }, { notProfile: 'punchout' }] },
    source:
      'a training-store page for signed-in buyers (spec 6: punchout users are denied the training store)',
  },
  'training-store.checkout': {
    rule: { and: [{ rule: 'training-store.signed-in' }, { not: ['Demo_Only_Training_Store'] }] },
    source:
      'spec 6: punchout users are denied the training store; course orders need a signed-in buyer, not a Demo_Only_Training_Store demonstration account (its cart is kept on the device, spec 4)',
  },

  // ---- capabilities (privileges only: the API's rules, and the parts of the page rules) ----------------------
  dashboard: { rule: one('B2B_Dashboard'), source: 'spec 6: "reinitialize needs B2B_Dashboard"; start page' },
  fleet: { rule: one('B2B_Fleet_Search'), source: 'spec 6 privilege B2B_Fleet_Search' },
  'fleet.unit-check': {
    rule: { any: ['B2B_Fleet_Search', 'B2B_View_Organization_Groups'] },
    source: 'the API: /fleet/validate checks units for My Fleet and for adding units to a group',
  },
  'warranty.view': {
    rule: one('B2B_Warranty_View'),
    source: 'spec 6: "warranty search or detail needs B2B_Warranty_View"',
  },
  'warranty.submit': {
    rule: { any: ['B2B_Warranty_Submit', 'Demo_Only_Warranty_Submit'] },
    source: 'spec 6: "warranty claim or address needs B2B_Warranty_Submit or Demo_Only_Warranty_Submit"',
  },
  'warranty.file': {
    rule: one('B2B_Warranty_Submit'),
    source:
      'the API: claims filed for real and the default information changed (a demo account is simulated)',
  },
  'apns.view': { rule: one('B2B_View_APNs'), source: 'spec 6 privilege B2B_View_APNs' },
  'apns.report': { rule: one('B2B_Report_APNs'), source: 'spec 6 privilege B2B_Report_APNs' },
  'service.view': { rule: one('B2B_View_SRs'), source: 'spec 6: "service needs B2B_View_SRs"' },
  'orders.view': {
    rule: one('B2B_View_Orders'),
    source: 'spec 6: "account or training orders need B2B_View_Orders"',
  },
  'invoices.view': {
    rule: { any: ['B2B_View_All_Invoices', 'B2B_View_Default_Invoices'] },
    source: 'spec 6: "Invoices with either invoice privilege"',
  },
  'invoices.pay': {
    rule: one('B2B_View_All_Invoices'),
    source:
      'issue 39: pay invoices online; an accounts-payable clerk who sees every invoice (B2B_View_All_Invoices) may pay them',
  },
  'orders.spending-limits': {
    rule: one('B2B_Delegated_Customer_Admin'),
    source:
      'issue 39: a customer administrator sets the spending limit of a user or a role of their organisation',
  },
  'orders.approve': {
    rule: one('B2B_Delegated_Customer_Admin'),
    source:
      'issue 39: the approvers of an order above its buyer’s spending limit (e-mailed; approve or reject with a note) are the organisation’s customer administrators',
  },
  'invoices.view-all': {
    rule: one('B2B_View_All_Invoices'),
    source: 'spec 6 privilege B2B_View_All_Invoices (every invoice, not only the default ones)',
  },
  'parts.view': {
    rule: one('B2B_View_Replacement_Parts'),
    source: 'spec 6: "parts needs B2B_View_Replacement_Parts"',
  },
  'parts.order': {
    rule: one('B2B_Order_Replacement_Parts'),
    source: 'spec 6 privilege B2B_Order_Replacement_Parts',
  },
  'parts.prices': {
    rule: one('B2B_See_Replacement_Parts_Pricing'),
    source: 'spec 6 privilege B2B_See_Replacement_Parts_Pricing',
  },
  'supply.ordering-allowed': {
    rule: { not: ['B2B_Disallow_Order_Supply'] },
    source: 'spec 6: "B2B_Disallow_Order_Supply hides Parts and Supply Orders in the account menu"',
  },
  'users.manage': {
    rule: one('B2B_Delegated_Customer_Admin'),
    source: 'spec 6: "contactManagement needs B2B_Delegated_Customer_Admin"',
  },
  'groups.view': {
    rule: one('B2B_View_Organization_Groups'),
    source: 'spec 6: "groups needs B2B_View_Organization_Groups"',
  },
  'groups.update': {
    rule: one('B2B_Update_Organization_Groups'),
    source: 'spec 6: "remove-subgroup icon needs B2B_Update_Organization_Groups"',
  },
  'groups.change': {
    rule: {
      and: [
        one('B2B_View_Organization_Groups'),
        { any: ['B2B_Update_Organization_Groups', 'Demo_Only_Organization_Of_Fleet_Update'] },
      ],
    },
    source:
      'decision (issue 34): creating, renaming and deleting groups and changing their units need B2B_Update_Organization_Groups (spec 6 names it for changes); a demo account may try and is told Submit is Disabled',
  },
  'roles.assign': {
    rule: { any: ['B2B_Delegated_Customer_Admin', 'CSR_User_Management', 'CSR_Role_Management'] },
    source:
      'decision (issue 34): the role pickers ask assignableRoles — a customer administrator for the users of their organisation, customer service for users and company default roles; the assignment rule then decides each role',
  },
  'admin-area': {
    rule: { any: ['B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'] },
    source: 'spec 6: "Admin area needs B2B_View_Organization_Groups or B2B_Delegated_Customer_Admin"',
  },
  'users.contacts': {
    rule: { all: ['B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'] },
    source: 'spec 6: "Users/Contacts needs both that and delegated admin" (the Users link\'s label)',
  },
  'insights.safety': {
    rule: one('B2B_View_Analytics_Summary'),
    source: 'decision (issue 34): the safety insight is the analytics summary, as the API serves it',
  },
  'insights.performance': {
    rule: one('B2B_View_Analytics_Summary'),
    source: 'spec 6 privilege B2B_View_Analytics_Summary (the performance series)',
  },
  'insights.alms': {
    rule: one('B2B_View_Load_Monitoring_Dashboard'),
    source: 'spec 6 privilege B2B_View_Load_Monitoring_Dashboard',
  },
  'insights.jems': { rule: one('B2B_JEMS_Dashboard'), source: 'spec 6 privilege B2B_JEMS_Dashboard' },
  'insights.jems-history': {
    rule: { all: ['Developer_Admin', 'B2B_Reporting'] },
    source: 'spec 6: "JEMS History needs Developer_Admin and B2B_Reporting"',
  },
  'insights.events': {
    rule: { any: ['B2B_View_Analytics_Summary', 'B2B_View_Load_Monitoring_Dashboard', 'B2B_JEMS_Dashboard'] },
    source:
      "decision (issue 34): a unit's events of the categories the user may see, as the API filters them",
  },
  'reports.opready': { rule: one('B2B_Reporting'), source: 'spec 6: "opready needs B2B_Reporting"' },
  'parent-holding': {
    rule: one('B2B_View_Parent_Holding'),
    source: 'spec 6: "Parent-holding users (B2B_View_Parent_Holding)"',
  },
  'training.demo': {
    rule: one('Demo_Only_Training_Store'),
    source: 'spec 6 privilege Demo_Only_Training_Store',
  },
  'groups.demo-update': {
    rule: one('Demo_Only_Organization_Of_Fleet_Update'),
    source: 'spec 6 privilege Demo_Only_Organization_Of_Fleet_Update (group changes simulated)',
  },
  'user-manual': {
    rule: one('B2B_Dashboard'),
    source: 'spec 6: "User manual link (static PDF) requires B2B_Dashboard"',
  },
  wireframes: { rule: one('Wireframe_Admin'), source: 'spec 6 privilege Wireframe_Admin (design previews)' },
  csr: { rule: one('CSR'), source: 'spec 6: "/pages/csr needs CSR"' },
  'csr.users': {
    rule: { all: ['CSR', 'CSR_User_Management'] },
    source: 'spec 6: "other customerSupport pages need CSR_User_Management" (under /pages/csr: CSR)',
  },
  'csr.roles': {
    rule: { all: ['CSR', 'CSR_Role_Management'] },
    source: 'spec 6: "roleManagement needs CSR_Role_Management"',
  },
  'csr.registration': {
    rule: { all: ['CSR', 'CSR_Registration'] },
    source: 'spec 6: "approval needs CSR_Registration"',
  },
  'csr.product-owner': {
    rule: { and: [one('CSR'), { any: ['Product_Owner_Admin', 'Developer_Admin'] }] },
    source:
      'spec 6: "internalUserMgmt, roleEditor, organizationSupport, auth0ProfileMigration, updateContactsACFlag, productSearchIndex need Product_Owner_Admin or Developer_Admin"',
  },
  'training.sessions': {
    rule: ref('csr.product-owner'),
    source:
      'decision (issue 40, ADR 0046): instructor-led sessions are changed by product owners in the Customer Support tools, where they already run the training store (featured courses, course index)',
  },
  'csr.customer-search': {
    rule: {
      and: [
        one('CSR'),
        { any: ['CSR_Registration', 'CSR_User_Management', 'Product_Owner_Admin', 'Developer_Admin'] },
      ],
    },
    source: 'customer search serves the approval, user and organisation-support pages',
  },
  'csr.email-check': {
    rule: { and: [one('CSR'), { any: ['CSR_User_Management', 'CSR_Registration'] }] },
    source: 'checkEmailExists serves user editing and the approval queue',
  },

  // ---- pages: the dashboard guard by URL (spec 6) ----------------------------------------------------------------
  'dashboard.visitor': {
    rule: { and: [{ profile: 'signed-in' }, { notProfile: 'internal' }] },
    source: 'spec 6: "internal associates are redirected away from checkout and dashboard"',
  },
  'dashboard.home': { rule: dashboardPage('dashboard'), source: 'the dashboard: B2B_Dashboard' },
  'dashboard.fleet': { rule: dashboardPage('fleet'), source: 'My Fleet' },
  'dashboard.apns': { rule: dashboardPage('apns.view'), source: 'APNs' },
  'dashboard.apns-report': { rule: dashboardPage('apns.report'), source: 'Report a Completed APN' },
  'dashboard.warranty': { rule: dashboardPage('warranty.view'), source: 'warranty search or detail' },
  'dashboard.warranty-submit': {
    rule: dashboardPage('warranty.submit'),
    source: 'warranty claim or address',
  },
  'dashboard.safety': { rule: dashboardPage('insights.safety'), source: 'Safety insight' },
  'dashboard.alms': { rule: dashboardPage('insights.alms'), source: 'ALMS load monitoring' },
  'dashboard.performance': { rule: dashboardPage('insights.performance'), source: 'Performance insight' },
  'dashboard.jems': { rule: dashboardPage('insights.jems'), source: 'JEMS insights' },
  'dashboard.jems-history': { rule: dashboardPage('insights.jems-history'), source: 'JEMS History' },
  'dashboard.event-details': { rule: dashboardPage('insights.events'), source: "a unit's events" },
  'dashboard.service': { rule: dashboardPage('service.view'), source: 'service' },
  'dashboard.parts': {
    rule: { and: [dashboardPage('parts.view'), ref('supply.ordering-allowed')] },
    source: 'parts, not for users disallowed from ordering supplies (see the decision above)',
  },
  'dashboard.supply-orders': {
    rule: { and: [dashboardPage('orders.view'), ref('supply.ordering-allowed')] },
    source: 'account orders, not for users disallowed from ordering supplies (see the decision above)',
  },
  'dashboard.training-orders': { rule: dashboardPage('orders.view'), source: 'training orders' },
  'dashboard.invoices': {
    rule: dashboardPage('invoices.view'),
    source: 'invoices, support, payment instructions, account statement (issue 39)',
  },
  'dashboard.invoices-pay': {
    rule: dashboardPage('invoices.pay'),
    source: 'Pay Invoices (issue 39): the pay page of Orders and Invoices',
  },
  'dashboard.order-approvals': {
    rule: dashboardPage('orders.approve'),
    source:
      'Order Approvals (issue 39): orders awaiting approval and the spending limits, under Administration',
  },
  'dashboard.users': { rule: dashboardPage('users.manage'), source: 'contactManagement' },
  'dashboard.groups': { rule: dashboardPage('groups.view'), source: 'groups' },
  'dashboard.opready': {
    rule: { and: [dashboardPage('reports.opready'), ref('admin-area')] },
    source: 'opready, a page of the admin area ("A privilege guard requires all named privileges")',
  },

  // ---- pages: the CSR guard (spec 6) ------------------------------------------------------------------------------
  'csr.home': { rule: csrPage('csr'), source: '/pages/csr' },
  'csr.users-page': { rule: csrPage('csr.users'), source: 'customerSupport pages not named below' },
  'csr.roles-page': { rule: csrPage('csr.roles'), source: 'roleManagement' },
  'csr.registration-page': { rule: csrPage('csr.registration'), source: 'approval' },
  'csr.product-owner-page': {
    rule: csrPage('csr.product-owner'),
    source: 'internalUserMgmt, roleEditor, organizationSupport, auth0ProfileMigration, updateContactsACFlag…',
  },
  'csr.training-sessions-page': {
    rule: csrPage('training.sessions'),
    source: 'Training Sessions (issue 40): change an instructor-led session',
  },
} as const satisfies Record<string, AccessRuleDefinition>;

export type AccessRuleName = keyof typeof RULES;

/** Every named rule (read-only). */
export const ACCESS_RULES: Readonly<Record<AccessRuleName, AccessRuleDefinition>> = RULES;

export const ACCESS_RULE_NAMES = Object.keys(RULES) as AccessRuleName[];

export function isAccessRuleName(value: unknown): value is AccessRuleName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RULES, value);
}

function resolve(name: string): AccessRule | undefined {
  return isAccessRuleName(name) ? RULES[name].rule : undefined;
}

/** The rule a name stands for (references inside it are left as they are; `allows` follows them). */
export function accessRule(name: AccessRuleName): AccessRule {
  return RULES[name].rule;
}

/**
 * Whether the subject meets a rule, given by name or as data. The one evaluator of the portal: the shell's guards
 * and menus, the remotes and the API all decide through it.
 */
export function allows(rule: AccessRuleName | AccessRule, subject: AccessSubject): boolean {
  const data = typeof rule === 'string' ? accessRule(rule) : rule;
  return evaluateAccessRule(data, subject, resolve);
}

/** The privileges-only form, for callers that know no profile kinds (the API): a rule naming a kind is not met. */
export function allowsPrivileges(
  rule: AccessRuleName | AccessRule,
  privileges: readonly string[] | ReadonlySet<string>,
): boolean {
  return allows(rule, { privileges });
}

/** The privileges a rule names, references followed (for the generated reference and for pickers). */
export function privilegesNamed(rule: AccessRuleName | AccessRule): Privilege[] {
  const found = new Set<Privilege>();
  const walk = (r: AccessRule, seen: ReadonlySet<string>): void => {
    if ('one' in r) found.add(r.one);
    else if ('any' in r) r.any.forEach((p) => found.add(p));
    else if ('all' in r) r.all.forEach((p) => found.add(p));
    else if ('not' in r) r.not.forEach((p) => found.add(p));
    else if ('and' in r) r.and.forEach((x) => walk(x, seen));
    else if ('rule' in r && !seen.has(r.rule)) {
      const next = resolve(r.rule);
      if (next) walk(next, new Set([...seen, r.rule]));
    }
  };
  walk(typeof rule === 'string' ? accessRule(rule) : rule, new Set());
  return [...found];
}

/** A rule written out in words, references followed: `B2B_View_All_Invoices or B2B_View_Default_Invoices`. */
export function describeAccessRule(rule: AccessRuleName | AccessRule): string {
  const text = (r: AccessRule): string => {
    if ('one' in r) return r.one;
    if ('any' in r) return r.any.length === 1 ? (r.any[0] ?? '') : `(${r.any.join(' or ')})`;
    if ('all' in r) return r.all.join(' and ');
    if ('not' in r) return r.not.map((p) => `not ${p}`).join(' and ');
    if ('and' in r) return r.and.map(text).join(' and ');
    if ('profile' in r) return `is ${r.profile}`;
    if ('notProfile' in r) return `is not ${r.notProfile}`;
    if ('everyone' in r) return 'everyone';
    const next = resolve(r.rule);
    return next ? text(next) : `unknown rule ${r.rule}`;
  };
  return text(typeof rule === 'string' ? accessRule(rule) : rule);
}
