// The organisation-scope sweep: every operation that takes an id is called by Alice (organisation ALPHA) with
// ids belonging to BRAVO and must be denied; the same call with Alice's own ids must succeed, so a denial is
// never just a broken operation. Meta tests fail when a GraphQL field with an ID argument or a gateway endpoint
// is added without a case here.
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import type { GraphQLNamedType } from 'graphql';
import { readSdl } from '../../scripts/codegen.js';
import { GATEWAY_HANDLERS } from '../gateway/handlers/index.js';
import { brand } from '@portal/rules/brand';
import { ADDRESS, createHarness, ORG, PAYMENT, USERS } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import type { LightMyRequestResponse } from 'fastify';
// customer-service cases (H7): CSR operations act on any organisation by design
import { randomUUID as h7Uuid } from 'node:crypto';
import { banners as h7Banners, roles as h7Roles, users as h7Users } from '../db/schema.js';
// carts, lists and punchout cases (api-carts)
import { eq as cartsEq } from 'drizzle-orm';
import { users as cartsUsers } from '../db/schema.js';
// checkout cases (api-checkout): carts are written directly, the checkout buyers hold the ordering privilege
import { shoppingCartItems as checkoutCartItems, shoppingCarts as checkoutCarts } from '../db/schema.js';
import { ALL_B2B as CHECKOUT_BASE_PRIVILEGES } from '../http/test-harness.js';
// dashboard equipment cases (H4): groups, notices, claims, requests and events of ALPHA and BRAVO
import { eq as h4Eq } from 'drizzle-orm';
import { fleetGroups as h4Groups } from '../db/schema.js';
import { APN, ATTACHMENT, CLAIM, GROUP, SR, seedFleetWorld } from '../domains/fleet/test-fleet-world.js';
// invoices, contacts and notifications cases (H5): rows made per call
import { randomUUID as h5Uuid } from 'node:crypto';
import {
  contactPhoneNumbers as h5Phones,
  contacts as h5Contacts,
  invoices as h5Invoices,
  roles as h5Roles,
} from '../db/schema.js';
// training-store cases (h6): a free course to order
import { courses as trainingCourses } from '../db/schema.js';
// training for teams (issue 40): a course order of the ids' organisation with seats, and a session to book
import {
  courseOrderLines as teamOrderLines,
  courseOrders as teamOrders,
  courseSessions as teamSessions,
} from '../db/schema.js';
// My Account cases (h6): a personal address and cards made per call
import { addresses as myAccountAddresses, paymentMethods as myAccountCards } from '../db/schema.js';
// order detail (commerce): an order of the ids' organisation made per call
import { orders as commerceOrders } from '../db/schema.js';
// order approval and spending limits (issue 39): an order awaiting approval and a limit of the ids' organisation
import { orderApprovals as approvalRows, spendingLimits as limitRows } from '../db/schema.js';

type Ids = {
  accountId: string;
  accountNumber: string;
  partyId: string;
  userId: string;
  addressId: string;
  paymentId: string;
};

const OWN: Ids = {
  accountId: ORG.alpha,
  accountNumber: `N${ORG.alpha}`,
  partyId: USERS.alice.partyId,
  userId: USERS.alice.id,
  addressId: ADDRESS.alphaMain,
  paymentId: PAYMENT.alice,
};
const FOREIGN: Ids = {
  accountId: ORG.bravo,
  accountNumber: `N${ORG.bravo}`,
  partyId: USERS.bob.partyId,
  userId: USERS.bob.id,
  addressId: ADDRESS.bravoMain,
  paymentId: PAYMENT.bob,
};

interface Case {
  name: string;
  /** GraphQL "Type.field" or gateway path this case covers */
  covers: string;
  call(h: Harness, ids: Ids): Promise<LightMyRequestResponse>;
  /** own / foreign ids when the operation is only for another kind of caller (default OWN / FOREIGN for Alice) */
  own?: Ids;
  foreign?: Ids;
}

/** An internal associate (Ivan) may view CHILD1 only: CHILD1 is "his", BRAVO is another organisation. */
const IVAN_OWN: Ids = { ...OWN, accountId: ORG.child1, accountNumber: `N${ORG.child1}` };
const IVAN_FOREIGN: Ids = { ...FOREIGN, accountId: ORG.bravo, accountNumber: `N${ORG.bravo}` };

const gql = (query: string, variables: (ids: Ids) => Record<string, unknown>) => (h: Harness, ids: Ids) =>
  h.graphql(USERS.alice, query, variables(ids));
const gateway =
  (endpoint: (ids: Ids) => string, body: (ids: Ids) => Record<string, unknown> = () => ({})) =>
  (h: Harness, ids: Ids) =>
    h.integration(USERS.alice, { endpoint: endpoint(ids), body: body(ids) });

const CHILDREN = `/customers/list${brand.product}ChildCompanies`;

const asIvan = (query: string, variables: (ids: Ids) => Record<string, unknown>) => (h: Harness, ids: Ids) =>
  h.graphql(USERS.ivan, query, variables(ids));

/** Checkout: Alice or Bob (by the ids' user) as a parts buyer. */
const checkoutBuyer = (userId: string) => ({
  ...(userId === USERS.bob.id ? USERS.bob : USERS.alice),
  permissions: [...CHECKOUT_BASE_PRIVILEGES, 'B2B_Order_Replacement_Parts'],
});

/** The user's ACTIVE supply-store cart holding part 100-0001 (made when missing). */
async function checkoutCart(h: Harness, userId: string): Promise<string> {
  const carts = await h.db.select().from(checkoutCarts);
  let cart = carts.find(
    (c) => c.userId === userId && c.application === 'supply-store' && c.status === 'ACTIVE',
  );
  if (!cart)
    [cart] = await h.db.insert(checkoutCarts).values({ userId, application: 'supply-store' }).returning();
  await h.db
    .insert(checkoutCartItems)
    .values({ shoppingCartId: cart!.shoppingCartId, itemId: '100-0001', quantity: 1 })
    .onConflictDoNothing();
  return cart!.shoppingCartId;
}

const CREATE_QUOTE = 'mutation($c: QuoteInput!) { createQuote(cart: $c) { quoteId } }';

/** createQuote by Alice with her own cart, addresses and card, one of them replaced by `ids`' (own or foreign). */
const createQuoteWith =
  (pick: (ids: Ids, cartId: string) => Record<string, unknown>) => async (h: Harness, ids: Ids) => {
    const own = {
      shoppingCartId: await checkoutCart(h, OWN.userId),
      shipToAddressId: OWN.addressId,
      billToAddressId: OWN.addressId,
      paymentMethodId: OWN.paymentId,
    };
    const cartId = await checkoutCart(h, ids.userId);
    return h.graphql(checkoutBuyer(OWN.userId), CREATE_QUOTE, { c: { ...own, ...pick(ids, cartId) } });
  };

/** A course order of two seats of an instructor-led course, bought by the ids' user for the ids' organisation,
 * and a session of that course to book (issue 40's seats and sessions). */
async function teamOrderOf(h: Harness, ids: Ids): Promise<{ courseOrderId: string; sessionId: string }> {
  await h.db
    .insert(trainingCourses)
    .values({
      courseId: 'sweep-seats',
      externalCourseId: 'LMS-SWEEP-SEATS',
      title: 'Sweep Seats Course',
      deliveryMethod: 'Instructor-Led',
      priceUsd: 100,
    })
    .onConflictDoNothing();
  const [session] = await h.db
    .insert(teamSessions)
    .values({
      courseId: 'sweep-seats',
      startsAt: new Date('2099-03-01T14:00:00Z'),
      endsAt: new Date('2099-03-01T22:00:00Z'),
      location: 'Sweep Training Center',
      capacity: 50,
    })
    .returning();
  const [order] = await h.db
    .insert(teamOrders)
    .values({
      externalOrderId: `SWEEP-${h5Uuid()}`,
      accountId: ids.accountId,
      userId: ids.userId,
      orderedAt: new Date('2026-03-02T15:00:00Z'),
      total: 200,
      subtotal: 200,
    })
    .returning();
  await h.db.insert(teamOrderLines).values({
    courseOrderId: order!.courseOrderId,
    courseId: 'sweep-seats',
    externalCourseId: 'LMS-SWEEP-SEATS',
    quantity: 2,
    unitPrice: 100,
  });
  return { courseOrderId: order!.courseOrderId, sessionId: session!.id };
}

/** Carts and lists belong to a user: the ids' user (Alice's own, or Bob's as the foreign ones). */
const ownerOf = (ids: Ids) => (ids.userId === USERS.bob.id ? USERS.bob : USERS.alice);

/** A saved view of My Fleet, as the page saves one. */
const SWEEP_VIEW = { query: '', filter: {}, columns: ['unitSerial'], sort: null, pageSize: 25 };

/** A supply order of the organisation, made for the call. */
async function supplyOrderOf(h: Harness, accountId: string): Promise<string> {
  const orderId = `SO-X${h5Uuid().slice(0, 8)}`;
  await h.db.insert(commerceOrders).values({
    orderId,
    orderNumber: orderId,
    accountId,
    status: 'BOOKED',
    orderedAt: new Date('2026-03-02T15:00:00Z'),
    subtotal: 10,
    total: 10,
  });
  return orderId;
}

/** A supply order of the organisation awaiting approval (placed by nobody the sweep signs in as). */
async function pendingOrderOf(h: Harness, accountId: string): Promise<string> {
  const orderId = await supplyOrderOf(h, accountId);
  await h.db
    .update(commerceOrders)
    .set({ status: 'AWAITING_APPROVAL' })
    .where(h4Eq(commerceOrders.orderId, orderId));
  await h.db.insert(approvalRows).values({ orderId, accountId, spendingLimit: 5 });
  return orderId;
}

