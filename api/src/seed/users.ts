// The fixed part of the seeded world: organisations, roles and one user for every role and status of spec section 6.
// docs/seed-users.md documents the same list; tests check it.
import { createHash } from 'node:crypto';
import { hashPassword } from '../db/passwords.js';
import { classOfPrivileges } from '@portal/rules/privilege-classes';
import type { Privilege, RoleClass, UserStatus } from '../db/schema.js';

/** The one development password of every seeded user. */
export const DEV_PASSWORD = 'Portal!2345';

/** A seeded user's hash of the development password, salted by their key so two seeded databases are identical. */
export function seedPasswordHash(key: string): Promise<string> {
  const salt = createHash('sha256').update(`portal-seed-salt:${key}`).digest().subarray(0, 16);
  return hashPassword(DEV_PASSWORD, { salt });
}

export interface SeedOrg {
  key: string;
  accountId: string;
  accountNumber: string;
  partyId: string;
  name: string;
  type: 'BUSINESS' | 'PERSONAL' | 'INTERNAL';
  parentKey?: string;
  isParentHolding?: boolean;
  region: 'UNITED_STATES' | 'CANADA' | 'AWW';
  city: string;
  state: string;
  country: string;
  postalCode: string;
  domain?: string;
  warrantyType?: string;
}

const org = (
  n: number,
  key: string,
  name: string,
  city: string,
  state: string,
  postalCode: string,
  extra: Partial<SeedOrg> = {},
): SeedOrg => ({
  key,
  accountId: String(410000 + n),
  accountNumber: String(880100 + n * 13),
  partyId: String(770000 + n * 7),
  name,
  type: 'BUSINESS',
  region: 'UNITED_STATES',
  city,
  state,
  country: 'US',
  postalCode,
  ...extra,
});

export const HOLDING_KEY = 'summit-holdings';

export const SEED_ORGS: SeedOrg[] = [
  org(1, HOLDING_KEY, 'Summit Utility Holdings', 'Charlotte', 'NC', '28202', {
    isParentHolding: true,
    domain: 'summit-utility.example',
  }),
  org(2, 'summit-power', 'Summit Power and Light', 'Greenville', 'SC', '29601', {
    parentKey: HOLDING_KEY,
    domain: 'summit-power.example',
  }),
  org(3, 'summit-line', 'Summit Line Services', 'Roanoke', 'VA', '24011', { parentKey: HOLDING_KEY }),
  org(4, 'summit-tree', 'Summit Tree Care', 'Asheville', 'NC', '28801', { parentKey: HOLDING_KEY }),
  org(5, 'summit-telecom', 'Summit Telecom Construction', 'Knoxville', 'TN', '37902', {
    parentKey: HOLDING_KEY,
  }),
  org(10, 'keystone', 'Keystone Electric Cooperative', 'Harrisburg', 'PA', '17101', {
    domain: 'keystone-electric.example',
    warrantyType: 'STANDARD',
  }),
  org(11, 'blueridge', 'Blue Ridge Line Contractors', 'Lynchburg', 'VA', '24504', {
    domain: 'blueridge-line.example',
  }),
  org(12, 'prairie', 'Prairie Tree Service', 'Wichita', 'KS', '67202', { domain: 'prairie-tree.example' }),
  org(13, 'lakeshore', 'Lakeshore Municipal Utilities', 'Sheboygan', 'WI', '53081', {
    domain: 'lakeshore-utilities.example',
  }),
  org(14, 'cascade', 'Cascade Crane and Rigging', 'Tacoma', 'WA', '98402', {
    domain: 'cascade-crane.example',
  }),
  org(15, 'northern-lights', 'Northern Lights Signal Co.', 'Winnipeg', 'MB', 'R3C 0A5', {
    region: 'CANADA',
    country: 'CA',
    domain: 'northern-lights.example',
  }),
  org(16, 'riverside-oh', 'Riverside Electric', 'Dayton', 'OH', '45402', {
    domain: 'riverside-electric.example',
  }),
  org(17, 'riverside-ca', 'Riverside Electric', 'Riverside', 'CA', '92501'),
  org(18, 'granite', 'Granite State Arborists', 'Concord', 'NH', '03301'),
  org(19, 'andes', 'Andes Energia Servicios', 'Santiago', 'Region Metropolitana', '8320000', {
    region: 'AWW',
    country: 'CL',
    domain: 'andes-energia.example',
  }),
  {
    key: 'internal',
    accountId: '400000',
    accountNumber: '800000',
    partyId: '700000',
    name: 'INTERNAL ASSOCIATES',
    type: 'INTERNAL',
    region: 'UNITED_STATES',
    city: 'Birmingham',
    state: 'AL',
    country: 'US',
    postalCode: '35203',
  },
  {
    key: 'customer-service',
    accountId: '400001',
    accountNumber: '800001',
    partyId: '700001',
    name: 'AerialCo Customer Service',
    type: 'INTERNAL',
    region: 'UNITED_STATES',
    city: 'Birmingham',
    state: 'AL',
    country: 'US',
    postalCode: '35203',
  },
];

