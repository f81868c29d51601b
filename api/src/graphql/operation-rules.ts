// The named rule of every GraphQL root field, one table per root type. Typed by the generated resolver maps, so a
// field added to the schema without a rule fails the type check; yoga.ts wraps each resolver to check its rule
// before the service runs. `SIGNED_IN` fields serve any profile and leave the rest to the service (organisation
// scope, own records, personal versus business orders).
import { PUBLIC, SIGNED_IN } from '../access/operation-rule.js';
import type { OperationRule } from '../access/operation-rule.js';
import type { GraphQLContext } from './context.js';
import type {
  MutationResolvers,
  OpenMutationResolvers,
  OpenQueryResolvers,
  QueryResolvers,
} from './generated/types.js';

type RulesOf<Resolvers> = Readonly<Record<keyof Resolvers, OperationRule>>;

export const QUERY_RULES: RulesOf<QueryResolvers<GraphQLContext>> = {
  // store, catalogue, carts, lists, checkout, profile, My Account: any signed-in profile, scoped by the service
  addressAutocomplete: SIGNED_IN,
  autocomplete: SIGNED_IN,
  brands: SIGNED_IN,
  categories: SIGNED_IN,
  getAccountAddresses: SIGNED_IN,
  getBanners: SIGNED_IN,
  getCartByApplication: SIGNED_IN,
  getDetailedProfile: SIGNED_IN,
  getFavoriteAddresses: SIGNED_IN,
  getPrices: SIGNED_IN,
  isCustomerPurchaseOrderEnabled: SIGNED_IN,
  itemDetail: SIGNED_IN,
  partLookup: SIGNED_IN,
  paymentMethods: SIGNED_IN,
  punchoutCartReturn: SIGNED_IN,
  retrieveProfileDetails: SIGNED_IN,
  searchAddresses: SIGNED_IN,
  searchProducts: SIGNED_IN,
  shoppingList: SIGNED_IN,
  shoppingLists: SIGNED_IN,
  storeFeatured: SIGNED_IN,
  supplyOrder: SIGNED_IN,
  validateAddress: SIGNED_IN,
  // training store: a business user's company history needs B2B_View_Orders, their own does not (service)
  courseDetail: SIGNED_IN,
  courseOrders: SIGNED_IN,
  courseSuggestions: SIGNED_IN,
  myCourseEnrolments: SIGNED_IN,
  // the buyer's own order, or the organisation's with B2B_View_Orders (service)
  courseOrderSeats: SIGNED_IN,
  courseOrder: SIGNED_IN,
  courseSessions: SIGNED_IN,
  scheduledCourseSessions: 'training.sessions',
  searchCourses: SIGNED_IN,
  // internal associates only: a profile kind the service checks
  associateOrganizations: SIGNED_IN,
  // dashboard
  getFilesInFolder: 'invoices.view',
  searchContacts: 'users.manage',
  getContact: 'users.manage',
  assignableRoles: 'roles.assign',
  // customer service
  banners: 'csr',
  impersonationAllowed: 'csr.users',
  searchUsers: 'csr.users',
  customerNotes: 'csr.users',
  userAuditLog: 'csr.users',
  csrUserAddresses: 'csr.users',
  getEmails: 'csr.users',
  checkEmailExists: 'csr.email-check',
  searchAwaitingApproval: 'csr.registration',
  searchCustomers: 'csr.customer-search',
  customerSecondaryOrgs: 'csr.customer-search',
  getRoles: 'csr.roles',
  getAllPrivileges: 'csr.roles',
  getCompanyRoles: 'csr.roles',
  getGlobalRoles: 'csr.roles',
  getCompanyDefaultRole: 'csr.roles',
  getPrivilegesByRole: 'csr.roles',
  internalAssociates: 'csr.product-owner',
  usersWithoutIdentityAccount: 'csr.product-owner',
  featureFlags: 'csr.product-owner',
};