/** A spending limit of the ids' user in the ids' organisation. */
async function spendingLimitOf(h: Harness, ids: Ids): Promise<string> {
  const [row] = await h.db
    .insert(limitRows)
    .values({ accountId: ids.accountId, userId: ids.userId, amount: 100 })
    .onConflictDoNothing()
    .returning({ id: limitRows.id });
  if (row) return row.id;
  const [kept] = await h.db
    .select({ id: limitRows.id })
    .from(limitRows)
    .where(h4Eq(limitRows.userId, ids.userId));
  return kept!.id;
}

async function cartIdOf(h: Harness, ids: Ids): Promise<string> {
  const res = await h.graphql(
    ownerOf(ids),
    'mutation { createShoppingCart(application: "supply-store") { shoppingCartId } }',
  );
  return (res.json() as { data: { createShoppingCart: { shoppingCartId: string } } }).data.createShoppingCart
    .shoppingCartId;
}

/** A new list of the ids' user holding part 100-0001: its id and the item's id. */
async function listOf(h: Harness, ids: Ids): Promise<{ listId: string; itemId: string }> {
  const owner = ownerOf(ids);
  const created = await h.graphql(
    owner,
    'mutation($n: String!) { createShoppingList(name: $n) { shoppingListId } }',
    {
      n: `Sweep ${crypto.randomUUID()}`,
    },
  );
  const listId = (created.json() as { data: { createShoppingList: { shoppingListId: string } } }).data
    .createShoppingList.shoppingListId;
  const added = await h.graphql(
    owner,
    `mutation($l: ID!) { addOrUpdateItemsInShoppingList(shoppingListId: $l,
      items: [{ productId: "100-0001", quantityDesired: 1 }]) { items { shoppingListItemId } } }`,
    { l: listId },
  );
  const itemId = (
    added.json() as { data: { addOrUpdateItemsInShoppingList: { items: { shoppingListItemId: string }[] } } }
  ).data.addOrUpdateItemsInShoppingList.items[0]!.shoppingListItemId;
  return { listId, itemId };
}

/** Alice acts on a list (or list item) of the ids' user. */
const onList =
  (query: string, variables: (list: { listId: string; itemId: string }) => Record<string, unknown>) =>
  async (h: Harness, ids: Ids) =>
    h.graphql(USERS.alice, query, variables(await listOf(h, ids)));

// ---- invoices, contacts and notifications (H5): rows of the ids' organisation made per call ----

/** Alice with both invoice privileges on top of the sweep's B2B ones. */
const invoiceReader = { ...USERS.alice, permissions: [...CHECKOUT_BASE_PRIVILEGES, 'B2B_View_All_Invoices'] };

/** A new invoice of the ids' organisation (billed and shipped to its main address). */
async function invoiceOf(h: Harness, ids: Ids): Promise<string> {
  const n = h5Uuid();
  await h.db.insert(h5Invoices).values({
    invoiceId: `INV-${n}`,
    customerTrxId: `CT-${n}`,
    trxNumber: n,
    title: `Invoice ${n}`,
    accountId: ids.accountId,
    status: 'OPEN',
    invoiceDate: '2026-01-15',
    dueDate: '2026-02-14',
    amount: 10,
    balanceDue: 10,
    billToAddressId: ids.addressId,
    shipToAddressId: ids.addressId,
  });
  return `INV-${n}`;
}

const invoiceCall =
  (endpoint: string, body: (ids: Ids, invoiceId: string) => Record<string, unknown>) =>
  async (h: Harness, ids: Ids) =>
    h.integration(invoiceReader, { endpoint, body: body(ids, await invoiceOf(h, ids)) });

/** A new contact of the ids' organisation with a text-enabled phone. */
async function contactOf(h: Harness, ids: Ids): Promise<string> {
  const contactId = h5Uuid();
  await h.db.insert(h5Contacts).values({
    contactId,
    accountId: ids.accountId,
    partyId: `P-${contactId}`,
    firstName: 'Sweep',
    lastName: 'Contact',
  });
  await h.db
    .insert(h5Phones)
    .values({ phoneLineId: `PL-${contactId}`, contactId, phoneNumber: '(256) 555-0100', textEnabled: true });
  return contactId;
}

/** A global role without privileges (any delegated admin may give it). */
async function plainRole(h: Harness): Promise<string> {
  const [role] = await h.db
    .insert(h5Roles)
    .values({ name: `Sweep ${h5Uuid()}`, scope: 'GLOBAL' })
    .returning({ id: h5Roles.id });
  return role!.id;
}

const newUserOf = async (h: Harness, ids: Ids) => ({
  firstName: 'Sweep',
  lastName: 'User',
  email: `sweep.${h5Uuid().slice(0, 8)}@example.com`,
  accountId: ids.accountId,
  roleId: await plainRole(h),
});

/** The contact of a user invited (PENDING_REGISTRATION) by the ids' organisation's own admin. */
async function invitedContactOf(h: Harness, ids: Ids): Promise<string> {
  const res = await h.graphql(
    ownerOf(ids),
    'mutation($u: NewUserInput!) { createUser(user: $u) { contactId } }',
    { u: await newUserOf(h, ids) },
  );
  return (res.json() as { data: { createUser: { contactId: string } } }).data.createUser.contactId;
}

const onContact =
  (query: string, variables: (contactId: string) => Record<string, unknown>, make = contactOf) =>
  async (h: Harness, ids: Ids) =>
    h.graphql(USERS.alice, query, variables(await make(h, ids)));

const contactCall =
  (endpoint: (contactId: string) => string, body: (contactId: string) => Record<string, unknown>) =>
  async (h: Harness, ids: Ids) => {
    const contactId = await contactOf(h, ids);
    return h.integration(USERS.alice, { endpoint: endpoint(contactId), body: body(contactId) });
  };