const ALL_B2B: Privilege[] = [
  'B2B_Dashboard',
  'B2B_Fleet_Search',
  'B2B_Warranty_View',
  'B2B_Warranty_Submit',
  'B2B_View_APNs',
  'B2B_Report_APNs',
  'B2B_View_SRs',
  'B2B_View_Orders',
  'B2B_View_All_Invoices',
  'B2B_View_Default_Invoices',
  'B2B_View_Replacement_Parts',
  'B2B_Order_Replacement_Parts',
  'B2B_See_Replacement_Parts_Pricing',
  'B2B_Delegated_Customer_Admin',
  'B2B_View_Organization_Groups',
  'B2B_Update_Organization_Groups',
  'B2B_JEMS_Dashboard',
  'B2B_Reporting',
  'B2B_View_Load_Monitoring_Dashboard',
  'B2B_View_Analytics_Summary',
];

export interface SeedRole {
  name: string;
  /** organisation key for ORGANIZATION roles; absent = GLOBAL */
  orgKey?: string;
  description: string;
  privileges: Privilege[];
  /** who holds it (issue 34); absent: the class of its privileges */
  roleClass?: RoleClass;
}

/** A seeded role's class: as written, else STAFF when it holds staff privileges, CUSTOMER otherwise. */
export function seedRoleClass(role: SeedRole): RoleClass {
  return role.roleClass ?? (classOfPrivileges(role.privileges) === 'STAFF' ? 'STAFF' : 'CUSTOMER');
}

export const SEED_ROLES: SeedRole[] = [
  {
    name: 'B2B Administrator',
    description: 'Every B2B privilege, including user management and group updates',
    privileges: ALL_B2B,
  },
  {
    name: 'B2B Viewer',
    description: 'Read-only B2B access',
    privileges: [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_Warranty_View',
      'B2B_View_APNs',
      'B2B_View_SRs',
      'B2B_View_Orders',
      'B2B_View_Default_Invoices',
      'B2B_View_Replacement_Parts',
      'B2B_View_Organization_Groups',
    ],
  },
  {
    name: 'Parts Buyer',
    description: 'Orders replacement parts; cannot see part pricing',
    privileges: [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_View_Replacement_Parts',
      'B2B_Order_Replacement_Parts',
      'B2B_View_Orders',
    ],
  },
  {
    name: 'Parent Holding Administrator',
    description: 'Every B2B privilege across the holding company and its child organisations',
    privileges: [...ALL_B2B, 'B2B_View_Parent_Holding'],
  },
  {
    name: 'Fleet Only',
    description: 'Fleet, service and notices; supply ordering disallowed',
    privileges: [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_View_SRs',
      'B2B_View_APNs',
      'B2B_Report_APNs',
      'B2B_Disallow_Order_Supply',
    ],
  },
  {
    name: 'Internal Associate',
    description: 'Staff viewing customer organisations',
    // staff who view customers' dashboards: customer privileges, but never a customer's role
    roleClass: 'STAFF',
    privileges: [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_Warranty_View',
      'B2B_View_APNs',
      'B2B_View_SRs',
      'B2B_View_Orders',
      'B2B_View_All_Invoices',
      'B2B_View_Default_Invoices',
      'B2B_View_Replacement_Parts',
      'B2B_See_Replacement_Parts_Pricing',
      'B2B_View_Organization_Groups',
    ],
  },
  {
    name: 'CSR Administrator',
    description: 'Customer service administration',
    privileges: [
      'CSR',
      'CSR_Role_Management',
      'CSR_User_Management',
      'CSR_Registration',
      'Product_Owner_Admin',
      'Developer_Admin',
    ],
  },
  {
    name: 'CSR Agent',
    description: 'Customer service user management only',
    privileges: ['CSR', 'CSR_User_Management'],
  },
  {
    name: 'Training Demo',
    description: 'Demonstration training-store account',
    privileges: ['Demo_Only_Training_Store'],
  },
  {
    name: 'Demo Account',
    description: 'Demonstration dashboard: warranty submit and group updates are simulated',
    privileges: [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_Warranty_View',
      'Demo_Only_Warranty_Submit',
      'B2B_View_Organization_Groups',
      'Demo_Only_Organization_Of_Fleet_Update',
    ],
  },
  { name: 'Wireframe Administrator', description: 'Design previews', privileges: ['Wireframe_Admin'] },
  {
    name: 'Keystone Fleet Supervisor',
    orgKey: 'keystone',
    description: 'Keystone fleet supervisors: fleet, service, notices and warranty claims',
    privileges: [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_View_SRs',
      'B2B_View_APNs',
      'B2B_Report_APNs',
      'B2B_Warranty_View',
      'B2B_Warranty_Submit',
      'B2B_View_Organization_Groups',
      'B2B_Update_Organization_Groups',
    ],
  },
  {
    name: 'Summit Regional Manager',
    orgKey: HOLDING_KEY,
    description: 'Regional managers of the Summit companies',
    privileges: [...ALL_B2B.filter((p) => p !== 'B2B_Delegated_Customer_Admin'), 'B2B_View_Parent_Holding'],
  },
  {
    name: 'Cascade Yard Lead',
    orgKey: 'cascade',
    description: 'Yard leads order parts with pricing',
    privileges: [
      'B2B_Dashboard',
      'B2B_View_Replacement_Parts',
      'B2B_Order_Replacement_Parts',
      'B2B_See_Replacement_Parts_Pricing',
      'B2B_View_Orders',
    ],
  },
];

