// The named rule of every GraphQL root field, one table per root type. Typed by the generated resolver maps, so a
// field added to the schema without a rule fails the type check; yoga.ts wraps each resolver to check its rule
// before the service runs. `SIGNED_IN` fields serve any profile and leave the rest to the service (organisation
// scope, own records, personal versus business orders).
import { ACCESS_RULES as R } from '../access/named-rules.js';
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
  searchCourses: SIGNED_IN,
  // internal associates only: a profile kind the service checks
  associateOrganizations: SIGNED_IN,
  // dashboard
  getFilesInFolder: R.invoices,
  searchContacts: R.contactManagement,
  getContact: R.contactManagement,
  assignableRoles: R.contactManagement,
  // customer service
  banners: R.csr,
  impersonationAllowed: R.csrUserManagement,
  searchUsers: R.csrUserManagement,
  userAuditLog: R.csrUserManagement,
  csrUserAddresses: R.csrUserManagement,
  getEmails: R.csrUserManagement,
  checkEmailExists: R.csrEmailCheck,
  searchAwaitingApproval: R.csrApproval,
  searchCustomers: R.csrCustomerSearch,
  customerSecondaryOrgs: R.csrCustomerSearch,
  getRoles: R.csrRoleManagement,
  getAllPrivileges: R.csrRoleManagement,
  getCompanyRoles: R.csrRoleManagement,
  getGlobalRoles: R.csrRoleManagement,
  getCompanyDefaultRole: R.csrRoleManagement,
  getPrivilegesByRole: R.csrRoleManagement,
  internalAssociates: R.csrProductOwner,
  usersWithoutIdentityAccount: R.csrProductOwner,
  featureFlags: R.csrProductOwner,
};

export const MUTATION_RULES: RulesOf<MutationResolvers<GraphQLContext>> = {
  addAddress: SIGNED_IN,
  addNewCreditCard: SIGNED_IN,
  addOrUpdateItemsInShoppingCart: SIGNED_IN,
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
  updateShoppingList: SIGNED_IN,
  updateShoppingListItem: SIGNED_IN,
  userUpdateProfile: SIGNED_IN,
  // a business buyer needs B2B_Order_Replacement_Parts, a personal buyer nothing: the service decides
  createQuote: SIGNED_IN,
  submitQuote: SIGNED_IN,
  createCourseOrder: SIGNED_IN,
  enrolFreeCourse: SIGNED_IN,
  setLitmosUserToActive: SIGNED_IN,
  // internal associates only: a profile kind the service checks
  applyInternalAssociateInitiallySelectedOrgInfo: SIGNED_IN,
  setInternalAssociateActiveOrgs: SIGNED_IN,
  // dashboard
  sendInvoiceSupportRequestEmail: R.invoices,
  createUser: R.contactManagement,
  createContact: R.contactManagement,
  updateContact: R.contactManagement,
  deactivateUser: R.contactManagement,
  resendUserInvite: R.contactManagement,
  // customer service
  putBanners: R.csrUserManagement,
  createBanner: R.csrUserManagement,
  updateBanner: R.csrUserManagement,
  deleteBanner: R.csrUserManagement,
  addEmail: R.csrUserManagement,
  updateEmail: R.csrUserManagement,
  deleteEmail: R.csrUserManagement,
  editUser: R.csrUserManagement,
  changeStatus: R.csrUserManagement,
  changeUserOrg: R.csrUserManagement,
  resetPassword: R.csrUserManagement,
  setUserRole: R.csrUserManagement,
  csrUpdateDefaultBillingAddress: R.csrUserManagement,
  csrUpdateDefaultShippingAddress: R.csrUserManagement,
  csrAddToFavorites: R.csrUserManagement,
  csrRemoveFromFavorites: R.csrUserManagement,
  resendDelegatedAdminInvite: R.csrUserManagement,
  revokeUserPrivilege: R.csrUserManagement,
  restoreUserPrivilege: R.csrUserManagement,
  setupImpersonationUser: R.csrUserManagement,
  approveRegistration: R.csrApproval,
  rejectRegistration: R.csrApproval,
  createRole: R.csrRoleManagement,
  deleteRole: R.csrRoleManagement,
  setCompanyDefaultRole: R.csrRoleManagement,
  setRolePrivileges: R.csrProductOwner,
  updateInternalAssociateAccess: R.csrProductOwner,
  migrateIdentityProfiles: R.csrProductOwner,
  setFeatureFlagValue: R.csrProductOwner,
  // the training course index serves the productSearchIndex page: staff only
  reindex: R.csrProductOwner,
  manualIndex: R.csrProductOwner,
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
