// canViewPrices / canOrderParts for the signed-in user (shared-session's store rules over the session).
import { canOrderParts, canViewPrices, usePrivileges, useProfile } from '@portal/shared-session';

export function useStorePermissions(): { canViewPrices: boolean; canOrderParts: boolean } {
  const profile = useProfile();
  const privileges = usePrivileges();
  return {
    canViewPrices: canViewPrices(profile, privileges),
    canOrderParts: canOrderParts(profile, privileges),
  };
}