/** Company default roles: organisation key → role name (every other business org defaults to "B2B Viewer"). */
export const COMPANY_DEFAULT_ROLES: Record<string, string> = {
  keystone: 'Keystone Fleet Supervisor',
  [HOLDING_KEY]: 'Summit Regional Manager',
  cascade: 'Cascade Yard Lead',
};

export interface SeedUser {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  registrationType: 'B2B' | 'B2C';
  isValidatedB2BUser: boolean;
  locale: 'en_US' | 'en_CA' | 'en';
  /** organisation key; personal (B2C) users get their own PERSONAL account */
  orgKey: string | null;
  roles: string[];
  revokedPrivileges?: Privilege[];
  internal?: {
    department: string;
    departmentNumber: string;
    employeeId: string;
    allowedOrgKeys: string[];
    allowedActions: string[];
  };
  punchout?: boolean;
  /** 'valid' = created just now; 'expired' = older than the 7-day activation token life */
  activation?: 'valid' | 'expired';
  userEnteredBusinessName?: string;
  jobTitle?: string;
  /** what this account is for (docs/seed-users.md) */
  purpose: string;
  /** what the user should see */
  sees: string;
}

export const SEED_USERS: SeedUser[] = [
  {
    key: 'b2b-admin',
    email: 'admin@keystone-electric.example',
    firstName: 'Dana',
    lastName: 'Whitfield',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'keystone',
    roles: ['B2B Administrator'],
    jobTitle: 'Fleet Manager',
    purpose:
      'B2B administrator: every B2B privilege incl. B2B_Dashboard, B2B_Delegated_Customer_Admin, group updates',
    sees: 'Dashboard with fleet, APNs, service, warranty (view and submit), orders, all invoices, parts with prices, Administration (Users/Contacts, groups)',
  },
  {
    key: 'b2b-viewer',
    email: 'viewer@keystone-electric.example',
    firstName: 'Marcus',
    lastName: 'Bell',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'keystone',
    roles: ['B2B Viewer'],
    jobTitle: 'Operations Analyst',
    purpose: 'Read-only B2B user',
    sees: 'Dashboard, fleet, APNs, service, warranty (view), orders, default invoices, parts without ordering; no Administration',
  },
  {
    key: 'org-role',
    email: 'supervisor@keystone-electric.example',
    firstName: 'Ray',
    lastName: 'Okafor',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'keystone',
    roles: ['Keystone Fleet Supervisor'],
    jobTitle: 'Fleet Supervisor',
    purpose: 'Holds an organisational (company) role, the Keystone default role',
    sees: 'Fleet, service, APNs (report completion), warranty claims, groups (update)',
  },
  {
    key: 'buyer',
    email: 'buyer@blueridge-line.example',
    firstName: 'Tasha',
    lastName: 'Greene',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'blueridge',
    roles: ['Parts Buyer'],
    jobTitle: 'Purchasing Agent',
    purpose: 'Buyer without price privileges (no B2B_See_Replacement_Parts_Pricing)',
    sees: 'Replacement parts and ordering, supply orders; prices withheld by the API (store, cart, lists, replacement parts, checkout review, order confirmation, supply orders), Add to Cart and ordering kept',
  },
  {
    key: 'parent-holding',
    email: 'holding@summit-utility.example',
    firstName: 'Gordon',
    lastName: 'Pryce',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: HOLDING_KEY,
    roles: ['Parent Holding Administrator'],
    jobTitle: 'Director of Fleet Services',
    purpose:
      'Parent-holding user (B2B_View_Parent_Holding); the four Summit child companies are secondary orgs',
    sees: 'Force-parent-company modal, "Viewing as" company switch over Summit Utility Holdings and its 4 children, view all',
  },
  {
    key: 'internal-associate',
    email: 'associate@aerialco.example',
    firstName: 'Priya',
    lastName: 'Raman',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'internal',
    roles: ['Internal Associate'],
    internal: {
      department: 'Customer Support',
      departmentNumber: '4410',
      employeeId: 'E10442',
      allowedOrgKeys: ['summit-power', 'summit-line'],
      allowedActions: ['VIEW_AS_CUSTOMER', 'VIEW_FLEET', 'VIEW_INVOICES'],
    },
    jobTitle: 'Customer Support Specialist',
    purpose:
      "Internal associate (business name 'INTERNAL ASSOCIATES', department, employee id, allowed account ids)",
    sees: 'associateLanding: may pick Summit Power and Light or Summit Line Services to view as',
  },
  {
    key: 'csr-admin',
    email: 'csr.admin@aerialco.example',
    firstName: 'Helen',
    lastName: 'Marsh',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'customer-service',
    roles: ['CSR Administrator'],
    jobTitle: 'Customer Service Manager',
    purpose:
      'CSR admin: CSR, CSR_Role_Management, CSR_User_Management, CSR_Registration, Product_Owner_Admin, Developer_Admin',
    sees: 'Every /pages/csr screen: users, roles, approval queue, banners, email domains, product search index, impersonation',
  },
  {
    key: 'csr-agent',
    email: 'csr.agent@aerialco.example',
    firstName: 'Tom',
    lastName: 'Becker',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'customer-service',
    roles: ['CSR Agent'],
    jobTitle: 'Customer Service Representative',
    purpose: 'CSR with partial privileges (CSR + CSR_User_Management only)',
    sees: 'customerSupport user screens; denied roleManagement, approval and product-owner screens',
  },
  {
    key: 'personal-us',
    email: 'pat.morgan@mailbox.example',
    firstName: 'Pat',
    lastName: 'Morgan',
    status: 'REGISTERED',
    registrationType: 'B2C',
    isValidatedB2BUser: false,
    locale: 'en_US',
    orgKey: null,
    roles: [],
    purpose: 'Personal (B2C) user in the US',
    sees: 'My Account (address book, payment methods, shopping lists, order history, training orders); USD prices',
  },
  {
    key: 'personal-ca',
    email: 'claire.tremblay@maplemail.example',
    firstName: 'Claire',
    lastName: 'Tremblay',
    status: 'REGISTERED',
    registrationType: 'B2C',
    isValidatedB2BUser: false,
    locale: 'en_CA',
    orgKey: null,
    roles: [],
    purpose: 'Canadian personal user (locale en_CA)',
    sees: 'My Account; prices in CAD$',
  },
  {
    key: 'canada-b2b',
    email: 'admin@northern-lights.example',
    firstName: 'Luc',
    lastName: 'Gagnon',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_CA',
    orgKey: 'northern-lights',
    roles: ['B2B Administrator'],
    jobTitle: 'Maintenance Manager',
    purpose: 'Canadian B2B administrator (en_CA)',
    sees: 'Full dashboard for Northern Lights Signal Co.; CAD$ prices',
  },
  {
    key: 'worldwide',
    email: 'compras@andes-energia.example',
    firstName: 'Mateo',
    lastName: 'Fuentes',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en',
    orgKey: 'andes',
    roles: ['Parts Buyer'],
    jobTitle: 'Compras',
    purpose: 'Worldwide (AWW) user: locale en',
    sees: 'Parts ordering; not-orderable items show the international contact message',
  },
  {
    key: 'punchout',
    email: 'punchout@lakeshore-utilities.example',
    firstName: 'Lakeshore',
    lastName: 'Procurement',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'lakeshore',
    roles: ['Parts Buyer'],
    punchout: true,
    purpose: 'Punchout (OCI) account',
    sees: 'Store and View Cart only; no checkout, no training store',
  },
  {
    key: 'fleet-only',
    email: 'fleet@cascade-crane.example',
    firstName: 'Wes',
    lastName: 'Lindqvist',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'cascade',
    roles: ['Fleet Only'],
    jobTitle: 'Yard Supervisor',
    purpose: 'Holds B2B_Disallow_Order_Supply',
    sees: 'Fleet, service, APNs; Parts and Supply Orders hidden from the account menu',
  },
  {
    key: 'revoked',
    email: 'revoked@blueridge-line.example',
    firstName: 'Alma',
    lastName: 'Ruiz',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'blueridge',
    roles: ['B2B Administrator'],
    revokedPrivileges: ['B2B_Warranty_Submit', 'B2B_Delegated_Customer_Admin'],
    jobTitle: 'Safety Coordinator',
    purpose:
      'B2B administrator role with two revoked privileges (B2B_Warranty_Submit, B2B_Delegated_Customer_Admin)',
    sees: 'Like the B2B admin but no warranty claim submission and no Administration',
  },
  {
    key: 'delegated',
    email: 'delegated@keystone-electric.example',
    firstName: 'Eli',
    lastName: 'Turner',
    status: 'DELEGATED_REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'keystone',
    roles: ['Parts Buyer'],
    jobTitle: 'Lineman',
    purpose: 'User created by a delegated admin who completed registration (DELEGATED_REGISTERED)',
    sees: 'Replacement parts and orders',
  },
  {
    key: 'demo-training',
    email: 'demo.training@aerialco.example',
    firstName: 'Demo',
    lastName: 'Trainee',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'customer-service',
    roles: ['Training Demo'],
    purpose: 'Demo_Only_Training_Store user',
    sees: 'Training store with a locally kept cart',
  },
  {
    key: 'demo-fleet',
    email: 'demo@keystone-electric.example',
    firstName: 'Demo',
    lastName: 'Fleet',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'keystone',
    roles: ['Demo Account'],
    purpose: 'Demo_Only_Warranty_Submit and Demo_Only_Organization_Of_Fleet_Update',
    sees: "Warranty claim screens in demo mode; Create Group shows 'Submit is Disabled'",
  },
  {
    key: 'pending',
    email: 'owen.fisher@granite-arborists.example',
    firstName: 'Owen',
    lastName: 'Fisher',
    status: 'PENDING_APPROVAL',
    registrationType: 'B2B',
    isValidatedB2BUser: false,
    locale: 'en_US',
    orgKey: null,
    roles: [],
    userEnteredBusinessName: 'Granite State Arborists LLC',
    purpose: 'Business registration awaiting CSR approval (PENDING_APPROVAL)',
    sees: "Appears in the CSR approval queue; sign-in shows 'WE ARE CURRENTLY REVIEWING YOUR REGISTRATION'",
  },
  {
    key: 'invited',
    email: 'invited@keystone-electric.example',
    firstName: 'Nina',
    lastName: 'Park',
    status: 'PENDING_REGISTRATION',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'keystone',
    roles: ['B2B Viewer'],
    activation: 'valid',
    purpose:
      'Invited by a delegated admin, has not completed registration (PENDING_REGISTRATION, valid token)',
    sees: 'delegated-registration-activation with the token from the outbox / seed',
  },
  {
    key: 'unconfirmed',
    email: 'sam.ortiz@mailbox.example',
    firstName: 'Sam',
    lastName: 'Ortiz',
    status: 'UNCONFIRMED',
    registrationType: 'B2C',
    isValidatedB2BUser: false,
    locale: 'en_US',
    orgKey: null,
    roles: [],
    activation: 'valid',
    purpose: 'UNCONFIRMED personal user with a valid activation token',
    sees: "account-activation gives 'SUCCESS / Your account has been successfully activated.'",
  },
  {
    key: 'expired',
    email: 'jordan.lee@mailbox.example',
    firstName: 'Jordan',
    lastName: 'Lee',
    status: 'UNCONFIRMED',
    registrationType: 'B2C',
    isValidatedB2BUser: false,
    locale: 'en_US',
    orgKey: null,
    roles: [],
    activation: 'expired',
    purpose: 'UNCONFIRMED user whose activation token is older than 7 days',
    sees: 'account-activation gives EXPIRED; resend flow',
  },
  {
    key: 'deactivated',
    email: 'lyle.dorsey@prairie-tree.example',
    firstName: 'Lyle',
    lastName: 'Dorsey',
    status: 'DEACTIVATED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'prairie',
    roles: ['B2B Viewer'],
    purpose: 'Deactivated user',
    sees: 'Cannot sign in; activation gives REJECTED',
  },
  {
    key: 'inactive',
    email: 'inactive@riverside-electric.example',
    firstName: 'Gail',
    lastName: 'Summers',
    status: 'INACTIVE',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    locale: 'en_US',
    orgKey: 'riverside-oh',
    roles: ['B2B Viewer'],
    purpose: 'INACTIVE user (Riverside Electric, one of the two organisations with that name)',
    sees: 'Cannot sign in',
  },
  {
    key: 'rejected',
    email: 'vince.carver@competitor-lifts.example',
    firstName: 'Vince',
    lastName: 'Carver',
    status: 'REJECTED',
    registrationType: 'B2B',
    isValidatedB2BUser: false,
    locale: 'en_US',
    orgKey: null,
    roles: [],
    userEnteredBusinessName: 'Competitor Lifts Inc.',
    purpose: 'Rejected business registration (competitor)',
    sees: "Cannot sign in; activation gives 'You do not have permission to access connect.'",
  },
];