export const MUTATION_RULES: RulesOf<MutationResolvers<GraphQLContext>> = {
  addAddress: SIGNED_IN,
  addNewCreditCard: SIGNED_IN,
  addOrUpdateItemsInShoppingCart: SIGNED_IN,
  // the caller's own cart and organisation's customer part numbers; a line the caller may not order says why
  bulkOrderEntry: SIGNED_IN,
  addOrUpdateItemsInShoppingList: SIGNED_IN,
  changePassword: SIGNED_IN,
  createShoppingCart: SIGNED_IN,
  createShoppingList: SIGNED_IN,
  deletePaymentMethod: SIGNED_IN,
  deleteShoppingList: SIGNED_IN,
  moveShoppingListItemsToCart: SIGNED_IN,
  removeItemsFromShoppingLists: SIGNED_IN,
  requestEmailChange: SIGNED_IN,
  updateAccountInfo: SIGNED_IN,
  updateAddress: SIGNED_IN,
  deleteAddress: SIGNED_IN,
  updateShoppingList: SIGNED_IN,
  updateShoppingListItem: SIGNED_IN,
  userUpdateProfile: SIGNED_IN,
  // a business buyer needs B2B_Order_Replacement_Parts, a personal buyer nothing: the service decides
  createQuote: SIGNED_IN,
  submitQuote: SIGNED_IN,
  // the order is read as supplyOrder reads it; a line the caller may not order is answered with its reason
  reorderSupplyOrder: SIGNED_IN,
  createCourseOrder: SIGNED_IN,
  assignCourseSeats: SIGNED_IN,
  chooseCourseSession: SIGNED_IN,
  enrolFreeCourse: SIGNED_IN,
  setLitmosUserToActive: SIGNED_IN,
  // internal associates only: a profile kind the service checks
  applyInternalAssociateInitiallySelectedOrgInfo: SIGNED_IN,
  setInternalAssociateActiveOrgs: SIGNED_IN,
  // dashboard
  sendInvoiceSupportRequestEmail: 'invoices.view',
  createUser: 'users.manage',
  createContact: 'users.manage',
  updateContact: 'users.manage',
  deactivateUser: 'users.manage',
  resendUserInvite: 'users.manage',
  // customer service
  putBanners: 'csr.users',
  createBanner: 'csr.users',
  updateBanner: 'csr.users',
  deleteBanner: 'csr.users',
  addEmail: 'csr.users',
  updateEmail: 'csr.users',
  deleteEmail: 'csr.users',
  addCustomerNote: 'csr.users',
  editUser: 'csr.users',
  changeStatus: 'csr.users',
  changeUserOrg: 'csr.users',
  resetPassword: 'csr.users',
  setUserRole: 'csr.users',
  csrUpdateDefaultBillingAddress: 'csr.users',
  csrUpdateDefaultShippingAddress: 'csr.users',
  csrAddToFavorites: 'csr.users',
  csrRemoveFromFavorites: 'csr.users',
  resendDelegatedAdminInvite: 'csr.users',
  revokeUserPrivilege: 'csr.users',
  restoreUserPrivilege: 'csr.users',
  setupImpersonationUser: 'csr.users',
  endImpersonation: 'csr.users',
  approveRegistration: 'csr.registration',
  rejectRegistration: 'csr.registration',
  createRole: 'csr.roles',
  deleteRole: 'csr.roles',
  setCompanyDefaultRole: 'csr.roles',
  setRolePrivileges: 'csr.product-owner',
  updateInternalAssociateAccess: 'csr.product-owner',
  migrateIdentityProfiles: 'csr.product-owner',
  setFeatureFlagValue: 'csr.product-owner',
  // the training course index serves the productSearchIndex page: staff only
  reindex: 'csr.product-owner',
  // instructor-led sessions are changed by product owners (ADR 0046)
  changeCourseSession: 'training.sessions',
  manualIndex: 'csr.product-owner',
};

/** /api/open-graphql serves guests: every field is public (rate limits and captchas guard the writes). */
export const OPEN_QUERY_RULES: RulesOf<OpenQueryResolvers<GraphQLContext>> = {
  autocomplete: PUBLIC,
  brands: PUBLIC,
  categories: PUBLIC,
  checkEmail: PUBLIC,
  courseDetail: PUBLIC,
  courseSuggestions: PUBLIC,
  delegatedRegistrationStatus: PUBLIC,
  getBanners: PUBLIC,
  getPrices: PUBLIC,
  partLookup: PUBLIC,
  registrationCaptcha: PUBLIC,
  searchCourses: PUBLIC,
  searchProducts: PUBLIC,
  storeFeatured: PUBLIC,
  unauthenticatedItemDetail: PUBLIC,
  validateAddress: PUBLIC,
};

export const OPEN_MUTATION_RULES: RulesOf<OpenMutationResolvers<GraphQLContext>> = {
  _noop: PUBLIC,
  activateAccount: PUBLIC,
  completeDelegatedRegistration: PUBLIC,
  registerUser: PUBLIC,
  resendActivationEmail: PUBLIC,
  resendDelegatedRegistrationToken: PUBLIC,
};
