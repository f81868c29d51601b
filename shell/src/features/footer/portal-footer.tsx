// The portal footer (spec 2): company and postal address, quick links, product links, international sales,
// the help line '1-877-GO {product} option 1', social links and the copyright of the current year.
import { Link } from '@portal/shared-session/routing';
import { brand } from '@portal/rules';

function ExternalLinks({ links }: { links: readonly { label: string; url: string }[] }) {
  return (
    <ul className="portal-footer__list">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function PortalFooter({ now = new Date() }: { now?: Date }) {
  const { postalAddress } = brand;
  return (
    <footer className="portal-footer">
      <div className="portal-footer__columns">
        <section className="portal-footer__column" aria-labelledby="footer-company">
          <h2 id="footer-company" className="portal-footer__company">
            {brand.companyName}
          </h2>
          <address>
            {postalAddress.street}
            <br />
            {postalAddress.city}, {postalAddress.region} {postalAddress.postalCode}
            <br />
            {postalAddress.country}
          </address>
          <p className="portal-footer__help-line">
            Customer service:{' '}
            <a href={`tel:${brand.helpLineTel}`} data-testid="footer-help-line">
              {brand.footerHelpLine}
            </a>
          </p>
          <p className="portal-footer__hours">{brand.helpLineHours}</p>
          <ExternalLinks links={brand.companyLinks} />
        </section>
        <nav className="portal-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul className="portal-footer__list">
            {brand.quickLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="portal-footer__column" aria-labelledby="footer-products">
          <h2 id="footer-products">Products</h2>
          <ExternalLinks links={brand.productLinks} />
        </nav>
        <nav className="portal-footer__column" aria-labelledby="footer-international">
          <h2 id="footer-international">International Sales</h2>
          <ExternalLinks links={brand.internationalSalesLinks} />
          <p>
            <a href={`mailto:${brand.internationalSalesEmail}`}>{brand.internationalSalesEmail}</a>
          </p>
        </nav>
      </div>
      <div className="portal-footer__bottom">
        <ul className="portal-footer__social" aria-label="Follow us">
          {brand.socialLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="portal-footer__copyright">
          © {now.getFullYear()} {brand.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
