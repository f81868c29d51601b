// The portal footer: company, help line, postal address and the copyright of the current year.
import { brand } from '@portal/shared-session';

export function PortalFooter({ now = new Date() }: { now?: Date }) {
  const { postalAddress } = brand;
  return (
    <footer className="portal-footer">
      <p className="portal-footer-company">{brand.companyName}</p>
      <p>Need help? Call {brand.helpLine} option 1</p>
      <address>
        {postalAddress.street}, {postalAddress.city}, {postalAddress.region} {postalAddress.postalCode},{' '}
        {postalAddress.country}
      </address>
      <p>
        © {now.getFullYear()} {brand.companyName}. All rights reserved.
      </p>
    </footer>
  );
}
