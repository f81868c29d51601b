// Deterministic generation of everything except the catalogue: organisations, addresses, contacts, users and roles,
// registrations, fleet, service, notices, warranty, orders, invoices, course orders, carts, lists, banners, …
import { pendingEmail } from '../domains/registration/index.js';
import type { InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as s from '../db/schema.js';
import { PRIVILEGES } from '../db/schema.js';
import { MODELS } from './catalog-vocab.js';
import type { CourseRow } from './catalog.js';
import { Prng } from './prng.js';
import { KEYSTONE_EXTRA_UNITS, keystoneFleetUnits } from './keystone-fleet.js';
import {
  COMPANY_DEFAULT_ROLES,
  HOLDING_KEY,
  SEED_ORGS,
  SEED_ROLES,
  seedRoleClass,
  SEED_USERS,
  type SeedOrg,
} from './users.js';

type I<T extends PgTable> = InferInsertModel<T>;

export interface WorldRows {
  organizations: I<typeof s.organizations>[];
  secondaryOrgRelationships: I<typeof s.secondaryOrgRelationships>[];
  addresses: I<typeof s.addresses>[];
  contacts: I<typeof s.contacts>[];
  contactPhoneNumbers: I<typeof s.contactPhoneNumbers>[];
  notificationSettings: I<typeof s.notificationSettings>[];
  users: I<typeof s.users>[];
  userFavoriteAddresses: I<typeof s.userFavoriteAddresses>[];
  privileges: I<typeof s.privileges>[];
  roles: I<typeof s.roles>[];
  rolePrivileges: I<typeof s.rolePrivileges>[];
  userRoles: I<typeof s.userRoles>[];
  companyDefaultRoles: I<typeof s.companyDefaultRoles>[];
  registrations: I<typeof s.registrations>[];
  emailDomainRules: I<typeof s.emailDomainRules>[];
  paymentMethods: I<typeof s.paymentMethods>[];
  fleetUnits: I<typeof s.fleetUnits>[];
  fleetGroups: I<typeof s.fleetGroups>[];
  fleetGroupParents: I<typeof s.fleetGroupParents>[];
  fleetGroupUnits: I<typeof s.fleetGroupUnits>[];
  serviceRequests: I<typeof s.serviceRequests>[];
  notices: I<typeof s.notices>[];
  noticeUnits: I<typeof s.noticeUnits>[];
  noticeAttachments: I<typeof s.noticeAttachments>[];
  warrantyClaims: I<typeof s.warrantyClaims>[];
  customerPartNumbers: I<typeof s.customerPartNumbers>[];
  shoppingCarts: I<typeof s.shoppingCarts>[];
  shoppingCartItems: I<typeof s.shoppingCartItems>[];
  shoppingLists: I<typeof s.shoppingLists>[];
  shoppingListItems: I<typeof s.shoppingListItems>[];
  quotes: I<typeof s.quotes>[];
  orders: I<typeof s.orders>[];
  orderLines: I<typeof s.orderLines>[];
  courseOrders: I<typeof s.courseOrders>[];
  courseOrderLines: I<typeof s.courseOrderLines>[];
  learners: I<typeof s.learners>[];
  courseEnrolments: I<typeof s.courseEnrolments>[];
  invoices: I<typeof s.invoices>[];
  invoiceLines: I<typeof s.invoiceLines>[];
  banners: I<typeof s.banners>[];
  jobs: I<typeof s.jobs>[];
  mailOutbox: I<typeof s.mailOutbox>[];
  auditLog: I<typeof s.auditLog>[];
}

export interface SamplePart {
  partNumber: string;
  name: string;
  priceUsd: number | null;
  priceCad: number | null;
}

export interface WorldOptions {
  scale: 'full' | 'test';
  fleetUnits: number;
  /** online, priced parts that orders, carts and lists draw from */
  parts: SamplePart[];
  courses: CourseRow[];
  /** scrypt hash per user key (computed by the caller, so this module stays synchronous) */
  passwordHashes: Map<string, string>;
  /** fixed reference time for history (orders, service, …) */
  baseDate: Date;
  /** real "now", only for banners and activation tokens */
  now: Date;
}

const DAY = 86_400_000;

/**
 * Where a regional organisation's units work away from its home city (issue 38: a Pennsylvania co-op works in its
 * own state and next door); any other organisation's units may be anywhere in the country.
 */
const REGIONAL_CITIES: Record<string, [string, string][]> = {
  keystone: [
    ['Lancaster', 'PA'],
    ['York', 'PA'],
    ['Carlisle', 'PA'],
    ['Lebanon', 'PA'],
    ['Reading', 'PA'],
    ['Altoona', 'PA'],
    ['State College', 'PA'],
    ['Williamsport', 'PA'],
    ['Chambersburg', 'PA'],
    ['Gettysburg', 'PA'],
    ['Hagerstown', 'MD'],
    ['Elkton', 'MD'],
  ],
};
/** the crane company's units are all cranes (its models drawn like any other unit's, then read as crane models) */
const CRANE_COMPANY_KEY = 'cascade';

const PLACES = [
  'Clearwater',
  'Iron Range',
  'Big Sky',
  'Tidewater',
  'Red River',
  'Copper Basin',
  'High Plains',
  'Bayou',
  'Green Mountain',
  'Sandhills',
  'Ozark',
  'Mesa',
  'Great Lakes',
  'Piedmont',
  'Sierra',
  'Badlands',
  'Cumberland',
  'Willamette',
  'Chesapeake',
  'Mohawk',
  'Palmetto',
  'Black Hills',
  'Columbia',
  'Superior',
  'Shenandoah',
  'Gulf Coast',
  'Pioneer',
  'Heartland',
  'Frontier',
  'Lone Star',
];
const KINDS = [
  'Rural Electric',
  'Tree Experts',
  'Power Cooperative',
  'Utility Contractors',
  'Crane Service',
  'Line Construction',
  'Municipal Light and Power',
  'Vegetation Management',
  'Telecom Builders',
  'Traffic Control',
];
const US_CITIES: [string, string, string][] = [
  ['Columbus', 'OH', '43215'],
  ['Madison', 'WI', '53703'],
  ['Boise', 'ID', '83702'],
  ['Tulsa', 'OK', '74103'],
  ['Omaha', 'NE', '68102'],
  ['Spokane', 'WA', '99201'],
  ['Des Moines', 'IA', '50309'],
  ['Little Rock', 'AR', '72201'],
  ['Billings', 'MT', '59101'],
  ['Fargo', 'ND', '58102'],
  ['Macon', 'GA', '31201'],
  ['Amarillo', 'TX', '79101'],
  ['Duluth', 'MN', '55802'],
  ['Lexington', 'KY', '40507'],
  ['Fresno', 'CA', '93721'],
  ['Reno', 'NV', '89501'],
  ['Albany', 'NY', '12207'],
  ['Bangor', 'ME', '04401'],
  ['Mobile', 'AL', '36602'],
  ['Pueblo', 'CO', '81003'],
];
const STREETS = [
  'Industrial Pkwy',
  'Commerce Dr',
  'Service Rd',
  'Depot St',
  'Main St',
  'Yard Ave',
  'Utility Way',
  'Route 9',
  'Mill Rd',
  'Airport Blvd',
];
const FIRST = [
  'Alex',
  'Jamie',
  'Chris',
  'Morgan',
  'Taylor',
  'Jordan',
  'Casey',
  'Riley',
  'Avery',
  'Quinn',
  'Drew',
  'Reese',
  'Hayden',
  'Rowan',
  'Blake',
  'Skyler',
  'Emerson',
  'Parker',
  'Sawyer',
  'Kendall',
];
const LAST = [
  'Anderson',
  'Brooks',
  'Carter',
  'Dalton',
  'Ellis',
  'Foster',
  'Garcia',
  'Hughes',
  'Irwin',
  'Jensen',
  'Kowalski',
  'Lambert',
  'Mendez',
  'Nguyen',
  'Olsen',
  'Patel',
  'Quintero',
  'Reyes',
  'Sandoval',
  'Thompson',
  'Underwood',
  'Vasquez',
  'Walsh',
  'Young',
];
const TITLES = [
  'Fleet Manager',
  'Mechanic',
  'Lineman',
  'Crew Foreman',
  'Purchasing Agent',
  'Safety Director',
  'Shop Supervisor',
  'Arborist',
  'Dispatcher',
  'Operations Manager',
];
const SR_TYPES = [
  'Preventive Maintenance',
  'Annual Inspection',
  'Dielectric Test',
  'Repair',
  'Warranty Repair',
  'Hydraulic Leak',
  'Electrical Fault',
  'Structural Inspection',
];
const SR_SUMMARIES = [
  'Boom drifts down under load',
  'Outrigger will not retract',
  'Upper controls intermittent',
  'Hydraulic leak at turntable',
  'Annual ANSI inspection due',
  'Dielectric test due',
  'Winch line frayed',
  'Chipper feed rollers slipping',
  'Auger drive noisy',
  'Platform leveling out of adjustment',
  'Tilt alarm sounding on level ground',
  'PTO will not engage',
];
const APN_TOPICS = [
  [
    'Boom Pivot Pin Retainer Inspection',
    'Inspect the lower boom pivot pin retainer bolts for correct torque and replace if elongated.',
  ],
  [
    'Outrigger Interlock Valve Replacement',
    'Replace the outrigger interlock valve cartridge with the revised part to prevent slow drift.',
  ],
  [
    'Platform Rotator Seal Update',
    'Install the updated rotator seal kit to eliminate weeping at the platform rotator.',
  ],
  [
    'Hydraulic Hose Routing Correction',
    'Reroute and clamp the turntable pressure hose to prevent abrasion against the rotation gearbox.',
  ],
  [
    'Upper Control Handle Detent Inspection',
    'Check the upper control handle detent for sticking and lubricate or replace as instructed.',
  ],
  ['Winch Brake Adjustment', 'Verify the winch brake holding torque and adjust per the revised procedure.'],
  ['Feed Roller Bearing Retrofit', 'Retrofit the feed roller bearing with the sealed bearing kit.'],
  ['Decal Replacement Program', 'Replace hazard decals with the revised wording on all affected units.'],
];

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function buildWorld(options: WorldOptions): WorldRows {
  const rng = new Prng('world');
  const { baseDate, now } = options;
  const ago = (days: number) => new Date(baseDate.getTime() - days * DAY);
  // what follows an earlier date (a closing, a repair, a completion) happened by the seed's day at the latest
  const notAfterBase = (d: Date) => (d > baseDate ? baseDate : d);
  const rows: WorldRows = {
    organizations: [],
    secondaryOrgRelationships: [],
    addresses: [],
    contacts: [],
    contactPhoneNumbers: [],
    notificationSettings: [],
    users: [],
    userFavoriteAddresses: [],
    privileges: [],
    roles: [],
    rolePrivileges: [],
    userRoles: [],
    companyDefaultRoles: [],
    registrations: [],
    emailDomainRules: [],
    paymentMethods: [],
    fleetUnits: [],
    fleetGroups: [],
    fleetGroupParents: [],
    fleetGroupUnits: [],
    serviceRequests: [],
    notices: [],
    noticeUnits: [],
    noticeAttachments: [],
    warrantyClaims: [],
    customerPartNumbers: [],
    shoppingCarts: [],
    shoppingCartItems: [],
    shoppingLists: [],
    shoppingListItems: [],
    quotes: [],
    orders: [],
    orderLines: [],
    courseOrders: [],
    courseOrderLines: [],
    learners: [],
    courseEnrolments: [],
    invoices: [],
    invoiceLines: [],
    banners: [],
    jobs: [],
    mailOutbox: [],
    auditLog: [],
  };

  // ---- organisations -------------------------------------------------------------------------------------------
  const orgs: SeedOrg[] = [...SEED_ORGS];
  if (options.scale === 'full') {
    for (let i = 0; i < 30; i++) {
      const [city, state, postalCode] = US_CITIES[i % US_CITIES.length] as [string, string, string];
      orgs.push({
        key: `generated-${i + 1}`,
        accountId: String(410100 + i),
        accountNumber: String(881000 + i * 17),
        partyId: String(771000 + i * 11),
        name: `${PLACES[i]} ${KINDS[(i * 7) % KINDS.length]}`,
        type: 'BUSINESS',
        region: 'UNITED_STATES',
        city,
        state,
        country: 'US',
        postalCode,
      });
    }
  }
  const orgByKey = new Map(orgs.map((o) => [o.key, o]));
  const holding = orgByKey.get(HOLDING_KEY) as SeedOrg;
  for (const o of orgs) {
    rows.organizations.push({
      accountId: o.accountId,
      accountNumber: o.accountNumber,
      partyId: o.partyId,
      partyNumber: `P${o.partyId}`,
      name: o.name,
      type: o.type,
      parentAccountId: o.parentKey ? (orgByKey.get(o.parentKey)?.accountId ?? null) : null,
      isParentHolding: o.isParentHolding ?? false,
      paymentTerms: o.type === 'BUSINESS' ? rng.pick(['NET 30', 'NET 45', 'NET 60']) : 'IMMEDIATE',
      paymentTermsId: o.type === 'BUSINESS' ? String(rng.int(1000, 1010)) : '1000',
      profileClass:
        o.type === 'BUSINESS' ? rng.pick(['UTILITY', 'CONTRACTOR', 'MUNICIPAL', 'TREE CARE']) : o.type,
      profileClassId: String(rng.int(10, 40)),
      warrantyType: o.warrantyType ?? (o.type === 'BUSINESS' && rng.chance(0.3) ? 'EXTENDED' : null),
      // Keystone always may pay by purchase order (the training-for-teams journey, issue 40); the draw stays, so
      // the rest of the world is unchanged
      isCustomerPurchaseOrderEnabled: (o.type === 'BUSINESS' && rng.chance(0.6)) || o.key === 'keystone',
      // from the account number, not the generator: the rest of the world stays as it was
      creditLimit: o.type === 'BUSINESS' ? 50_000 + (Number(o.accountNumber) % 20) * 10_000 : null,
      integrationLocale: o.region,
      analyticsContract: o.key !== 'andes',
      active: true,
    });
    if (o.parentKey) {
      const parent = orgByKey.get(o.parentKey) as SeedOrg;
      rows.secondaryOrgRelationships.push({
        parentAccountId: parent.accountId,
        custAccountId: o.accountId,
        parentCoParty: parent.name,
        parentCoPartyNumber: `P${parent.partyId}`,
        parentCoPartyId: parent.partyId,
        relationshipCode: 'PARENT_COMPANY',
        relationshipType: 'PARENT_HOLDING',
        custParty: o.name,
        custPartyNumber: `P${o.partyId}`,
        custPartyId: o.partyId,
        accountName: o.name,
        accountNumber: o.accountNumber,
      });
    }
  }

  // ---- addresses -------------------------------------------------------------------------------------------------
  let addressSeq = 0;
  const addressesByOrg = new Map<string, string[]>();
  const addAddress = (
    o: SeedOrg,
    opts: {
      userId?: string;
      isDefault?: boolean;
      billing?: boolean;
      shipping?: boolean;
      name?: string;
      city?: [string, string, string];
    },
  ) => {
    addressSeq += 1;
    const addressId = `ADDR-${String(addressSeq).padStart(6, '0')}`;
    const [city, state, postal] = opts.city ?? [o.city, o.state, o.postalCode];
    const isCa = o.country === 'CA';
    rows.addresses.push({
      addressId,
      ebsAddressId: String(5_000_000 + addressSeq),
      accountId: o.accountId,
      partyId: o.partyId,
      userId: opts.userId ?? null,
      addressName: opts.name ?? `${o.name} - ${city}`,
      address1: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`,
      address2: rng.chance(0.25) ? `Suite ${rng.int(100, 450)}` : null,
      city,
      county:
        o.country === 'US'
          ? `${rng.pick(['FRANKLIN', 'WASHINGTON', 'JEFFERSON', 'LINCOLN', 'MADISON', 'CLAY'])}`
          : null,
      state: isCa ? null : state,
      province: isCa ? state : null,
      postalCode: postal,
      zipCode: o.country === 'US' ? postal : null,
      country: o.country,
      paymentTerms: 'NET 30',
      paymentTermsId: '1001',
      profileClass: 'UTILITY',
      profileClassId: '12',
      integrationLocale: o.region,
      billingEnabled: opts.billing ?? true,
      shippingEnabled: opts.shipping ?? true,
      isDefault: opts.isDefault ?? false,
      isFavorite: false,
      phoneNumber: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
    });
    const list = addressesByOrg.get(o.accountId) ?? [];
    list.push(addressId);
    addressesByOrg.set(o.accountId, list);
    return addressId;
  };
  for (const o of orgs) {
    addAddress(o, { isDefault: true, name: `${o.name} - Main Office` });
    if (o.type !== 'BUSINESS') continue;
    const extra = options.scale === 'full' ? rng.int(3, 8) : 2;
    for (let i = 0; i < extra; i++) {
      const city =
        i === 0
          ? undefined
          : o.country === 'US'
            ? (rng.pick(US_CITIES) as [string, string, string])
            : undefined;
      addAddress(o, {
        name: i === 0 ? `${o.name} - Remittance` : `${o.name} - Yard ${i}`,
        billing: i === 0,
        shipping: i !== 0,
        ...(city ? { city } : {}),
      });
    }
  }

  // ---- privileges and roles ---------------------------------------------------------------------------------------
  for (const name of PRIVILEGES) {
    const displayName =
      name === 'B2B_Delegated_Customer_Admin'
        ? 'User Management'
        : name === 'B2B_View_SRs'
          ? 'View Service Jobs'
          : name.replace(/_/g, ' ');
    rows.privileges.push({ name, displayName, description: null });
  }
  const roleIds = new Map<string, string>();
  for (const role of SEED_ROLES) {
    const id = rng.uuid();
    roleIds.set(role.name, id);
    rows.roles.push({
      id,
      name: role.name,
      scope: role.orgKey ? 'ORGANIZATION' : 'GLOBAL',
      accountId: role.orgKey ? (orgByKey.get(role.orgKey)?.accountId ?? null) : null,
      description: role.description,
      roleClass: seedRoleClass(role),
    });
    for (const p of role.privileges) rows.rolePrivileges.push({ roleId: id, privilegeName: p });
  }
  for (const o of orgs) {
    if (o.type !== 'BUSINESS') continue;
    const roleName = COMPANY_DEFAULT_ROLES[o.key] ?? 'B2B Viewer';
    rows.companyDefaultRoles.push({ accountId: o.accountId, roleId: roleIds.get(roleName) as string });
  }

  // ---- contacts ---------------------------------------------------------------------------------------------------
  let contactSeq = 0;
  let phoneSeq = 0;
  const contactsByOrg = new Map<string, string[]>();
  const addContact = (
    o: SeedOrg,
    first: string,
    last: string,
    email: string | null,
    jobTitle: string | null,
    connect: boolean,
  ) => {
    contactSeq += 1;
    const contactId = String(600_000 + contactSeq);
    rows.contacts.push({
      contactId,
      accountId: o.accountId,
      partyId: String(790_000 + contactSeq),
      firstName: first,
      lastName: last,
      email,
      jobTitle,
      hasConnectAccount: connect,
      isAcUser: connect && rng.chance(0.5),
      active: true,
    });
    const phones = rng.int(1, 2);
    let firstPhone: string | null = null;
    for (let i = 0; i < phones; i++) {
      phoneSeq += 1;
      const phoneLineId = String(900_000 + phoneSeq);
      firstPhone ??= phoneLineId;
      rows.contactPhoneNumbers.push({
        phoneLineId,
        contactId,
        phoneNumber: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
        textEnabled: i === 0 && rng.chance(0.6),
      });
    }
    const status = rng.pick(['Off', 'Email', 'Text', 'Email & Text'] as const);
    rows.notificationSettings.push({
      contactId,
      notificationStatus: status,
      highSeverity: status !== 'Off',
      mediumSeverity: status !== 'Off' && rng.chance(0.7),
      lowSeverity: status !== 'Off' && rng.chance(0.4),
      phoneLineId: status === 'Text' || status === 'Email & Text' ? firstPhone : null,
    });
    const list = contactsByOrg.get(o.accountId) ?? [];
    list.push(contactId);
    contactsByOrg.set(o.accountId, list);
    return contactId;
  };
  for (const o of orgs) {
    if (o.type !== 'BUSINESS') continue;
    const n = options.scale === 'full' ? rng.int(4, 9) : 3;
    for (let i = 0; i < n; i++) {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const domain = o.domain ?? `${o.key}.example`;
      addContact(
        o,
        first,
        last,
        rng.chance(0.85) ? `${first}.${last}${i}@${domain}`.toLowerCase() : null,
        rng.pick(TITLES),
        false,
      );
    }
  }

  // ---- users ------------------------------------------------------------------------------------------------------
  let personalSeq = 0;
  const userIds = new Map<string, string>();
  for (const u of SEED_USERS) {
    const id = rng.uuid();
    userIds.set(u.key, id);
    let o = u.orgKey ? (orgByKey.get(u.orgKey) as SeedOrg) : null;
    if (!o && u.registrationType === 'B2C') {
      personalSeq += 1;
      const isCa = u.locale === 'en_CA';
      o = {
        key: `personal-${u.key}`,
        accountId: String(490_000 + personalSeq),
        accountNumber: String(890_000 + personalSeq),
        partyId: String(795_000 + personalSeq),
        name: `${u.firstName} ${u.lastName}`,
        type: 'PERSONAL',
        region: isCa ? 'CANADA' : 'UNITED_STATES',
        city: isCa ? 'Ottawa' : 'Columbus',
        state: isCa ? 'ON' : 'OH',
        country: isCa ? 'CA' : 'US',
        postalCode: isCa ? 'K1P 1J1' : '43215',
      };
      orgs.push(o);
      orgByKey.set(o.key, o);
      rows.organizations.push({
        accountId: o.accountId,
        accountNumber: o.accountNumber,
        partyId: o.partyId,
        partyNumber: `P${o.partyId}`,
        name: o.name,
        type: 'PERSONAL',
        paymentTerms: 'IMMEDIATE',
        profileClass: 'PERSONAL',
        integrationLocale: o.region,
        // spec 6: every account has an analytics contract but one (Andes, above)
      });
    }
    const contactId = o ? addContact(o, u.firstName, u.lastName, u.email, u.jobTitle ?? null, true) : null;
    let billing: string | null = null;
    let shipping: string | null = null;
    if (o && u.registrationType === 'B2C') {
      billing = addAddress(o, { userId: id, isDefault: true, name: 'Home' });
      shipping =
        u.key === 'personal-us' ? addAddress(o, { userId: id, name: 'Cabin', billing: false }) : billing;
    } else if (o) {
      const list = addressesByOrg.get(o.accountId) ?? [];
      billing = list[0] ?? null;
      shipping = list[2] ?? list[0] ?? null;
    }
    const created = ago(rng.int(30, 700));
    const activationCreated =
      u.activation === 'valid'
        ? new Date(now.getTime() - 60 * 60 * 1000)
        : u.activation === 'expired'
          ? new Date(now.getTime() - 10 * DAY)
          : null;
    rows.users.push({
      id,
      authId: `auth0|${rng.chars(24, '0123456789abcdef')}`,
      email: u.email,
      passwordHash: options.passwordHashes.get(u.key) ?? null,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
      jobTitle: u.jobTitle ?? null,
      status: u.status,
      userStatusLastUpdated: created,
      registrationType: u.registrationType,
      isValidatedB2BUser: u.isValidatedB2BUser,
      locale: u.locale,
      accountId: o?.accountId ?? null,
      contactId,
      partyId: o?.partyId ?? null,
      relationshipPartyId: o ? String(796_000 + rows.users.length) : null,
      businessName: o && o.type !== 'PERSONAL' ? o.name : null,
      userEnteredBusinessName: u.userEnteredBusinessName ?? (o && o.type === 'BUSINESS' ? o.name : null),
      revokedPrivileges: u.revokedPrivileges ?? [],
      activationToken: activationCreated
        ? `act-${u.key}-${rng.chars(32, 'abcdefghijklmnopqrstuvwxyz0123456789')}`
        : null,
      activationTokenCreated: activationCreated,
      acceptedTerms: u.status !== 'PENDING_REGISTRATION',
      acceptedTermsDate: u.status !== 'PENDING_REGISTRATION' ? created : null,
      isAddressModificationAllowed: u.registrationType === 'B2C',
      defaultBillingAddressId: billing,
      defaultShippingAddressId: shipping,
      subscribed: rng.chance(0.5),
      remoteSupport: true,
      taxExempt: false,
      launchDarklyGroup: u.internal
        ? 'Internal_Associates'
        : u.registrationType === 'B2B'
          ? 'Connect_B2B_User'
          : null,
      warrantyType: o?.warrantyType ?? null,
      isPunchout: u.punchout ?? false,
      punchOutType: u.punchout ? 'OCI' : null,
      ociPunchOutHookUrl: u.punchout ? 'https://procurement.lakeshore-utilities.example/oci/return' : null,
      ociPunchOutHttpContentCharset: u.punchout ? 'UTF-8' : null,
      ociPunchOutReturnTarget: u.punchout ? '_top' : null,
      isInternalAssociate: Boolean(u.internal),
      department: u.internal?.department ?? null,
      departmentNumber: u.internal?.departmentNumber ?? null,
      employeeId: u.internal?.employeeId ?? null,
      allowedAccountIds: (u.internal?.allowedOrgKeys ?? []).map((k) => orgByKey.get(k)?.accountId as string),
      allowedActions: u.internal?.allowedActions ?? [],
      activeOrgIds: [],
      initiallySelectedOrgId: null,
      lastLoginAt: u.status === 'REGISTERED' ? ago(rng.int(0, 20)) : null,
      createdAt: created,
      updatedAt: created,
    });
    for (const roleName of u.roles)
      rows.userRoles.push({ userId: id, roleId: roleIds.get(roleName) as string });
    if (o && u.key === 'b2b-admin') {
      for (const addressId of (addressesByOrg.get(o.accountId) ?? []).slice(1, 3))
        rows.userFavoriteAddresses.push({ userId: id, addressId });
    }
    // registration records for self-registered users
    if (
      u.registrationType === 'B2C' ||
      ['pending', 'rejected', 'b2b-admin', 'buyer', 'canada-b2b'].includes(u.key)
    ) {
      const outcome =
        u.status === 'REJECTED'
          ? 'COMPETITOR'
          : u.status === 'PENDING_APPROVAL'
            ? 'UNAUTHORIZED_EMAIL'
            : 'SUCCESS';
      const domain = u.email.split('@')[1] ?? '';
      rows.registrations.push({
        id: rng.uuid(),
        userId: id,
        type: u.registrationType,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        businessName: u.userEnteredBusinessName ?? (u.registrationType === 'B2B' ? (o?.name ?? null) : null),
        taxExempt: false,
        phoneNumber: '(555) 201-4477',
        country: u.locale === 'en_CA' ? 'CA' : 'US',
        address1: `${rng.int(10, 999)} ${rng.pick(STREETS)}`,
        address2: null,
        city: u.locale === 'en_CA' ? 'Ottawa' : (o?.city ?? 'Concord'),
        state: u.locale === 'en_CA' ? 'ON' : (o?.state ?? 'NH'),
        zip: u.locale === 'en_CA' ? 'K1P 1J1' : (o?.postalCode ?? '03301'),
        county: null,
        remoteSupport: true,
        receiveInfo: rng.chance(0.5),
        acceptTerms: true,
        acceptedTermsDate: created,
        emailDomainResult:
          u.registrationType === 'B2C'
            ? null
            : u.status === 'REJECTED'
              ? 'DECLINED'
              : domain.includes('granite')
                ? 'ABSENT'
                : 'ACCEPTED',
        outcome,
        rejectionReason:
          u.status === 'REJECTED'
            ? 'Competitor domain'
            : u.status === 'PENDING_APPROVAL'
              ? 'UNAUTHORIZED_FAST_TRACK'
              : null,
        accountId: o?.accountId ?? null,
        approvalStatusNotes:
          u.status === 'PENDING_APPROVAL'
            ? 'Business name does not match an account; verify with the customer.'
            : null,
        approvalAccountId:
          u.status === 'PENDING_APPROVAL' ? (orgByKey.get('granite')?.accountId ?? null) : null,
        createdAt: created,
      });
    }
  }
  // payment methods (token + brand + last four only)
  const payer = (key: string, brand: string, lastFour: string) => {
    const userId = userIds.get(key) as string;
    const id = rng.uuid();
    rows.paymentMethods.push({
      id,
      userId,
      accountId: rows.users.find((u) => u.id === userId)?.accountId ?? null,
      token: `tok_${rng.chars(24, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789')}`,
      brand,
      lastFour,
      expMonth: rng.int(1, 12),
      expYear: 2027 + rng.int(0, 3),
      cardholderName: null,
      billingAddressId: null,
    });
    return id;
  };
  const patCard = payer('personal-us', 'Visa', '4242');
  payer('personal-us', 'Mastercard', '5454');
  payer('personal-ca', 'Visa', '1881');
  const adminCard = payer('b2b-admin', 'American Express', '0005');
  const patUser = rows.users.find((u) => u.id === userIds.get('personal-us'));
  if (patUser) patUser.defaultPaymentId = patCard;
  const adminUser = rows.users.find((u) => u.id === userIds.get('b2b-admin'));
  if (adminUser) adminUser.defaultPaymentId = adminCard;

  // ---- email-domain rules ------------------------------------------------------------------------------------------
  const rule = (domain: string, orgKey: string | null, customerName: string, allowed: boolean) => {
    const o = orgKey ? orgByKey.get(orgKey) : undefined;
    rows.emailDomainRules.push({
      domain,
      customerName,
      customerNumber: o?.accountNumber ?? null,
      accountId: o?.accountId ?? null,
      registrationAllowed: allowed,
    });
  };
  rule('keystone-electric.example', 'keystone', 'Keystone Electric Cooperative', true);
  rule('summit-power.example', 'summit-power', 'Summit Power and Light', true);
  rule('summit-utility.example', HOLDING_KEY, 'Summit Utility Holdings', true);
  rule('blueridge-line.example', 'blueridge', 'Blue Ridge Line Contractors', true);
  rule('prairie-tree.example', 'prairie', 'Prairie Tree Service', true);
  rule('northern-lights.example', 'northern-lights', 'Northern Lights Signal Co.', true);
  rule('cascade-crane.example', 'cascade', 'Cascade Crane and Rigging', false);
  rule('riverside-electric.example', 'riverside-oh', 'Riverside Electric', false);
  rule('competitor-lifts.example', null, 'Competitor Lifts Inc.', false);

  // ---- fleet ------------------------------------------------------------------------------------------------------
  const fleetOrgs = orgs.filter((o) => o.type === 'BUSINESS' && !o.isParentHolding);
  const weights = fleetOrgs.map((o) =>
    ['keystone', 'summit-power', 'summit-line'].includes(o.key) ? 4 : o.key.startsWith('generated') ? 1 : 2,
  );
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  // drawn: the product line and model the generator drew, which later draws follow, so a company whose units are
  // read otherwise (the crane company) moves no other seeded value
  type SeedUnit = {
    instanceId: string;
    productLine: string;
    model: string;
    drawn: { line: string; model: string };
  };
  const unitsByOrg = new Map<string, SeedUnit[]>();
  const lines = Object.keys(MODELS);
  let unitSeq = 0;
  fleetOrgs.forEach((o, idx) => {
    const count = Math.max(2, Math.round((options.fleetUnits * (weights[idx] as number)) / totalWeight));
    const list: SeedUnit[] = [];
    for (let i = 0; i < count; i++) {
      unitSeq += 1;
      const drawn = { line: rng.chance(0.45) ? 'Aerial Devices' : rng.pick(lines), model: '' };
      drawn.model = rng.pick(MODELS[drawn.line] ?? ['SL-40M']);
      const cranes = MODELS['Cranes'] ?? [];
      const [productLine, model] =
        o.key === CRANE_COMPANY_KEY
          ? [
              'Cranes',
              cranes[Math.max(0, (MODELS[drawn.line] ?? []).indexOf(drawn.model)) % cranes.length] as string,
            ]
          : [drawn.line, drawn.model];
      const modelYear = rng.int(2008, 2025);
      const instanceId = String(2_000_000 + unitSeq);
      const regional = REGIONAL_CITIES[o.key];
      const [city, state] = rng.chance(0.6)
        ? [o.city, o.state]
        : ((picked) =>
            regional ? (regional[US_CITIES.indexOf(picked) % regional.length] as [string, string]) : picked)(
            rng.pick(US_CITIES) as [string, string, string],
          );
      rows.fleetUnits.push({
        instanceId,
        accountId: o.accountId,
        customerName: o.name,
        customerVehicleNumber: rng.chance(0.85)
          ? `${o.name.slice(0, 2).toUpperCase()}-${rng.int(100, 9999)}`
          : null,
        productLine,
        model,
        city,
        stateProvince: state,
        inServiceDate: `${modelYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        currentLocation: `${city}, ${state}`,
        warning: rng.chance(0.08)
          ? rng.pick(['Annual inspection overdue', 'Dielectric test overdue', 'Open safety notice'])
          : null,
        unitSerial: `${String(modelYear).slice(2)}${rng.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${String(10000 + unitSeq)}`,
        faSerial: rng.chance(0.7) ? `FA${rng.int(100000, 999999)}` : null,
        chassisVin: `${rng.chars(3, '1234')}${rng.chars(14, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`,
        chassisMake: rng.pick(['Ironhorse', 'Plainsman', 'Northstar', 'Vanguard', 'Ridgeway']),
        modelYear,
        webEnabled: !rng.chance(0.05),
        globalRental: rng.chance(0.07),
        unitInFleet: !rng.chance(0.04),
        custAcctIds: o.parentKey ? [o.accountId, holding.accountId] : [o.accountId],
        equipmentOwner: o.name,
        analytics: rng.chance(0.5)
          ? {
              engineHours: rng.int(200, 12000),
              idlePercent: rng.int(5, 60),
              lastReport: isoDate(ago(rng.int(0, 30))),
            }
          : null,
      });
      list.push({ instanceId, productLine, model, drawn });
    }
    unitsByOrg.set(o.accountId, list);
  });

  // groups with sub-groups and membership
  for (const o of fleetOrgs) {
    const units = unitsByOrg.get(o.accountId) ?? [];
    if (units.length < 2) continue;
    const regions = [
      'North Region',
      'South Region',
      'Tree Crews',
      'Line Crews',
      'Storm Response',
      'Shop Pool',
    ];
    const groupCount = options.scale === 'full' ? rng.int(2, 4) : 2;
    const groupIds: string[] = [];
    for (let g = 0; g < groupCount; g++) {
      const groupId = rng.uuid();
      groupIds.push(groupId);
      const addrs = addressesByOrg.get(o.accountId) ?? [];
      rows.fleetGroups.push({
        groupId,
        accountId: o.accountId,
        partyId: o.partyId,
        name: regions[g] as string,
        description: `${regions[g]} units of ${o.name}`,
        multiOrg: false,
        customerName: o.name,
        billingAddressId: addrs[1] ?? addrs[0] ?? null,
        shippingAddressId: addrs[2] ?? addrs[0] ?? null,
        ebsBillingAddressId: null,
        ebsShippingAddressId: null,
        version: 1,
        createdByUserId: null,
        createdAt: ago(rng.int(10, 300)),
      });
      for (const unit of rng.sample(units, Math.max(1, Math.floor(units.length / 3)))) {
        rows.fleetGroupUnits.push({ groupId, instanceId: unit.instanceId });
      }
    }
    // the second group is a sub-group of the first
    if (groupIds.length >= 2)
      rows.fleetGroupParents.push({ groupId: groupIds[1] as string, parentGroupId: groupIds[0] as string });
  }
  // a multi-org group of the holding company
  {
    const groupId = rng.uuid();
    rows.fleetGroups.push({
      groupId,
      accountId: holding.accountId,
      partyId: holding.partyId,
      name: 'Summit Storm Fleet',
      description: 'Units shared across the Summit companies for storm restoration',
      multiOrg: true,
      customerName: holding.name,
      version: 1,
    });
    for (const child of orgs.filter((o) => o.parentKey === HOLDING_KEY)) {
      for (const unit of (unitsByOrg.get(child.accountId) ?? []).slice(0, 3))
        rows.fleetGroupUnits.push({ groupId, instanceId: unit.instanceId });
    }
  }

  // service requests
  let srSeq = 0;
  for (const o of fleetOrgs) {
    for (const unit of unitsByOrg.get(o.accountId) ?? []) {
      const n = rng.int(0, 3);
      for (let i = 0; i < n; i++) {
        srSeq += 1;
        const opened = ago(rng.int(1, 720));
        const status = rng.pick(['OPEN', 'IN_PROGRESS', 'CLOSED', 'CLOSED', 'CLOSED', 'CANCELLED']);
        rows.serviceRequests.push({
          srId: String(3_100_000 + srSeq),
          srNumber: `SR-${String(100_000 + srSeq)}`,
          accountId: o.accountId,
          instanceId: unit.instanceId,
          status,
          type: rng.pick(SR_TYPES),
          severity: rng.pick(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH']),
          summary: rng.pick(SR_SUMMARIES),
          description: `Reported by the crew on unit ${unit.instanceId} (${unit.model}).`,
          problemCode: `PC-${rng.int(100, 999)}`,
          technician: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
          location: `${o.city}, ${o.state}`,
          comments: [
            {
              author: 'Service Center',
              at: opened.toISOString(),
              text: 'Request received; technician assigned.',
            },
          ],
          openedAt: opened,
          closedAt:
            status === 'CLOSED' || status === 'CANCELLED'
              ? notAfterBase(new Date(opened.getTime() + rng.int(1, 30) * DAY))
              : null,
        });
      }
    }
  }

  // notices (APNs) with attachments and per-unit status
  let attachmentSeq = 0;
  const noticesByLine = new Map<string, { apnId: string; models: string[]; issuedDate: string }[]>();
  lines.forEach((line, li) => {
    for (let k = 0; k < 4; k++) {
      const [title, description] = APN_TOPICS[(li * 3 + k) % APN_TOPICS.length] as [string, string];
      const year = 2022 + ((li + k) % 4);
      const apnId = `APN-${year}-${String(li * 10 + k + 1).padStart(3, '0')}`;
      const models = rng.sample(MODELS[line] ?? [], rng.int(1, 3));
      rows.notices.push({
        apnId,
        apnNumber: apnId.replace('APN-', ''),
        title,
        description,
        productLine: line,
        models,
        noticeType: rng.pick(['SAFETY', 'SERVICE', 'INFORMATIONAL']),
        severity: rng.pick(['HIGH', 'MEDIUM', 'LOW']),
        issuedDate: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        dueDate: `${year + 1}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
      });
      for (let a = 0; a < rng.int(1, 2); a++) {
        attachmentSeq += 1;
        rows.noticeAttachments.push({
          attachmentId: `ATT-${String(attachmentSeq).padStart(5, '0')}`,
          apnId,
          description: a === 0 ? 'Bulletin' : 'Completion form',
          filename: `${apnId}${a === 0 ? '' : '-completion-form'}.pdf`,
          contentType: 'application/pdf',
          fileRef: null,
        });
      }
      const list = noticesByLine.get(line) ?? [];
      list.push({ apnId, models, issuedDate: rows.notices[rows.notices.length - 1]?.issuedDate as string });
      noticesByLine.set(line, list);
    }
  });
  for (const o of fleetOrgs) {
    for (const unit of unitsByOrg.get(o.accountId) ?? []) {
      for (const n of noticesByLine.get(unit.drawn.line) ?? []) {
        if (!n.models.includes(unit.drawn.model)) continue;
        const open = rng.chance(0.45);
        const completedDays = open ? 0 : rng.int(1, 400);
        // a notice applies to its product line's models only (the crane company's units get their own backlog)
        if (unit.drawn.line !== unit.productLine) continue;
        rows.noticeUnits.push({
          apnId: n.apnId,
          instanceId: unit.instanceId,
          accountId: o.accountId,
          status: open ? 'OPEN' : 'COMPLETE',
          // between the notice's issue and the seed's day
          completedAt: open
            ? null
            : notAfterBase(new Date(Date.parse(`${n.issuedDate}T12:00:00Z`) + completedDays * DAY)),
          completionNotes: open ? null : 'Completed per bulletin instructions.',
        });
      }
    }
  }

  // warranty claims
  let claimSeq = 0;
  for (const o of fleetOrgs) {
    for (const unit of unitsByOrg.get(o.accountId) ?? []) {
      if (!rng.chance(0.3)) continue;
      claimSeq += 1;
      const failed = ago(rng.int(5, 500));
      const part = rng.pick(options.parts);
      rows.warrantyClaims.push({
        claimId: String(7_700_000 + claimSeq),
        claimNumber: `WC-${String(20_000 + claimSeq)}`,
        accountId: o.accountId,
        instanceId: unit.instanceId,
        status: rng.pick(['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'APPROVED', 'REJECTED', 'PAID']),
        warrantyType: rng.pick(['STANDARD', 'EXTENDED', 'POLICY']),
        failureDate: isoDate(failed),
        repairDate: isoDate(notAfterBase(new Date(failed.getTime() + rng.int(1, 20) * DAY))),
        failedPartNumber: part.partNumber,
        complaint: rng.pick(SR_SUMMARIES),
        cause: rng.pick([
          'Seal failure',
          'Connector corrosion',
          'Premature bearing wear',
          'Weld crack',
          'Valve spool sticking',
        ]),
        correction: `Replaced ${part.name.split(',')[0]?.toLowerCase()} and tested.`,
        laborHours: rng.int(1, 16) / 2,
        partsAmount: part.priceUsd ?? 0,
        laborAmount: rng.int(2, 32) * 55,
        currency: o.country === 'CA' ? 'CAD' : 'USD',
        submittedAt: notAfterBase(new Date(failed.getTime() + 25 * DAY)),
      });
    }
  }

  // customer part numbers
  for (const key of ['keystone', 'summit-power', 'cascade']) {
    const o = orgByKey.get(key) as SeedOrg;
    const n = options.scale === 'full' ? 150 : 15;
    for (const part of rng.sample(options.parts, n)) {
      rows.customerPartNumbers.push({
        accountId: o.accountId,
        partNumber: part.partNumber,
        customerPartNumber: `${o.name.slice(0, 3).toUpperCase()}-${rng.int(10000, 99999)}`,
      });
    }
  }

  // supply orders, order lines, invoices
  let orderSeq = 0;
  let invoiceSeq = 0;
  const buyerOrgs = orgs.filter((o) => o.type === 'BUSINESS' || o.type === 'PERSONAL');
  const orderUsers = new Map<string, string>();
  for (const u of rows.users)
    if (u.accountId && !orderUsers.has(u.accountId)) orderUsers.set(u.accountId, u.id as string);
  for (const o of buyerOrgs) {
    const n = o.type === 'PERSONAL' ? 3 : options.scale === 'full' ? rng.int(12, 30) : 4;
    const addrs = addressesByOrg.get(o.accountId) ?? [];
    const contacts = contactsByOrg.get(o.accountId) ?? [];
    for (let i = 0; i < n; i++) {
      orderSeq += 1;
      const orderId = `SO-${String(6_100_000 + orderSeq)}`;
      const orderedAt = ago(rng.int(1, 720));
      const age = (baseDate.getTime() - orderedAt.getTime()) / DAY;
      const status =
        age > 60
          ? rng.pick(['CLOSED', 'CLOSED', 'SHIPPED', 'CANCELLED'])
          : rng.pick(['BOOKED', 'PARTIALLY_SHIPPED', 'SHIPPED']);
      const currency = o.country === 'CA' ? 'CAD' : 'USD';
      let subtotal = 0;
      const lineCount = rng.int(1, 5);
      const lines: I<typeof s.orderLines>[] = [];
      for (let l = 1; l <= lineCount; l++) {
        const part = rng.pick(options.parts);
        const quantity = rng.int(1, 12);
        const unitPrice = (currency === 'CAD' ? part.priceCad : part.priceUsd) ?? part.priceUsd ?? 25;
        const extended = Math.round(unitPrice * quantity * 100) / 100;
        subtotal += extended;
        const shipped =
          status === 'SHIPPED' || status === 'CLOSED' || (status === 'PARTIALLY_SHIPPED' && l === 1);
        const promise = new Date(orderedAt.getTime() + rng.int(1, 21) * DAY);
        const carrier = rng.pick(['UPS', 'FedEx', 'LTL Freight']);
        lines.push({
          id: rng.uuid(),
          orderId,
          lineNumber: l,
          partNumber: part.partNumber,
          description: part.name,
          customerPartNumber: null,
          unitSerial: null,
          quantity,
          shippedQuantity: shipped ? quantity : 0,
          unitPrice,
          extendedPrice: extended,
          uom: 'each',
          status:
            status === 'CANCELLED'
              ? 'CANCELLED'
              : shipped
                ? 'SHIPPED'
                : rng.chance(0.2)
                  ? 'BACKORDERED'
                  : 'AWAITING_SHIPPING',
          promiseDate: status === 'CANCELLED' ? null : isoDate(promise),
          shippedDate: shipped
            ? isoDate(notAfterBase(new Date(promise.getTime() - rng.int(0, 3) * DAY)))
            : null,
          carrier: shipped ? carrier : null,
          trackingNumbers: shipped
            ? carrier === 'UPS'
              ? [`1Z${rng.chars(16, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`]
              : carrier === 'FedEx'
                ? [rng.chars(12, '0123456789')]
                : [`PRO ${rng.chars(9, '0123456789')}`]
            : [],
        });
      }
      subtotal = Math.round(subtotal * 100) / 100;
      const tax = Math.round(subtotal * 0.06 * 100) / 100;
      const freight = Math.round(rng.money(0, 180) * 100) / 100;
      const total = Math.round((subtotal + tax + freight) * 100) / 100;
      rows.orders.push({
        orderId,
        orderNumber: String(6_100_000 + orderSeq),
        accountId: o.accountId,
        userId: orderUsers.get(o.accountId) ?? null,
        contactId: contacts.length ? rng.pick(contacts) : null,
        status,
        orderedAt,
        customerPo: o.type === 'BUSINESS' ? `PO-${rng.int(10000, 99999)}` : null,
        currency,
        subtotal,
        tax,
        freight,
        total,
        shipToAddressId: addrs[2] ?? addrs[0] ?? null,
        billToAddressId: addrs[1] ?? addrs[0] ?? null,
        shippingMethod: rng.pick(['Ground', 'Next Day Air', '2nd Day Air', 'Freight']),
        source: rng.pick(['web', 'web', 'phone']),
      });
      rows.orderLines.push(...lines);
      if (status === 'SHIPPED' || status === 'CLOSED') {
        invoiceSeq += 1;
        const invoiceId = String(8_800_000 + invoiceSeq);
        const invoiceDate = notAfterBase(new Date(orderedAt.getTime() + rng.int(2, 20) * DAY));
        const paid = status === 'CLOSED' || rng.chance(0.5);
        const due = new Date(invoiceDate.getTime() + 30 * DAY);
        rows.invoices.push({
          invoiceId,
          customerTrxId: String(9_900_000 + invoiceSeq),
          trxNumber: String(4_400_000 + invoiceSeq),
          title: `Invoice ${4_400_000 + invoiceSeq}`,
          accountId: o.accountId,
          orderId,
          trxType: 'INV',
          status: paid ? 'PAID' : due < baseDate ? 'PAST_DUE' : 'OPEN',
          invoiceCategory: rng.chance(0.75) ? 'DEFAULT' : 'OTHER',
          invoiceDate: isoDate(invoiceDate),
          dueDate: isoDate(due),
          currency,
          amount: total,
          balanceDue: paid ? 0 : total,
          customerPo: rows.orders[rows.orders.length - 1]?.customerPo ?? null,
          billToAddressId: addrs[1] ?? addrs[0] ?? null,
          shipToAddressId: addrs[2] ?? addrs[0] ?? null,
          pdfRef: null,
        });
        lines.forEach((line, idx) =>
          rows.invoiceLines.push({
            id: rng.uuid(),
            invoiceId,
            lineNumber: idx + 1,
            partNumber: line.partNumber,
            description: line.description,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            amount: line.extendedPrice,
          }),
        );
      }
    }
  }

  // Two fixed orders the buyers' journeys name (issue 39; docs/seed-users.md), outside the random stream so every
  // other value stays as it was. Keystone's 6099001 is reordered: two parts sold today and one part number the
  // catalogue no longer has. Pat Morgan's 6099002 is tracked in My Account: one line shipped by UPS, one not yet.
  const fixedOrder = (
    orderId: string,
    accountId: string,
    status: string,
    orderedAt: Date,
    lines: Omit<
      I<typeof s.orderLines>,
      'id' | 'orderId' | 'lineNumber' | 'uom' | 'unitSerial' | 'customerPartNumber'
    >[],
  ) => {
    const addrs = addressesByOrg.get(accountId) ?? [];
    const subtotal = Math.round(lines.reduce((sum, l) => sum + (l.extendedPrice ?? 0), 0) * 100) / 100;
    rows.orders.push({
      orderId,
      orderNumber: orderId.slice(3),
      accountId,
      userId: orderUsers.get(accountId) ?? null,
      contactId: null,
      status,
      orderedAt,
      customerPo: null,
      currency: 'USD',
      subtotal,
      tax: 0,
      freight: 0,
      total: subtotal,
      shipToAddressId: addrs[2] ?? addrs[0] ?? null,
      billToAddressId: addrs[1] ?? addrs[0] ?? null,
      shippingMethod: 'Ground',
      source: 'web',
    });
    lines.forEach((line, i) =>
      rows.orderLines.push({
        id: `00000000-0000-4000-8000-${orderId.slice(3).padStart(8, '0')}${String(i + 1).padStart(4, '0')}`,
        orderId,
        lineNumber: i + 1,
        uom: 'each',
        unitSerial: null,
        customerPartNumber: null,
        ...line,
      }),
    );
  };
  const [firstPart, secondPart] = options.parts;
  const keystone = orgByKey.get('keystone');
  const pat = rows.users.find((u) => u.email === 'pat.morgan@mailbox.example');
  if (firstPart && secondPart && keystone) {
    // the sample holds only parts priced in USD
    const sold = (part: SamplePart, quantity: number) => ({
      partNumber: part.partNumber,
      description: part.name,
      quantity,
      shippedQuantity: quantity,
      unitPrice: part.priceUsd ?? 0,
      extendedPrice: Math.round((part.priceUsd ?? 0) * quantity * 100) / 100,
      status: 'SHIPPED',
      promiseDate: isoDate(ago(28)),
      shippedDate: isoDate(ago(29)),
      carrier: 'FedEx',
      trackingNumbers: ['612345678901'],
    });
    fixedOrder('SO-6099001', keystone.accountId, 'CLOSED', ago(35), [
      sold(firstPart, 2),
      sold(secondPart, 1),
      {
        ...sold(firstPart, 1),
        partNumber: '000-0042',
        description: 'Retired Boom Cable',
        unitPrice: 18,
        extendedPrice: 18,
      },
    ]);
  }
  if (firstPart && secondPart && pat?.accountId) {
    fixedOrder('SO-6099002', pat.accountId, 'PARTIALLY_SHIPPED', ago(6), [
      {
        partNumber: firstPart.partNumber,
        description: firstPart.name,
        quantity: 1,
        shippedQuantity: 1,
        unitPrice: firstPart.priceUsd ?? 0,
        extendedPrice: firstPart.priceUsd ?? 0,
        status: 'SHIPPED',
        promiseDate: isoDate(ago(3)),
        shippedDate: isoDate(ago(4)),
        carrier: 'UPS',
        trackingNumbers: ['1Z4A71F80312345678'],
      },
      {
        partNumber: secondPart.partNumber,
        description: secondPart.name,
        quantity: 2,
        shippedQuantity: 0,
        unitPrice: secondPart.priceUsd ?? 0,
        extendedPrice: Math.round((secondPart.priceUsd ?? 0) * 2 * 100) / 100,
        status: 'AWAITING_SHIPPING',
        promiseDate: isoDate(new Date(baseDate.getTime() + 5 * DAY)),
        shippedDate: null,
        carrier: null,
        trackingNumbers: [],
      },
    ]);
  }

  // training (course) orders
  let courseOrderSeq = 0;
  for (const u of rows.users) {
    if (!u.accountId || u.status !== 'REGISTERED' || rng.chance(0.4)) continue;
    for (let i = 0; i < rng.int(1, 3); i++) {
      courseOrderSeq += 1;
      const courseOrderId = rng.uuid();
      const picked = rng.sample(options.courses, rng.int(1, 3));
      let total = 0;
      for (const c of picked) {
        const quantity = rng.int(1, 6);
        const unitPrice = (u.locale === 'en_CA' ? c.priceCad : c.priceUsd) ?? 0;
        total += unitPrice * quantity;
        rows.courseOrderLines.push({
          id: rng.uuid(),
          courseOrderId,
          courseId: c.courseId,
          externalCourseId: c.externalCourseId,
          quantity,
          unitPrice,
        });
      }
      rows.courseOrders.push({
        courseOrderId,
        externalOrderId: `TO-${String(50_000 + courseOrderSeq)}`,
        orderNumber: String(7_100_000 + courseOrderSeq),
        accountId: u.accountId,
        userId: u.id ?? null,
        status: rng.pick(['PLACED', 'FULFILLED', 'FULFILLED']),
        currency: u.locale === 'en_CA' ? 'CAD' : 'USD',
        total: Math.round(total * 100) / 100,
        orderedAt: ago(rng.int(1, 400)),
      });
    }
  }
  // the embedded learning system: each course buyer is an active learner enrolled by their orders (ids from a
  // counter, so the world's random stream is not disturbed)
  const seededId = (kind: number, n: number) =>
    `00000000-0000-4000-a${String(kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;
  const learnerByUser = new Map<string, string>();
  for (const order of rows.courseOrders) {
    const user = rows.users.find((u) => u.id === order.userId);
    if (!user?.id) continue;
    let learnerId = learnerByUser.get(user.id);
    if (!learnerId) {
      learnerId = seededId(1, learnerByUser.size + 1);
      learnerByUser.set(user.id, learnerId);
      rows.learners.push({
        id: learnerId,
        userId: user.id,
        email: user.email,
        active: true,
        activatedAt: order.orderedAt,
      });
    }
    for (const line of rows.courseOrderLines.filter((l) => l.courseOrderId === order.courseOrderId))
      rows.courseEnrolments.push({
        id: seededId(2, rows.courseEnrolments.length + 1),
        learnerId,
        courseId: line.courseId,
        courseOrderId: order.courseOrderId ?? null,
        source: 'ORDER',
        enrolledAt: order.orderedAt,
      });
  }

  // carts, lists, quotes
  const cartFor = (key: string, application: 'supply-store' | 'training-store', items: string[]) => {
    const user = rows.users.find((u) => u.id === userIds.get(key));
    if (!user) return null;
    const shoppingCartId = rng.uuid();
    rows.shoppingCarts.push({
      shoppingCartId,
      userId: user.id as string,
      application,
      accountId: user.accountId ?? null,
      status: 'ACTIVE',
    });
    for (const itemId of items) {
      rows.shoppingCartItems.push({
        shoppingCartItemId: rng.uuid(),
        shoppingCartId,
        itemId,
        quantity: rng.int(1, 4),
        unitSerial: null,
      });
    }
    return shoppingCartId;
  };
  const partSample = (n: number) => rng.sample(options.parts, n).map((p) => p.partNumber);
  const adminCart = cartFor('b2b-admin', 'supply-store', partSample(3));
  cartFor(
    'b2b-admin',
    'training-store',
    rng.sample(options.courses, 2).map((c) => c.courseId),
  );
  cartFor('personal-us', 'supply-store', partSample(2));
  cartFor('buyer', 'supply-store', partSample(4));
  cartFor('personal-ca', 'supply-store', partSample(1));
  const listFor = (key: string, name: string, n: number) => {
    const userId = userIds.get(key) as string;
    const shoppingListId = rng.uuid();
    rows.shoppingLists.push({ shoppingListId, userId, name });
    for (const itemId of partSample(n))
      rows.shoppingListItems.push({
        shoppingListItemId: rng.uuid(),
        shoppingListId,
        itemId,
        quantity: rng.int(1, 10),
      });
  };
  listFor('b2b-admin', 'Monthly Shop Stock', 8);
  listFor('b2b-admin', 'Storm Kit', 5);
  listFor('personal-us', 'Wish List', 3);
  listFor('buyer', 'Bucket Truck Service Parts', 6);
  if (adminCart) {
    rows.quotes.push({
      quoteId: rng.uuid(),
      ebsQuoteNumber: `Q-${rng.int(100000, 999999)}`,
      userId: userIds.get('b2b-admin') as string,
      accountId: orgByKey.get('keystone')?.accountId ?? null,
      shoppingCartId: adminCart,
      status: 'DRAFT',
      currency: 'USD',
      payload: { note: 'Draft quote created from the cart' },
    });
  }

  // banners relative to now: one past, one active, one future
  rows.banners.push(
    {
      startDateTime: new Date(now.getTime() - 20 * DAY),
      endDateTime: new Date(now.getTime() - 2 * DAY),
      type: 'info',
      message: 'Our parts distribution center was closed for inventory on the last Friday of the month.',
    },
    {
      startDateTime: new Date(now.getTime() - 1 * DAY),
      endDateTime: new Date(now.getTime() + 30 * DAY),
      type: 'warning',
      message:
        'Storm season: orders for hydraulic hose assemblies placed before 2 PM Eastern ship the same day.',
    },
    {
      startDateTime: new Date(now.getTime() + 10 * DAY),
      endDateTime: new Date(now.getTime() + 12 * DAY),
      type: 'danger',
      message: 'Scheduled maintenance: the portal will be unavailable Saturday from 10 PM to 2 AM Eastern.',
    },
  );

  // a few platform records so every table has examples
  rows.jobs.push({
    jobId: rng.uuid(),
    type: 'csv:/invoices/csv/search',
    status: 2,
    request: {
      endpoint: '/invoices/csv/search',
      body: { accountIds: [orgByKey.get('keystone')?.accountId] },
    },
    response: { url: '/api/files/exports/invoices-keystone.csv' },
    resultUrl: '/api/files/exports/invoices-keystone.csv',
    attempts: 1,
    ownerUserId: userIds.get('b2b-admin') ?? null,
    startedAt: ago(3),
    completedAt: ago(3),
    createdAt: ago(3),
  });
  // the mail the business registrant awaiting approval was sent when they registered (the registration's own
  // template; an activation mail carries a link to this portal's address, which the seed does not know)
  const pendingMail = pendingEmail('owen.fisher@granite-arborists.example', 'Owen');
  const registered =
    rows.users.find((u) => u.email === 'owen.fisher@granite-arborists.example')?.userStatusLastUpdated ??
    new Date(now.getTime() - 60 * 60 * 1000);
  rows.mailOutbox.push({
    id: rng.uuid(),
    to: 'owen.fisher@granite-arborists.example',
    subject: pendingMail.subject,
    text: pendingMail.text,
    html: pendingMail.html,
    template: pendingMail.template,
    templateData: pendingMail.templateData,
    attempts: 1,
    createdAt: registered,
    sentAt: registered,
  });
  rows.auditLog.push({
    actorUserId: userIds.get('csr-admin') ?? null,
    subjectUserId: userIds.get('b2b-admin') ?? null,
    action: 'IMPERSONATION_STARTED',
    details: { reason: 'Seeded example' },
    at: ago(14),
  });
  // Keystone's few hundred units at full scale, from a generator of their own (nothing above moves)
  const coop = orgByKey.get('keystone');
  if (coop && options.scale === 'full')
    rows.fleetUnits.push(
      ...keystoneFleetUnits(coop, REGIONAL_CITIES['keystone'] ?? [], KEYSTONE_EXTRA_UNITS, baseDate),
    );
  return rows;
}
