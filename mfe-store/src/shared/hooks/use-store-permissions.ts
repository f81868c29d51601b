// canViewPrices / canOrderParts for the signed-in user (shared-session's store rules over the session).
import { usePrivileges, useProfile } from '@portal/shared-session';
import { canOrderParts, canViewPrices } from '@portal/rules';

export function useStorePermissions(): { canViewPrices: boolean; canOrderParts: boolean } {
  const profile = useProfile();
  const privileges = usePrivileges();
  return {
    canViewPrices: canViewPrices(profile, privileges),
    canOrderParts: canOrderParts(profile, privileges),
  };
}