/**
 * The report developer: a Keystone Electric administrator who also holds Developer_Admin (spec 6's JEMS History needs
 * it with B2B_Reporting). Seeded apart from SEED_USERS and SEED_ROLES, without the seed's random numbers
 * (report-developer-user.ts), so adding them moved nothing else.
 */
export const REPORT_DEVELOPER_ROLE: SeedRole & { id: string } = {
  /** fixed, so two seeded databases are identical */
  id: '5eed0b2b-0000-4000-8000-000000000101',
  name: 'Report Developer',
  description: 'Reports still in development (JEMS History), for developers of the maker',
  privileges: ['Developer_Admin'],
};

export const REPORT_DEVELOPER_USER: SeedUser & { id: string } = {
  id: '5eed0b2b-0000-4000-8000-000000000002',
  key: 'report-developer',
  email: 'reports@keystone-electric.example',
  firstName: 'Rhea',
  lastName: 'Lindqvist',
  status: 'REGISTERED',
  registrationType: 'B2B',
  isValidatedB2BUser: true,
  locale: 'en_US',
  orgKey: 'keystone',
  roles: ['B2B Administrator', REPORT_DEVELOPER_ROLE.name],
  jobTitle: 'Reporting Engineer',
  purpose: 'B2B administrator with Developer_Admin: the one user spec 6 lets into JEMS History',
  sees: 'Everything the B2B administrator sees, plus Insights → JEMS History and its reports',
};