const CASES: Case[] = [
  {
    name: 'getDetailedProfile(accountId)',
    covers: 'Query.getDetailedProfile',
    call: gql('query($a: ID) { getDetailedProfile(accountId: $a) { email } }', (ids) => ({
      a: ids.accountId,
    })),
  },
  {
    name: 'getDetailedProfile(userId)',
    covers: 'Query.getDetailedProfile',
    call: gql('query($u: ID) { getDetailedProfile(userId: $u) { email } }', (ids) => ({ u: ids.userId })),
  },
  {
    name: 'getDetailedProfile(parentCoPartyId)',
    covers: 'Query.getDetailedProfile',
    call: gql('query($p: ID) { getDetailedProfile(parentCoPartyId: $p) { email } }', (ids) => ({
      p: `PTY-${ids.accountId}`,
    })),
  },
  {
    name: 'retrieveProfileDetails(partyId)',
    covers: 'Query.retrieveProfileDetails',
    call: gql('query($p: ID!) { retrieveProfileDetails(partyId: $p) { email } }', (ids) => ({
      p: ids.partyId,
    })),
  },
  {
    name: 'isCustomerPurchaseOrderEnabled(accountId)',
    covers: 'Query.isCustomerPurchaseOrderEnabled',
    call: gql('query($a: ID!) { isCustomerPurchaseOrderEnabled(accountId: $a) }', (ids) => ({
      a: ids.accountId,
    })),
  },
  {
    name: 'userUpdateProfile(userId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!) { userUpdateProfile(userId: $u, updates: { subscribed: true }) { email } }',
      (ids) => ({ u: ids.userId }),
    ),
  },
  {
    name: 'userUpdateProfile(defaultShippingAddressId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $a: ID) { userUpdateProfile(userId: $u, updates: { defaultShippingAddressId: $a }) { email } }',
      (ids) => ({ u: OWN.userId, a: ids.addressId }),
    ),
  },
  {
    name: 'userUpdateProfile(defaultBillingAddressId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $a: ID) { userUpdateProfile(userId: $u, updates: { defaultBillingAddressId: $a }) { email } }',
      (ids) => ({ u: OWN.userId, a: ids.addressId }),
    ),
  },
  {
    name: 'userUpdateProfile(favoriteAddressIds)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $a: [ID!]) { userUpdateProfile(userId: $u, updates: { favoriteAddressIds: $a }) { email } }',
      (ids) => ({ u: OWN.userId, a: [ids.addressId] }),
    ),
  },
  {
    name: 'userUpdateProfile(defaultBrandPaymentId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $p: ID) { userUpdateProfile(userId: $u, updates: { defaultBrandPaymentId: $p }) { email } }',
      (ids) => ({ u: OWN.userId, p: ids.paymentId }),
    ),
  },
  {
    name: 'setInternalAssociateActiveOrgs(activeOrgIds)',
    covers: 'Mutation.setInternalAssociateActiveOrgs',
    own: IVAN_OWN,
    foreign: IVAN_FOREIGN,
    call: asIvan(
      'mutation($a: [ID!]!) { setInternalAssociateActiveOrgs(activeOrgIds: $a) { accountId } }',
      (ids) => ({
        a: [ids.accountId],
      }),
    ),
  },
  {
    name: 'applyInternalAssociateInitiallySelectedOrgInfo(organization)',
    covers: 'Mutation.applyInternalAssociateInitiallySelectedOrgInfo',
    own: IVAN_OWN,
    foreign: IVAN_FOREIGN,
    call: asIvan(
      'mutation($o: OrganizationInput!) { applyInternalAssociateInitiallySelectedOrgInfo(organization: $o) { accountId } }',
      (ids) => ({
        o: {
          accountId: ids.accountId,
          partyId: `PTY-${ids.accountId}`,
          accountNumber: ids.accountNumber,
          name: 'x',
        },
      }),
    ),
  },
  {
    name: '/customers/findById/{id}',
    covers: '/customers/findById/{id}',
    call: gateway((ids) => `/customers/findById/${ids.accountId}`),
  },
  {
    name: '/customers/findByAccount',
    covers: '/customers/findByAccount',
    call: gateway(
      () => '/customers/findByAccount',
      (ids) => ({ accountNumber: ids.accountNumber }),
    ),
  },
  {
    name: `${CHILDREN} {accountId}`,
    covers: CHILDREN,
    call: gateway(
      () => CHILDREN,
      (ids) => ({ accountId: ids.accountId }),
    ),
  },
  {
    name: '/fleet/ngSearch {accountIds}',
    covers: '/fleet/ngSearch',
    call: gateway(
      () => '/fleet/ngSearch',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/fleet/ngSearch {fleetAccountIds}',
    covers: '/fleet/ngSearch',
    call: gateway(
      () => '/fleet/ngSearch',
      (ids) => ({ fleetAccountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/fleet/ngSearch {accountId}',
    covers: '/fleet/ngSearch',
    call: gateway(
      () => '/fleet/ngSearch',
      (ids) => ({ accountId: ids.accountId }),
    ),
  },
  {
    name: '/fleet/ngSearchasync {accountIds}',
    covers: '/fleet/ngSearchasync',
    call: gateway(
      () => '/fleet/ngSearchasync',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
  {
    // a user's own views: no ids, the selected organisation names the other one
    name: '/fleet/views (selected organisation)',
    covers: '/fleet/views',
    call: (h, ids) =>
      h.integration(
        USERS.alice,
        { endpoint: '/fleet/views', body: {} },
        { 'x-selected-organization': ids.accountId },
      ),
  },
  {
    name: '/fleet/views/save (selected organisation)',
    covers: '/fleet/views/save',
    call: (h, ids) =>
      h.integration(
        USERS.alice,
        { endpoint: '/fleet/views/save', body: { name: `Sweep ${h5Uuid()}`, view: SWEEP_VIEW } },
        { 'x-selected-organization': ids.accountId },
      ),
  },
  {
    name: '/fleet/alerts/settings (selected organisation)',
    covers: '/fleet/alerts/settings',
    call: (h, ids) =>
      h.integration(
        USERS.alice,
        { endpoint: '/fleet/alerts/settings', body: {} },
        { 'x-selected-organization': ids.accountId },
      ),
  },
  {
    name: '/fleet/alerts/settings/save (selected organisation)',
    covers: '/fleet/alerts/settings/save',
    call: (h, ids) =>
      h.integration(
        USERS.alice,
        {
          endpoint: '/fleet/alerts/settings/save',
          body: { unitOverdue: true, newNotice: false, faultEvent: false, dailyDigest: false },
        },
        { 'x-selected-organization': ids.accountId },
      ),
  },
  {
    name: '/fleet/views/delete {viewId}',
    covers: '/fleet/views/delete',
    call: async (h, ids) => {
      const saved = await h.integration(ownerOf(ids), {
        endpoint: '/fleet/views/save',
        body: { name: `Sweep ${h5Uuid()}`, view: SWEEP_VIEW },
      });
      const { viewId } = saved.json() as { viewId: string };
      return h.integration(USERS.alice, { endpoint: '/fleet/views/delete', body: { viewId } });
    },
  },
  // ---- checkout (api-checkout) ----
  {
    name: 'getAccountAddresses(accountId)',
    covers: 'Query.getAccountAddresses',
    call: gql(
      'query($a: ID) { getAccountAddresses(accountId: $a) { defaultBillingAddress { addressId } } }',
      (ids) => ({
        a: ids.accountId,
      }),
    ),
  },
  {
    name: 'searchAddresses(request.accountId)',
    covers: 'Query.searchAddresses',
    call: gql('query($a: ID) { searchAddresses(request: { accountId: $a }) { addressId } }', (ids) => ({
      a: ids.accountId,
    })),
  },
  {
    name: 'searchAddresses(request.partyId)',
    covers: 'Query.searchAddresses',
    call: gql('query($p: ID) { searchAddresses(request: { partyId: $p }) { addressId } }', (ids) => ({
      p: `PTY-${ids.accountId}`,
    })),
  },
  {
    name: 'createQuote(cart.shoppingCartId)',
    covers: 'Mutation.createQuote',
    call: createQuoteWith((_ids, cartId) => ({ shoppingCartId: cartId })),
  },
  {
    name: 'createQuote(cart.shipToAddressId)',
    covers: 'Mutation.createQuote',
    call: createQuoteWith((ids) => ({ shipToAddressId: ids.addressId })),
  },
  {
    name: 'createQuote(cart.billToAddressId)',
    covers: 'Mutation.createQuote',
    call: createQuoteWith((ids) => ({ billToAddressId: ids.addressId })),
  },
  {
    name: 'createQuote(cart.paymentMethodId)',
    covers: 'Mutation.createQuote',
    call: createQuoteWith((ids) => ({ paymentMethodId: ids.paymentId })),
  },
  {
    name: 'submitQuote(ebsQuote.quoteId)',
    covers: 'Mutation.submitQuote',
    // the quote's owner (Alice or Bob) prices their own cart; Alice submits it
    async call(h, ids) {
      const created = await h.graphql(checkoutBuyer(ids.userId), CREATE_QUOTE, {
        c: {
          shoppingCartId: await checkoutCart(h, ids.userId),
          shipToAddressId: ids.addressId,
          billToAddressId: ids.addressId,
          paymentMethodId: ids.paymentId,
        },
      });
      const quoteId = (created.json() as { data: { createQuote: { quoteId: string } } }).data.createQuote
        .quoteId;
      return h.graphql(
        checkoutBuyer(OWN.userId),
        'mutation($q: ID!) { submitQuote(ebsQuote: { quoteId: $q }) { orderId } }',
        {
          q: quoteId,
        },
      );
    },
  },
  {
    name: '/order/summary/ngSearch/sold/ {accountIds}',
    covers: '/order/summary/ngSearch/sold/',
    call: gateway(
      () => '/order/summary/ngSearch/sold/',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/order/summary/ngSearch/sold/ {accountId}',
    covers: '/order/summary/ngSearch/sold/',
    call: gateway(
      () => '/order/summary/ngSearch/sold/',
      (ids) => ({ accountId: ids.accountId }),
    ),
  },
  // order approval and spending limits (issue 39): Alice administers ALPHA
  {
    name: '/order/approvals/search {accountIds}',
    covers: '/order/approvals/search',
    call: gateway(
      () => '/order/approvals/search',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/order/approvals/decide {orderId}',
    covers: '/order/approvals/decide',
    call: async (h, ids) =>
      h.integration(USERS.alice, {
        endpoint: '/order/approvals/decide',
        body: { orderId: await pendingOrderOf(h, ids.accountId), decision: 'APPROVE' },
      }),
  },
  {
    name: '/order/spendingLimits/search {accountId}',
    covers: '/order/spendingLimits/search',
    call: gateway(
      () => '/order/spendingLimits/search',
      (ids) => ({ accountId: ids.accountId }),
    ),
  },
  {
    name: '/order/spendingLimits/set {accountId, userId}',
    covers: '/order/spendingLimits/set',
    call: gateway(
      () => '/order/spendingLimits/set',
      (ids) => ({ accountId: ids.accountId, userId: ids.userId, amount: 250 }),
    ),
  },
  {
    name: '/order/spendingLimits/remove {id}',
    covers: '/order/spendingLimits/remove',
    call: async (h, ids) =>
      h.integration(USERS.alice, {
        endpoint: '/order/spendingLimits/remove',
        body: { id: await spendingLimitOf(h, ids) },
      }),
  },
  {
    name: 'supplyOrder(orderId)',
    covers: 'Query.supplyOrder',
    call: async (h, ids) =>
      h.graphql(USERS.alice, 'query($o: ID!) { supplyOrder(orderId: $o) { orderId } }', {
        o: await supplyOrderOf(h, ids.accountId),
      }),
  },
  {
    name: 'reorderSupplyOrder(orderId)',
    covers: 'Mutation.reorderSupplyOrder',
    call: async (h, ids) =>
      h.graphql(USERS.alice, 'mutation($o: ID!) { reorderSupplyOrder(orderId: $o) { addedLineNumbers } }', {
        o: await supplyOrderOf(h, ids.accountId),
      }),
  },
  // ---- carts, lists and punchout (api-carts): another user's cart, list and list-item ids ----
  {
    name: 'addOrUpdateItemsInShoppingCart(shoppingCartId)',
    covers: 'Mutation.addOrUpdateItemsInShoppingCart',
    call: async (h, ids) =>
      h.graphql(
        USERS.alice,
        `mutation($c: ID!) { addOrUpdateItemsInShoppingCart(shoppingCartId: $c,
          items: [{ itemId: "100-0001", quantity: 1 }]) { itemCount } }`,
        { c: await cartIdOf(h, ids) },
      ),
  },
  {
    name: 'shoppingList(shoppingListId)',
    covers: 'Query.shoppingList',
    call: onList('query($l: ID!) { shoppingList(shoppingListId: $l) { name } }', (l) => ({ l: l.listId })),
  },
  {
    name: '/shoppingList/giftList (shoppingListId)',
    covers: '/shoppingList/giftList',
    call: async (h, ids) =>
      h.integration(USERS.alice, {
        endpoint: '/shoppingList/giftList',
        body: { shoppingListId: (await listOf(h, ids)).listId },
      }),
  },
  {
    name: 'updateShoppingList(shoppingListId)',
    covers: 'Mutation.updateShoppingList',
    call: onList(
      'mutation($l: ID!, $n: String!) { updateShoppingList(shoppingListId: $l, name: $n) { name } }',
      (l) => ({ l: l.listId, n: `Renamed ${crypto.randomUUID()}` }),
    ),
  },
  {
    // company lists (issue 39): only the owner shares a list
    name: 'shareShoppingList(shoppingListId)',
    covers: 'Mutation.shareShoppingList',
    call: onList(
      'mutation($l: ID!) { shareShoppingList(shoppingListId: $l, sharing: "READ") { sharing } }',
      (l) => ({ l: l.listId }),
    ),
  },
  {
    name: 'deleteShoppingList(shoppingListId)',
    covers: 'Mutation.deleteShoppingList',
    call: onList('mutation($l: ID!) { deleteShoppingList(shoppingListId: $l) { error } }', (l) => ({
      l: l.listId,
    })),
  },
  {
    name: 'addOrUpdateItemsInShoppingList(shoppingListId)',
    covers: 'Mutation.addOrUpdateItemsInShoppingList',
    call: onList(
      `mutation($l: ID!) { addOrUpdateItemsInShoppingList(shoppingListId: $l,
        items: [{ productId: "100-0002", quantityDesired: 1 }]) { name } }`,
      (l) => ({ l: l.listId }),
    ),
  },
  {
    name: 'removeItemsFromShoppingLists(shoppingListItemIds)',
    covers: 'Mutation.removeItemsFromShoppingLists',
    call: onList(
      'mutation($i: [ID!]!) { removeItemsFromShoppingLists(shoppingListItemIds: $i) { name } }',
      (l) => ({ i: [l.itemId] }),
    ),
  },
  {
    // takes no id: a punchout user reads their own OCI properties; a user who is not one is denied
    name: '/punchout/unProperties (own session only)',
    covers: '/punchout/unProperties',
    async call(h, ids) {
      await h.db
        .update(cartsUsers)
        .set({ isPunchout: ids.userId === OWN.userId, ociPunchOutHookUrl: 'https://srm.alpha.example/oci' })
        .where(cartsEq(cartsUsers.id, USERS.alice.id));
      return h.integration(USERS.alice, { endpoint: '/punchout/unProperties', body: {} });
    },
  },
  // ---- training store (h6): course orders name an account; the histories name accounts ----
  {
    name: 'createCourseOrder(courseOrder.accountId)',
    covers: 'Mutation.createCourseOrder',
    async call(h, ids) {
      await h.db
        .insert(trainingCourses)
        .values({
          courseId: 'sweep-free',
          externalCourseId: 'LMS-SWEEP',
          title: 'Sweep Course',
          isFree: true,
        })
        .onConflictDoNothing();
      return h.graphql(
        USERS.alice,
        'mutation($o: CourseOrderInput!) { createCourseOrder(courseOrder: $o) { order { courseOrderId } } }',
        {
          o: {
            externalOrderId: `SWEEP-${crypto.randomUUID()}`,
            accountId: ids.accountId,
            courses: [{ courseId: 'sweep-free', externalCourseId: 'LMS-SWEEP', quantity: 1 }],
          },
        },
      );
    },
  },
  {
    name: 'courseOrders(request.accountIds)',
    covers: 'Query.courseOrders',
    call: gql('query($r: CourseOrderHistoryInput) { courseOrders(request: $r) { totalRecords } }', (ids) => ({
      r: { accountIds: [ids.accountId] },
    })),
  },
  // training for teams (issue 40): another organisation's course order is refused to read, assign or book
  {
    name: 'courseOrder(courseOrderId)',
    covers: 'Query.courseOrder',
    async call(h, ids) {
      const { courseOrderId } = await teamOrderOf(h, ids);
      return h.graphql(USERS.alice, 'query($id: ID!) { courseOrder(courseOrderId: $id) { courseOrderId } }', {
        id: courseOrderId,
      });
    },
  },
  {
    name: 'courseOrderSeats(courseOrderId)',
    covers: 'Query.courseOrderSeats',
    async call(h, ids) {
      const { courseOrderId } = await teamOrderOf(h, ids);
      return h.graphql(USERS.alice, 'query($id: ID!) { courseOrderSeats(courseOrderId: $id) { seatId } }', {
        id: courseOrderId,
      });
    },
  },
  {
    name: 'assignCourseSeats(courseOrderId)',
    covers: 'Mutation.assignCourseSeats',
    async call(h, ids) {
      const { courseOrderId } = await teamOrderOf(h, ids);
      return h.graphql(
        USERS.alice,
        'mutation($id: ID!, $a: [CourseSeatAssignmentInput!]!) { assignCourseSeats(courseOrderId: $id, assignments: $a) { seatId } }',
        {
          id: courseOrderId,
          a: [{ courseId: 'sweep-seats', seatNumber: 1, email: 'sweep.learner@example.com' }],
        },
      );
    },
  },
  {
    name: 'chooseCourseSession(courseOrderId, sessionId)',
    covers: 'Mutation.chooseCourseSession',
    async call(h, ids) {
      const { courseOrderId, sessionId } = await teamOrderOf(h, ids);
      return h.graphql(
        USERS.alice,
        `mutation($id: ID!, $s: ID!) { chooseCourseSession(courseOrderId: $id, courseId: "sweep-seats", seatNumber: 1,
          sessionId: $s) { seatId } }`,
        { id: courseOrderId, s: sessionId },
      );
    },
  },
  // ---- invoices (H5) ----
  {
    name: '/invoices/search/ {accountIds}',
    covers: '/invoices/search/',
    call: invoiceCall('/invoices/search/', (ids) => ({ accountIds: [ids.accountId] })),
  },
  {
    name: '/invoices/csv/searchasync {accountIds}',
    covers: '/invoices/csv/searchasync',
    call: invoiceCall('/invoices/csv/searchasync', (ids) => ({ accountIds: [ids.accountId] })),
  },
  {
    // the account statement (issue 39) ages the same invoices the search shows
    name: '/invoices/statement {accountIds}',
    covers: '/invoices/statement',
    call: invoiceCall('/invoices/statement', (ids) => ({ accountIds: [ids.accountId] })),
  },
  {
    // its open invoices, a page at a time (ADR 0044)
    name: '/invoices/statement/invoices {accountIds}',
    covers: '/invoices/statement/invoices',
    call: invoiceCall('/invoices/statement/invoices', (ids) => ({ accountIds: [ids.accountId] })),
  },
  // paying invoices online (issue 39): another organisation's invoice, or another user's saved card, is refused
  {
    name: '/invoices/payments/pay {invoices[].invoiceId}',
    covers: '/invoices/payments/pay',
    call: invoiceCall('/invoices/payments/pay', (_, invoiceId) => ({
      idempotencyKey: h5Uuid(),
      invoices: [{ invoiceId, amount: 1 }],
      method: { type: 'CARD', paymentMethodId: PAYMENT.alice },
    })),
  },
  {
    name: '/invoices/payments/pay {method.paymentMethodId}',
    covers: '/invoices/payments/pay',
    call: async (h, ids) =>
      h.integration(invoiceReader, {
        endpoint: '/invoices/payments/pay',
        body: {
          idempotencyKey: h5Uuid(),
          invoices: [{ invoiceId: await invoiceOf(h, OWN), amount: 1 }],
          method: { type: 'CARD', paymentMethodId: ids.paymentId },
        },
      }),
  },
  {
    // no ids of its own: the selected organisation names the other one
    name: '/invoices/payments/options (selected organisation)',
    covers: '/invoices/payments/options',
    call: (h, ids) =>
      h.integration(
        invoiceReader,
        { endpoint: '/invoices/payments/options', body: {} },
        { 'x-selected-organization': ids.accountId },
      ),
  },
  {
    name: '/invoices/invoiceParts {invoiceId}',
    covers: '/invoices/invoiceParts',
    call: invoiceCall('/invoices/invoiceParts', (_, invoiceId) => ({ invoiceId })),
  },
  {
    name: '/invoices/shipToLocations/ {accountId}',
    covers: '/invoices/shipToLocations/',
    call: invoiceCall('/invoices/shipToLocations/', (ids) => ({ accountId: ids.accountId })),
  },
  {
    name: '/invoices/billToLocations/ {accountId}',
    covers: '/invoices/billToLocations/',
    call: invoiceCall('/invoices/billToLocations/', (ids) => ({ accountId: ids.accountId })),
  },
  {
    name: '/invoices/validatedDownload {invoiceId}',
    covers: '/invoices/validatedDownload',
    call: invoiceCall('/invoices/validatedDownload', (_, invoiceId) => ({ invoiceId })),
  },
  {
    name: '/invoices/bulkInvoicePdf {invoiceIds}',
    covers: '/invoices/bulkInvoicePdf',
    call: invoiceCall('/invoices/bulkInvoicePdf', (_, invoiceId) => ({ invoiceIds: [invoiceId] })),
  },
  // ---- contacts and users (H5) ----
  {
    name: 'searchContacts(accountIds)',
    covers: 'Query.searchContacts',
    call: gql('query($a: [ID!]) { searchContacts(accountIds: $a) { totalRecords } }', (ids) => ({
      a: [ids.accountId],
    })),
  },
  {
    name: 'getContact(contactId)',
    covers: 'Query.getContact',
    call: onContact('query($c: ID!) { getContact(contactId: $c) { contactId } }', (c) => ({ c })),
  },
  {
    name: 'assignableRoles(accountId)',
    covers: 'Query.assignableRoles',
    call: gql('query($a: ID!) { assignableRoles(accountId: $a) { id } }', (ids) => ({ a: ids.accountId })),
  },
  {
    name: 'createUser(user.accountId)',
    covers: 'Mutation.createUser',
    call: async (h, ids) =>
      h.graphql(USERS.alice, 'mutation($u: NewUserInput!) { createUser(user: $u) { contactId } }', {
        u: await newUserOf(h, ids),
      }),
  },
  {
    name: 'createContact(contact.accountId)',
    covers: 'Mutation.createContact',
    call: gql('mutation($c: NewContactInput!) { createContact(contact: $c) { contactId } }', (ids) => ({
      c: { firstName: 'Sweep', lastName: 'Contact', accountId: ids.accountId },
    })),
  },
  {
    name: 'updateContact(contact.contactId)',
    covers: 'Mutation.updateContact',
    call: onContact(
      'mutation($c: ContactUpdateInput!) { updateContact(contact: $c) { contactId } }',
      (c) => ({
        c: { contactId: c, jobTitle: 'Changed' },
      }),
    ),
  },
  {
    name: 'deactivateUser(contactId)',
    covers: 'Mutation.deactivateUser',
    call: onContact('mutation($c: ID!) { deactivateUser(contactId: $c) { active } }', (c) => ({ c })),
  },
  {
    name: 'resendUserInvite(contactId)',
    covers: 'Mutation.resendUserInvite',
    call: onContact(
      'mutation($c: ID!) { resendUserInvite(contactId: $c) }',
      (c) => ({ c }),
      invitedContactOf,
    ),
  },
  {
    name: '/contact/search {accountIds}',
    covers: '/contact/search',
    call: gateway(
      () => '/contact/search',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/contact/csvSearchasync {accountIds}',
    covers: '/contact/csvSearchasync',
    call: gateway(
      () => '/contact/csvSearchasync',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/contact/updateContactPrimaryEmail {contactId}',
    covers: '/contact/updateContactPrimaryEmail',
    call: contactCall(
      () => '/contact/updateContactPrimaryEmail',
      (c) => ({ contactId: c, email: `sweep.${h5Uuid().slice(0, 8)}@example.com` }),
    ),
  },
  // ---- replacement parts (H5): a unit of the ids' organisation (U-ALPHA-1 / U-BRAVO-1) ----
  {
    name: '/parts/bomCheck/{id}',
    covers: '/parts/bomCheck/{id}',
    call: (h, ids) =>
      h.integration(USERS.alice, {
        endpoint: `/parts/bomCheck/${ids.accountId === ORG.alpha ? 'U-ALPHA-1' : 'U-BRAVO-1'}`,
        body: {},
      }),
  },
  // ---- operational readiness (H5): Alice with B2B_Reporting ----
  {
    name: '/opready/search {accountIds}',
    covers: '/opready/search',
    call: (h, ids) =>
      h.integration(
        { ...USERS.alice, permissions: [...CHECKOUT_BASE_PRIVILEGES, 'B2B_Reporting'] },
        { endpoint: '/opready/search', body: { accountIds: [ids.accountId] } },
      ),
  },
  {
    name: '/opready/searchasync {accountIds}',
    covers: '/opready/searchasync',
    call: (h, ids) =>
      h.integration(
        { ...USERS.alice, permissions: [...CHECKOUT_BASE_PRIVILEGES, 'B2B_Reporting'] },
        { endpoint: '/opready/searchasync', body: { accountIds: [ids.accountId] } },
      ),
  },
  // ---- notifications (H5) ----
  {
    name: '/cns/getCustContact/{id}',
    covers: '/cns/getCustContact/{id}',
    call: contactCall(
      (c) => `/cns/getCustContact/${c}`,
      () => ({}),
    ),
  },
  {
    name: '/cns/editNotificationContact {contactId}',
    covers: '/cns/editNotificationContact',
    call: contactCall(
      () => '/cns/editNotificationContact',
      (c) => ({
        contactId: c,
        notificationStatus: 'Text',
        highSeverity: true,
        mediumSeverity: false,
        lowSeverity: false,
      }),
    ),
  },
  {
    name: '/cns/addPhoneNumber {contactId}',
    covers: '/cns/addPhoneNumber',
    call: contactCall(
      () => '/cns/addPhoneNumber',
      (c) => ({ contactId: c, phoneNumber: '(256) 555-0111', textEnabled: true }),
    ),
  },
  {
    name: '/person/update/PersonWithPartyId {partyId}',
    covers: '/person/update/PersonWithPartyId',
    call: contactCall(
      () => '/person/update/PersonWithPartyId',
      (c) => ({ partyId: `P-${c}`, firstName: 'Renamed' }),
    ),
  },
  // ---- the SSO heartbeat (H7): the caller's own; naming another organisation as the selection is refused ----
  ...['updateLastSSOHeartbeat', 'getLastSSOHeartbeat'].map((op): Case => ({
    name: `ProfileActor/${op} (own session; selection of another organisation refused)`,
    covers: `/rest/model/atg/userprofiling/ProfileActor/${op}`,
    call: (h, ids) =>
      h.integration(
        USERS.alice,
        { endpoint: `/rest/model/atg/userprofiling/ProfileActor/${op}`, body: {} },
        { 'x-selected-organization': ids.accountId },
      ),
  })),
  // ---- My Account (h6): address autocomplete and editing, saved cards, list items ----
  {
    name: 'addressAutocomplete(autocompleteRequest.accountId)',
    covers: 'Query.addressAutocomplete',
    call: gql(
      'query($r: AddressSearchInput!) { addressAutocomplete(autocompleteRequest: $r) { addressId } }',
      (ids) => ({ r: { query: 'Street', accountId: ids.accountId } }),
    ),
  },
  {
    // Alice as a personal user for this call (business users may not edit addresses at all): her own personal
    // address, or BRAVO's
    name: 'updateAddress(addressId)',
    covers: 'Mutation.updateAddress',
    async call(h, ids) {
      await h.db
        .update(cartsUsers)
        .set({ isValidatedB2BUser: false, isAddressModificationAllowed: true })
        .where(cartsEq(cartsUsers.id, USERS.alice.id));
      await h.db
        .insert(myAccountAddresses)
        .values({
          addressId: 'A-ALPHA-ALICE',
          ebsAddressId: 'E-A-ALPHA-ALICE',
          accountId: ORG.alpha,
          userId: USERS.alice.id,
          address1: '1 Main St',
          city: 'Huntsville',
          state: 'AL',
          postalCode: '35806',
          country: 'US',
        })
        .onConflictDoNothing();
      try {
        return await h.graphql(
          USERS.alice,
          `mutation($id: ID!) { updateAddress(addressId: $id, address: { address1: "100 congress ave",
            city: "austin", state: "TX", postalCode: "78701", country: "US" }) { addressId } }`,
          { id: ids.accountId === OWN.accountId ? 'A-ALPHA-ALICE' : ids.addressId },
        );
      } finally {
        await h.db
          .update(cartsUsers)
          .set({ isValidatedB2BUser: true, isAddressModificationAllowed: true })
          .where(cartsEq(cartsUsers.id, USERS.alice.id));
      }
    },
  },
  {
    // as updateAddress: Alice as a personal user for this call, her own address (made for the call) or BRAVO's
    name: 'deleteAddress(addressId)',
    covers: 'Mutation.deleteAddress',
    async call(h, ids) {
      await h.db
        .update(cartsUsers)
        .set({ isValidatedB2BUser: false, isAddressModificationAllowed: true })
        .where(cartsEq(cartsUsers.id, USERS.alice.id));
      const own = `A-ALPHA-DEL-${h5Uuid().slice(0, 8)}`;
      await h.db.insert(myAccountAddresses).values({
        addressId: own,
        ebsAddressId: `E-${own}`,
        accountId: ORG.alpha,
        userId: USERS.alice.id,
        address1: '2 Main St',
        city: 'Huntsville',
        state: 'AL',
        postalCode: '35806',
        country: 'US',
      });
      try {
        return await h.graphql(USERS.alice, 'mutation($id: ID!) { deleteAddress(addressId: $id) }', {
          id: ids.accountId === OWN.accountId ? own : ids.addressId,
        });
      } finally {
        await h.db
          .update(cartsUsers)
          .set({ isValidatedB2BUser: true, isAddressModificationAllowed: true })
          .where(cartsEq(cartsUsers.id, USERS.alice.id));
      }
    },
  },
  {
    name: 'deletePaymentMethod(paymentMethodId)',
    covers: 'Mutation.deletePaymentMethod',
    async call(h, ids) {
      const [card] = await h.db
        .insert(myAccountCards)
        .values({ userId: ids.userId, token: `tok_${crypto.randomUUID()}`, brand: 'VISA', lastFour: '4242' })
        .returning();
      return h.graphql(USERS.alice, 'mutation($p: ID!) { deletePaymentMethod(paymentMethodId: $p) { id } }', {
        p: card!.id,
      });
    },
  },
  {
    name: 'updateShoppingListItem(shoppingListItemId)',
    covers: 'Mutation.updateShoppingListItem',
    call: onList(
      'mutation($i: ID!) { updateShoppingListItem(shoppingListItemId: $i, quantity: 3) { name } }',
      (l) => ({ i: l.itemId }),
    ),
  },
  {
    name: 'moveShoppingListItemsToCart(shoppingListId)',
    covers: 'Mutation.moveShoppingListItemsToCart',
    call: onList(
      'mutation($l: ID!) { moveShoppingListItemsToCart(shoppingListId: $l) { cart { itemCount } } }',
      (l) => ({ l: l.listId }),
    ),
  },
  // ---- dashboard equipment (H4): fleet, groups, notices, warranty, service requests, telematics ----
  ...equipmentCases(),
];

/** GraphQL fields whose ID arguments are not organisation-owned ids. */
const NOT_BY_ID = new Set<string>([
  // banners are site-wide, not owned by an organisation; putBanners needs the CSR privilege (tested elsewhere)
  'Mutation.putBanners',
  // internal associates only, limited to their allowed organisations (graphql/associate.test.ts sweeps those ids)
  'Mutation.setInternalAssociateActiveOrgs',
  'Mutation.applyInternalAssociateInitiallySelectedOrgInfo',
  // customer service ends only impersonations it started itself; another agent's id ends nothing
  // (identity/impersonation-exchange.test.ts, graphql/impersonation.test.ts)
  'Mutation.endImpersonation',
]);

/**
 * Customer-service operations take any organisation's ids by design (who a CSR may act on is their own rule, e.g.
 * identity/impersonation-rule.test.ts); everyone else — a B2B administrator, a personal user, a guest — is refused.
 */
const CUSTOMER_SERVICE_CASES: {
  name: string;
  covers: string;
  call: (h: Harness, caller: TestUser | null) => Promise<LightMyRequestResponse>;
}[] = [
  {
    name: 'setupImpersonationUser(userId)',
    covers: 'Mutation.setupImpersonationUser',
    call: (h, caller) =>
      h.graphql(caller, 'mutation($u: ID!) { setupImpersonationUser(userId: $u) { email } }', {
        u: USERS.bob.id,
      }),
  },
  {
    name: 'impersonationAllowed(userId)',
    covers: 'Query.impersonationAllowed',
    call: (h, caller) =>
      h.graphql(caller, 'query($u: ID!) { impersonationAllowed(userId: $u) { allowed } }', {
        u: USERS.bob.id,
      }),
  },
  // training sessions are the portal's, not an organisation's: product owners change any (issue 40, ADR 0046)
  {
    name: 'changeCourseSession(sessionId)',
    covers: 'Mutation.changeCourseSession',
    async call(h, caller) {
      const { sessionId } = await teamOrderOf(h, { accountId: ORG.alpha, userId: USERS.alice.id } as Ids);
      return h.graphql(
        h7Staff(caller),
        `mutation($s: ID!, $c: CourseSessionChangeInput!) { changeCourseSession(sessionId: $s, change: $c) { sessionId } }`,
        {
          s: sessionId,
          c: {
            startsAt: '2099-03-08T14:00:00Z',
            endsAt: '2099-03-08T22:00:00Z',
            location: 'Sweep Training Center',
            capacity: 40,
          },
        },
      );
    },
  },
  // ---- customer-service (H7): Cora is upgraded to every CSR privilege; data they act on is made per call ----
  ...h7CsrCases(),
];

/** a personal (B2C) buyer, made by the customer-service sweep */
const PERSONAL: TestUser = {
  id: '00000000-0000-4000-8000-000000000077',
  authId: 'test|pam',
  email: 'pam@mailbox.example',
  accountId: '',
  partyId: 'P-PAM',
  permissions: [],
};

/** Cora with every customer-service and product-owner privilege; other callers unchanged. */
const h7Staff = (caller: TestUser | null): TestUser | null =>
  caller === USERS.cora
    ? {
        ...USERS.cora,
        permissions: [
          'CSR',
          'CSR_Role_Management',
          'CSR_User_Management',
          'CSR_Registration',
          'Product_Owner_Admin',
        ],
      }
    : caller;

async function h7Role(h: Harness, accountId: string | null = null): Promise<{ id: string; name: string }> {
  const name = `Sweep ${h7Uuid()}`;
  const [role] = await h.db
    .insert(h7Roles)
    .values({ name, scope: accountId ? 'ORGANIZATION' : 'GLOBAL', accountId })
    .returning();
  return { id: role!.id, name };
}

async function h7User(
  h: Harness,
  status: 'PENDING_APPROVAL' | 'PENDING_REGISTRATION',
): Promise<{ id: string; authId: string }> {
  const id = h7Uuid();
  await h.db.insert(h7Users).values({
    id,
    authId: `test|${id}`,
    email: `${id}@sweep.example`,
    firstName: 'Sweep',
    lastName: 'User',
    status,
  });
  return { id, authId: `test|${id}` };
}

async function h7Banner(h: Harness): Promise<string> {
  const [row] = await h.db
    .insert(h7Banners)
    .values({ startDateTime: new Date('2030-01-01'), endDateTime: new Date('2030-01-02'), message: 'sweep' })
    .returning();
  return String(row!.id);
}

function h7CsrCases(): typeof CUSTOMER_SERVICE_CASES {
  const q =
    (
      query: string,
      variables: (h: Harness) => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({}),
    ) =>
    async (h: Harness, caller: TestUser | null) =>
      h.graphql(h7Staff(caller), query, await variables(h));
  const bob = USERS.bob.id;
  const gatewayCall =
    (endpoint: string, body: Record<string, unknown>) => async (h: Harness, caller: TestUser | null) =>
      h.integration(h7Staff(caller), { endpoint, body });
  const actor = `/rest/model/${brand.product}/csr/CsrActor`;
  return [
    {
      name: 'searchUsers(accountId)',
      covers: 'Query.searchUsers',
      call: q(`query { searchUsers(accountId: "${ORG.bravo}") { totalCount } }`),
    },
    {
      name: 'customerSecondaryOrgs(accountId)',
      covers: 'Query.customerSecondaryOrgs',
      call: q(`query { customerSecondaryOrgs(accountId: "${ORG.holding}") { accountId } }`),
    },
    {
      name: 'getCompanyRoles(accountId)',
      covers: 'Query.getCompanyRoles',
      call: q(`query { getCompanyRoles(accountId: "${ORG.bravo}") { defaultRoleName } }`),
    },
    {
      name: 'getCompanyDefaultRole(accountId)',
      covers: 'Query.getCompanyDefaultRole',
      call: q(`query { getCompanyDefaultRole(accountId: "${ORG.bravo}") { roleId } }`),
    },
    {
      name: 'getAllPrivileges(roleId)',
      covers: 'Query.getAllPrivileges',
      call: q('query($r: ID) { getAllPrivileges(roleId: $r) { name } }', async (h) => ({
        r: (await h7Role(h, ORG.bravo)).id,
      })),
    },
    {
      name: 'getPrivilegesByRole(roleId)',
      covers: 'Query.getPrivilegesByRole',
      call: q('query($r: ID!) { getPrivilegesByRole(roleId: $r) }', async (h) => ({
        r: (await h7Role(h, ORG.bravo)).id,
      })),
    },
    {
      name: 'userAuditLog(userId)',
      covers: 'Query.userAuditLog',
      call: q(`query { userAuditLog(userId: "${bob}") { totalCount } }`),
    },
    {
      name: 'csrUserAddresses(userId)',
      covers: 'Query.csrUserAddresses',
      call: q(`query { csrUserAddresses(userId: "${bob}") { addressId } }`),
    },
    {
      name: 'editUser(userId)',
      covers: 'Mutation.editUser',
      call: q(
        `mutation { editUser(userId: "${bob}", firstName: "bob", lastName: "Tester", email: "${USERS.bob.email}") { userId } }`,
      ),
    },
    {
      name: 'changeStatus(userId)',
      covers: 'Mutation.changeStatus',
      call: q(`mutation { changeStatus(userId: "${bob}", status: REGISTERED) { userId } }`),
    },
    {
      name: 'customerNotes(userId)',
      covers: 'Query.customerNotes',
      call: q(`query { customerNotes(userId: "${bob}") { id } }`),
    },
    {
      name: 'customerOrders(userId)',
      covers: 'Query.customerOrders',
      call: q(`query { customerOrders(userId: "${bob}") { orderId } }`),
    },
    {
      name: 'customerCourseOrders(userId)',
      covers: 'Query.customerCourseOrders',
      call: q(`query { customerCourseOrders(userId: "${bob}") { orderId } }`),
    },
    {
      name: 'customerCarts(userId)',
      covers: 'Query.customerCarts',
      call: q(`query { customerCarts(userId: "${bob}") { cartId } }`),
    },
    {
      name: 'customerServiceRequests(userId)',
      covers: 'Query.customerServiceRequests',
      call: q(`query { customerServiceRequests(userId: "${bob}") { srNumber } }`),
    },
    {
      name: 'customerSignIns(userId)',
      covers: 'Query.customerSignIns',
      call: q(`query { customerSignIns(userId: "${bob}") { at } }`),
    },
    {
      name: 'customerStatusHistory(userId)',
      covers: 'Query.customerStatusHistory',
      call: q(`query { customerStatusHistory(userId: "${bob}") { at } }`),
    },
    {
      name: 'customerPrivileges(userId)',
      covers: 'Query.customerPrivileges',
      call: q(`query { customerPrivileges(userId: "${bob}") { name } }`),
    },
    {
      name: 'auditLog(customer)',
      covers: 'Query.auditLog',
      call: q('query { auditLog(customer: "bob") { totalCount } }'),
    },
    {
      name: 'auditLogCsv(customer)',
      covers: 'Query.auditLogCsv',
      call: q('query { auditLogCsv(customer: "bob") }'),
    },
    {
      name: 'addCustomerNote(userId)',
      covers: 'Mutation.addCustomerNote',
      call: q(`mutation { addCustomerNote(userId: "${bob}", text: "Called about an order (sweep)") { id } }`),
    },
    {
      name: 'changeUserOrg(userId, accountId)',
      covers: 'Mutation.changeUserOrg',
      call: q(`mutation { changeUserOrg(userId: "${bob}", accountId: "${ORG.bravo}") { userId } }`),
    },
    {
      name: 'setUserRole(userId, roleId)',
      covers: 'Mutation.setUserRole',
      call: q(`mutation($r: ID!) { setUserRole(userId: "${bob}", roleId: $r) { userId } }`, async (h) => ({
        r: (await h7Role(h, ORG.bravo)).id,
      })),
    },
    {
      name: 'csrUpdateDefaultBillingAddress(userId, ebsAddressId)',
      covers: 'Mutation.csrUpdateDefaultBillingAddress',
      call: q(
        `mutation { csrUpdateDefaultBillingAddress(userId: "${bob}", ebsAddressId: "E${ADDRESS.bravoMain}") { userId } }`,
      ),
    },
    {
      name: 'csrUpdateDefaultShippingAddress(userId, ebsAddressId)',
      covers: 'Mutation.csrUpdateDefaultShippingAddress',
      call: q(
        `mutation { csrUpdateDefaultShippingAddress(userId: "${bob}", ebsAddressId: "E${ADDRESS.bravoMain}") { userId } }`,
      ),
    },
    {
      name: 'csrAddToFavorites(userId, addressId)',
      covers: 'Mutation.csrAddToFavorites',
      call: q(
        `mutation { csrAddToFavorites(userId: "${bob}", addressId: "${ADDRESS.bravoMain}") { userId } }`,
      ),
    },
    {
      name: 'csrRemoveFromFavorites(userId, addressId)',
      covers: 'Mutation.csrRemoveFromFavorites',
      call: q(
        `mutation { csrRemoveFromFavorites(userId: "${bob}", addressId: "${ADDRESS.bravoMain}") { userId } }`,
      ),
    },
    {
      name: 'resendDelegatedAdminInvite(authId)',
      covers: 'Mutation.resendDelegatedAdminInvite',
      call: q('mutation($a: ID!) { resendDelegatedAdminInvite(authId: $a) }', async (h) => ({
        a: (await h7User(h, 'PENDING_REGISTRATION')).authId,
      })),
    },
    {
      name: 'revokeUserPrivilege(userId)',
      covers: 'Mutation.revokeUserPrivilege',
      call: q(`mutation { revokeUserPrivilege(userId: "${bob}", privilege: "B2B_Reporting") { userId } }`),
    },
    {
      name: 'restoreUserPrivilege(userId)',
      covers: 'Mutation.restoreUserPrivilege',
      call: q(`mutation { restoreUserPrivilege(userId: "${bob}", privilege: "B2B_Reporting") { userId } }`),
    },
    {
      name: 'createRole(accountId)',
      covers: 'Mutation.createRole',
      call: q(
        'mutation($n: String!) { createRole(roleName: $n, privileges: [], accountId: "T-BRAVO") { roleId } }',
        () => ({ n: `Sweep ${h7Uuid()}` }),
      ),
    },
    {
      name: 'deleteRole(roleId)',
      covers: 'Mutation.deleteRole',
      call: q('mutation($r: ID!) { deleteRole(roleId: $r) }', async (h) => ({
        r: (await h7Role(h, ORG.bravo)).id,
      })),
    },
    {
      name: 'setRolePrivileges(roleId)',
      covers: 'Mutation.setRolePrivileges',
      call: q('mutation($r: ID!) { setRolePrivileges(roleId: $r, privileges: []) }', async (h) => ({
        r: (await h7Role(h, ORG.bravo)).id,
      })),
    },
    {
      name: 'setCompanyDefaultRole(roleName, accountId)',
      covers: 'Mutation.setCompanyDefaultRole',
      call: q(
        `mutation($n: String!) { setCompanyDefaultRole(roleName: $n, accountId: "${ORG.bravo}") { roleId } }`,
        async (h) => ({ n: (await h7Role(h, ORG.bravo)).name }),
      ),
    },
    {
      name: 'approveRegistration(userId, accountId)',
      covers: 'Mutation.approveRegistration',
      call: q(
        `mutation($u: ID!) { approveRegistration(userId: $u, accountId: "${ORG.bravo}") { userId } }`,
        async (h) => ({ u: (await h7User(h, 'PENDING_APPROVAL')).id }),
      ),
    },
    {
      name: 'rejectRegistration(userId)',
      covers: 'Mutation.rejectRegistration',
      call: q('mutation($u: ID!) { rejectRegistration(userId: $u, notes: "No") { userId } }', async (h) => ({
        u: (await h7User(h, 'PENDING_APPROVAL')).id,
      })),
    },
    {
      name: 'updateBanner(id)',
      covers: 'Mutation.updateBanner',
      call: q(
        'mutation($i: ID!) { updateBanner(id: $i, banner: { startDateTime: "2030-01-01T00:00:00Z", endDateTime: "2030-01-02T00:00:00Z", type: "info", message: "x" }) { id } }',
        async (h) => ({ i: await h7Banner(h) }),
      ),
    },
    {
      name: 'deleteBanner(id)',
      covers: 'Mutation.deleteBanner',
      call: q('mutation($i: ID!) { deleteBanner(id: $i) }', async (h) => ({ i: await h7Banner(h) })),
    },
    {
      name: 'updateInternalAssociateAccess(userId, allowedAccountIds)',
      covers: 'Mutation.updateInternalAssociateAccess',
      call: q(
        `mutation { updateInternalAssociateAccess(userId: "${USERS.ivan.id}", allowedAccountIds: ["${ORG.child1}"], allowedActions: ["VIEW_AS"]) { userId } }`,
      ),
    },
    {
      name: '/bulkUserUpload',
      covers: '/bulkUserUpload',
      call: async (h, caller) =>
        gatewayCall('/bulkUserUpload', {
          csv: `firstName,lastName,email,accountNumber,roleName,phone,jobTitle\nSweep,User,${h7Uuid()}@sweep.example,N${ORG.bravo},,,`,
        })(h, caller),
    },
    {
      name: 'CsrActor/getNumActiveB2BUsers',
      covers: `${actor}/getNumActiveB2BUsers`,
      call: gatewayCall(`${actor}/getNumActiveB2BUsers`, {}),
    },
    {
      name: 'CsrActor/updateB2BContactsWithACFlag',
      covers: `${actor}/updateB2BContactsWithACFlag`,
      call: gatewayCall(`${actor}/updateB2BContactsWithACFlag`, {
        startNum: 0,
        howMany: 10,
        isACUser: false,
      }),
    },
  ];
}

function denied(res: LightMyRequestResponse): boolean {
  if (res.statusCode === 403) return true;
  // a record asked for by id that is none of the caller's is "not found in your fleet", in the standard error shape
  if (res.statusCode === 404)
    return /was not found in your fleet\.$/.test(res.json().userFriendlyMessage ?? '');
  if (res.statusCode !== 200) return false;
  const body = res.json() as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code === 'FORBIDDEN';
}

function succeeded(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 200) return false;
  const body = res.json() as { errors?: unknown };
  return body.errors === undefined;
}

describe('organisation scope sweep: another organisation’s ids are denied', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedFleetWorld(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const own = await c.call(h, c.own ?? OWN);
    expect({ case: c.name, ok: succeeded(own), body: succeeded(own) ? '' : own.body }).toEqual({
      case: c.name,
      ok: true,
      body: '',
    });
    const foreign = await c.call(h, c.foreign ?? FOREIGN);
    expect({ case: c.name, denied: denied(foreign), body: denied(foreign) ? '' : foreign.body }).toEqual({
      case: c.name,
      denied: true,
      body: '',
    });
  });

  it('denies every operation when the selected organisation header names another organisation', async () => {
    const res = await h.integration(
      USERS.alice,
      { endpoint: `/customers/findById/${ORG.alpha}` },
      {
        'x-selected-organization': ORG.bravo,
      },
    );
    expect(res.statusCode).toBe(403);
    const gqlRes = await h.graphql(
      USERS.alice,
      '{ getDetailedProfile { email } }',
      {},
      {
        'x-selected-organization': ORG.bravo,
      },
    );
    expect(gqlRes.statusCode).toBe(403);
  });

  it('has a case for every GraphQL field taking an ID argument', async () => {
    const schema = buildSchema(await readSdl());
    const byId: string[] = [];
    for (const root of ['Query', 'Mutation', 'OpenQuery', 'OpenMutation']) {
      const type = schema.getType(root);
      if (!type || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const takesId = (t: GraphQLNamedType): boolean => {
          if (t.name === 'ID') return true;
          if (isInputObjectType(t))
            return Object.values(t.getFields()).some((f) => getNamedType(f.type).name === 'ID');
          return false;
        };
        if (field.args.some((a) => takesId(getNamedType(a.type)))) byId.push(`${root}.${field.name}`);
      }
    }
    const covered = new Set([...CASES, ...CUSTOMER_SERVICE_CASES].map((c) => c.covers));
    const missing = byId.filter((f) => !covered.has(f) && !NOT_BY_ID.has(f));
    expect(missing).toEqual([]);
  });

  it('has a case for every authenticated gateway endpoint', () => {
    const covered = new Set([...CASES, ...CUSTOMER_SERVICE_CASES].map((c) => c.covers));
    const missing = GATEWAY_HANDLERS.filter((g) => g.audience !== 'guest' && !covered.has(g.path)).map(
      (g) => g.path,
    );
    expect(missing).toEqual([]);
  });
});

describe('customer-service operations: refused to customers and guests', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await h.db.insert(cartsUsers).values({
      id: PERSONAL.id,
      authId: PERSONAL.authId,
      email: PERSONAL.email,
      firstName: 'Pam',
      lastName: 'Tester',
      status: 'REGISTERED',
      registrationType: 'B2C',
      isValidatedB2BUser: false,
      partyId: PERSONAL.partyId,
      locale: 'en_US',
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const refused = (res: LightMyRequestResponse) => res.statusCode === 401 || denied(res);

  it.each(CUSTOMER_SERVICE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    // customer-service staff are served, so a refusal below is never just a broken operation
    expect(succeeded(await c.call(h, USERS.cora))).toBe(true);
    const callers = { 'B2B administrator': USERS.alice, 'personal user': PERSONAL, guest: null };
    for (const [who, caller] of Object.entries(callers)) {
      const res = await c.call(h, caller);
      expect({ case: c.name, who, refused: refused(res) }).toEqual({ case: c.name, who, refused: true });
    }
  });
});

/**
 * Dashboard equipment (H4): Alice holds every equipment privilege; each case names ALPHA's row (own) or BRAVO's
 * (foreign) from seedFleetWorld. Written as a function so the sweep's table can list them before this point.
 */
function equipmentCases(): Case[] {
  const equip = {
    ...USERS.alice,
    permissions: [
      ...CHECKOUT_BASE_PRIVILEGES,
      'B2B_Update_Organization_Groups',
      'B2B_View_APNs',
      'B2B_Report_APNs',
      'B2B_Warranty_View',
      'B2B_Warranty_Submit',
      'B2B_View_SRs',
      'B2B_View_Analytics_Summary',
      'B2B_View_Load_Monitoring_Dashboard',
      'B2B_JEMS_Dashboard',
    ],
  };
  const own = (ids: Ids) => ids.accountId === ORG.alpha;
  const pick = <T>(ids: Ids, alpha: T, bravo: T) => (own(ids) ? alpha : bravo);
  const call =
    (
      endpoint: string,
      body: (ids: Ids, h: Harness) => Record<string, unknown> | Promise<Record<string, unknown>>,
    ) =>
    async (h: Harness, ids: Ids) =>
      h.integration(equip, { endpoint, body: await body(ids, h) });
  const accountIds = (ids: Ids) => ({ accountIds: [ids.accountId] });
  const groupVersion = async (h: Harness, groupId: string) =>
    (await h.db.select().from(h4Groups).where(h4Eq(h4Groups.groupId, groupId)))[0]!.version;
  const group = (ids: Ids) => pick(ids, GROUP.alpha, GROUP.bravo);
  const cases: [string, string, Case['call']][] = [
    ['/dashboard/summary {accountIds}', '/dashboard/summary', call('/dashboard/summary', accountIds)],
    [
      '/fleet/validate {accountId}',
      '/fleet/validate',
      call('/fleet/validate', (ids) => ({ accountId: ids.accountId, units: ['U-ALPHA-1'] })),
    ],
    [
      '/fleet/validate {groupId}',
      '/fleet/validate',
      call('/fleet/validate', (ids) => ({ groupId: group(ids), units: ['U-ALPHA-1'] })),
    ],
    [
      '/fleet/unitDetails {instanceId}',
      '/fleet/unitDetails',
      call('/fleet/unitDetails', (ids) => ({ instanceId: pick(ids, 'U-ALPHA-1', 'U-BRAVO-1') })),
    ],
    [
      '/orgOfFleet/groups/search {accountIds}',
      '/orgOfFleet/groups/search',
      call('/orgOfFleet/groups/search', accountIds),
    ],
    [
      '/orgOfFleet/groups/createOrUpdate {accountId}',
      '/orgOfFleet/groups/createOrUpdate',
      call('/orgOfFleet/groups/createOrUpdate', (ids) => ({
        // a name of its own: the cases below rename a group 'Sweep' (a name is one group's: issue 38)
        name: 'Sweep created',
        description: 'd',
        accountId: ids.accountId,
      })),
    ],
    [
      '/orgOfFleet/groups/createOrUpdate {groupId}',
      '/orgOfFleet/groups/createOrUpdate',
      call('/orgOfFleet/groups/createOrUpdate', async (ids, h) => ({
        groupId: group(ids),
        version: await groupVersion(h, group(ids)),
        name: 'Sweep',
        description: 'd',
      })),
    ],
    [
      '/orgOfFleet/groups/update {groupId}',
      '/orgOfFleet/groups/update',
      call('/orgOfFleet/groups/update', async (ids, h) => ({
        groupId: group(ids),
        version: await groupVersion(h, group(ids)),
        name: 'Sweep',
        description: 'd',
      })),
    ],
    [
      '/orgOfFleet/groups/byId {id}',
      '/orgOfFleet/groups/byId',
      call('/orgOfFleet/groups/byId', (ids) => ({ id: group(ids) })),
    ],
    [
      '/orgOfFleet/groups/delete {id}',
      '/orgOfFleet/groups/delete',
      call('/orgOfFleet/groups/delete', async (ids, h) => {
        if (!own(ids)) return { id: GROUP.bravo };
        const [made] = await h.db
          .insert(h4Groups)
          .values({ accountId: ORG.alpha, name: 'Sweep doomed', description: 'd' })
          .returning();
        return { id: made!.groupId };
      }),
    ],
    [
      '/orgOfFleet/flattenedGroup/byId {id}',
      '/orgOfFleet/flattenedGroup/byId',
      call('/orgOfFleet/flattenedGroup/byId', (ids) => ({ id: group(ids) })),
    ],
    [
      '/orgOfFleet/instances/createOrUpdate {groupId}',
      '/orgOfFleet/instances/createOrUpdate',
      call('/orgOfFleet/instances/createOrUpdate', (ids) => ({
        groupId: group(ids),
        instanceIds: ['U-ALPHA-1'],
      })),
    ],
    [
      '/orgOfFleet/instances/update {groupId}',
      '/orgOfFleet/instances/update',
      call('/orgOfFleet/instances/update', (ids) => ({ groupId: group(ids), remove: ['U-ALPHA-2'] })),
    ],
    [
      '/orgOfFleet/contacts/getContactRelationships {groupId}',
      '/orgOfFleet/contacts/getContactRelationships',
      call('/orgOfFleet/contacts/getContactRelationships', (ids) => ({ groupId: group(ids) })),
    ],
    [
      '/orgOfFleet/contacts/getContactRelationships {instanceIds}',
      '/orgOfFleet/contacts/getContactRelationships',
      call('/orgOfFleet/contacts/getContactRelationships', (ids) => ({
        instanceIds: [pick(ids, 'U-ALPHA-1', 'U-BRAVO-1')],
      })),
    ],
    ['/apn/search {accountIds}', '/apn/search', call('/apn/search', accountIds)],
    [
      '/apn/details {apnId}',
      '/apn/details',
      call('/apn/details', (ids) => ({ apnId: pick(ids, APN.alpha, APN.bravoOnly) })),
    ],
    [
      '/apn/getApnPdfUrl {apnId, attachmentId}',
      '/apn/getApnPdfUrl',
      call('/apn/getApnPdfUrl', (ids) => ({
        apnId: pick(ids, APN.alpha, APN.bravoOnly),
        attachmentId: pick(ids, ATTACHMENT.alpha, ATTACHMENT.bravoOnly),
      })),
    ],
    [
      '/apn/reportCompleted {apnId, units}',
      '/apn/reportCompleted',
      call('/apn/reportCompleted', (ids) => ({
        apnId: pick(ids, APN.alpha, APN.bravoOnly),
        units: [pick(ids, 'SN-A1', 'SN-B1')],
      })),
    ],
    ['/warranty/search {accountIds}', '/warranty/search', call('/warranty/search', accountIds)],
    [
      '/warranty/details {claimId}',
      '/warranty/details',
      call('/warranty/details', (ids) => ({ claimId: pick(ids, CLAIM.alpha, CLAIM.bravo) })),
    ],
    [
      '/warranty/submitClaim {accountId}',
      '/warranty/submitClaim',
      call('/warranty/submitClaim', (ids) => ({
        accountId: ids.accountId,
        unitSerial: 'SN-A1',
        failureDate: '2026-01-02',
        hours: 100,
        description: 'Sweep claim: a leaking cylinder.',
      })),
    ],
    [
      '/warranty/defaultInformation {accountId}',
      '/warranty/defaultInformation',
      call('/warranty/defaultInformation', (ids) => ({ accountId: ids.accountId })),
    ],
    [
      '/warranty/defaultInformation/update {accountId}',
      '/warranty/defaultInformation/update',
      call('/warranty/defaultInformation/update', (ids) => ({
        accountId: ids.accountId,
        contactName: 'Sweep',
      })),
    ],
    [
      '/serviceRequest/search {accountIds}',
      '/serviceRequest/search',
      call('/serviceRequest/search', accountIds),
    ],
    [
      '/serviceRequest/details {srId}',
      '/serviceRequest/details',
      call('/serviceRequest/details', (ids) => ({ srId: pick(ids, SR.alpha, SR.bravo) })),
    ],
    [
      '/serviceRequest/csv/searchasync {accountIds}',
      '/serviceRequest/csv/searchasync',
      call('/serviceRequest/csv/searchasync', accountIds),
    ],
    ['/telematics/events {accountIds}', '/telematics/events', call('/telematics/events', accountIds)],
    [
      '/telematics/unitEvents {instanceId}',
      '/telematics/unitEvents',
      call('/telematics/unitEvents', (ids) => ({ instanceId: pick(ids, 'U-ALPHA-1', 'U-BRAVO-1') })),
    ],
    [
      '/telematics/insights {accountIds}',
      '/telematics/insights',
      call('/telematics/insights', (ids) => ({ insight: 'safety', accountIds: [ids.accountId] })),
    ],
  ];
  return cases.map(([name, covers, c]) => ({ name, covers, call: c }));
}
