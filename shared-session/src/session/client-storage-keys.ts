// The session keys the portal keeps in the browser (spec section 3 "Client storage"), in one place.
export const STORAGE_KEYS = {
  userSelectedGroup: 'userSelectedGroup',
  internalAssociateInitiallySelectedOrg: 'internalAssociateInitiallySelectedOrg',
  activeOrganizations: 'activeOrganizations',
  userSelectedOrganization: 'userSelectedOrganization',
  returnUrl: 'returnUrl',
  /** whose the stored organisation choice is (the user id, else e-mail): another user's is dropped at sign-in */
  organizationChoiceUser: 'organizationChoiceUser',
  /** sessionStorage: a parent-holding user chose a company in this session (force-parent-company modal) */
  parentCompanyChosen: 'parentCompanyChosen',
} as const;
