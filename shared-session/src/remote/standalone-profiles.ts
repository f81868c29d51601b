// Profiles a remote can be run with on its own (standalone mode), for its team and QA. Never used by the portal.
import { createGuestProfile } from '../session/profile';
import type { Profile } from '../session/profile';
import type { Privilege } from '@portal/rules';
import { PRIVILEGES } from '@portal/rules';

export interface StandaloneProfile {
  label: string;
  profile: Profile;
  privileges: readonly Privilege[];
}

const b2bOrganization = {
  accountId: '1001',
  accountNumber: '50010',
  partyId: '9001',
  name: 'Summit Utility Services',
};

export const STANDALONE_PROFILES: Record<string, StandaloneProfile> = {
  guest: { label: 'Guest', profile: createGuestProfile(), privileges: [] },
  'b2b-admin': {
    label: 'B2B administrator',
    profile: {
      ...createGuestProfile(),
      email: 'dana.admin@summit-utility.example',
      firstName: 'Dana',
      lastName: 'Admin',
      userStatus: 'REGISTERED',
      registrationType: 'B2B',
      isValidatedB2BUser: true,
      isAddressModificationAllowed: false,
      accountId: b2bOrganization.accountId,
      accountNumber: b2bOrganization.accountNumber,
      partyId: b2bOrganization.partyId,
      businessName: b2bOrganization.name,
      activeOrganizations: [b2bOrganization],
      userSelectedOrganization: b2bOrganization,
    },
    privileges: PRIVILEGES.filter(
      (p) => p.startsWith('B2B_') && p !== 'B2B_Disallow_Order_Supply' && p !== 'B2B_View_Parent_Holding',
    ),
  },
  personal: {
    label: 'Personal buyer',
    profile: {
      ...createGuestProfile(),
      email: 'pat.buyer@example.com',
      firstName: 'Pat',
      lastName: 'Buyer',
      userStatus: 'REGISTERED',
      registrationType: 'B2C',
    },
    privileges: [],
  },
};
