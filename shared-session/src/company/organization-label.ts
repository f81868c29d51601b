// Duplicate organisation names are shown as name plus ' - ' plus account number (spec section 3).
import type { Organization } from '../session/profile';

export function organizationLabel(org: Organization, among: readonly Organization[]): string {
  const sameName = among.filter((o) => o.name === org.name && o.accountId !== org.accountId);
  return sameName.length > 0 ? `${org.name} - ${org.accountNumber}` : org.name;
}