/**
 * The accounts-payable clerk of Prairie Tree Service (issue 39): pays the company's invoices online, with two saved
 * cards of the payment stand-in (docs/payments.md): a Visa ending in 4242 that is approved and one ending in 0002
 * that is declined. Seeded apart (payables-clerk-user.ts) like the report developer, so nothing else moves; their
 * company is one no other signed-in seeded user belongs to, so the payments tried with it change no one else's
 * invoices (the end-to-end tests pay a company of their own).
 */
export const PAYABLES_CLERK_USER: SeedUser & { id: string } = {
  id: '5eed0b2b-0000-4000-8000-000000000003',
  key: 'payables-clerk',
  email: 'payables@prairie-tree.example',
  firstName: 'Paula',
  lastName: 'Reyes',
  status: 'REGISTERED',
  registrationType: 'B2B',
  isValidatedB2BUser: true,
  locale: 'en_US',
  orgKey: 'prairie',
  roles: ['B2B Administrator'],
  jobTitle: 'Accounts Payable Clerk',
  purpose:
    'Accounts-payable clerk (B2B_View_All_Invoices: the rule invoices.pay) with two saved stand-in cards',
  sees: 'Invoices, Account Statement and Pay Invoices (Visa 4242 approved, Visa 0002 declined)',
};

/** The users seeded apart from SEED_USERS (each with a fixed id), for the lists of every seeded user. */
export const USERS_SEEDED_APART: readonly (SeedUser & { id: string })[] = [
  REPORT_DEVELOPER_USER,
  PAYABLES_CLERK_USER,
];
