// The Customer Support area's pages by route (the routes and titles are in area.ts). Every route has its
// page (createRemoteApplication refuses one without). Pages load on demand.
import { lazy } from 'react';
import type { RemotePages } from '@portal/shared-session';

const UserSearchPage = lazy(() => import('./features/users/user-search-page'));
const UserPage = lazy(() => import('./features/users/user-page'));
const ApprovalPage = lazy(() => import('./features/approval/approval-page'));
const RoleManagementPage = lazy(() => import('./features/roles/role-management-page'));
const RoleEditorPage = lazy(() => import('./features/roles/role-editor-page'));
const EmailDomainsPage = lazy(() => import('./features/email-domains/email-domains-page'));
const BannersPage = lazy(() => import('./features/banners/banners-page'));
const BulkUserUploadPage = lazy(() => import('./features/bulk-upload/bulk-user-upload-page'));
const UserPrivilegeEditorPage = lazy(() => import('./features/user-privileges/user-privilege-editor-page'));
const CsrHomePage = lazy(() => import('./features/home/csr-home-page'));
const InternalUserMgmtPage = lazy(() => import('./features/product-owner/internal-user-mgmt-page'));
const OrganizationSupportPage = lazy(() => import('./features/product-owner/organization-support-page'));
const ProductSearchIndexPage = lazy(() => import('./features/product-owner/product-search-index-page'));
const UpdateContactsAcFlagPage = lazy(() => import('./features/product-owner/update-contacts-ac-flag-page'));
const Auth0ProfileMigrationPage = lazy(() => import('./features/product-owner/auth0-profile-migration-page'));
const AuditPage = lazy(() => import('./features/audit/audit-page'));
const FeatureFlagsPage = lazy(() => import('./features/feature-flags/feature-flags-page'));
const TrainingSessionsPage = lazy(() => import('./features/training-sessions/training-sessions-page'));

export const pages: RemotePages = {
  '/pages/csr': CsrHomePage,
  '/pages/csr/customerSupport': UserSearchPage,
  '/pages/csr/customerSupport/user': UserPage,
  '/pages/csr/customerSupport/approval': ApprovalPage,
  '/pages/csr/customerSupport/roleManagement': RoleManagementPage,
  '/pages/csr/customerSupport/roleEditor': RoleEditorPage,
  '/pages/csr/customerSupport/userPrivilegeEditor': UserPrivilegeEditorPage,
  '/pages/csr/customerSupport/emailDomains': EmailDomainsPage,
  '/pages/csr/customerSupport/banners': BannersPage,
  '/pages/csr/customerSupport/bulkUserUpload': BulkUserUploadPage,
  '/pages/csr/customerSupport/auditLog': AuditPage,
  '/pages/csr/customerSupport/internalUserMgmt': InternalUserMgmtPage,
  '/pages/csr/customerSupport/organizationSupport': OrganizationSupportPage,
  '/pages/csr/customerSupport/productSearchIndex': ProductSearchIndexPage,
  '/pages/csr/customerSupport/updateContactsACFlag': UpdateContactsAcFlagPage,
  '/pages/csr/customerSupport/auth0ProfileMigration': Auth0ProfileMigrationPage,
  '/pages/csr/customerSupport/featureFlags': FeatureFlagsPage,
  '/pages/csr/customerSupport/trainingSessions': TrainingSessionsPage,
};
