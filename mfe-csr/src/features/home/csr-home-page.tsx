// /pages/csr (CSR): the Customer Support area's home — a link to every page of the area the user may open, derived
// from the area manifest's route rules (home-links.ts).
import { usePrivileges, useSession } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Spinner } from '@portal/shared-ui/spinner';
import { area } from '../../area';
import { homeLinks } from './home-links';
import '../../shared/csr-pages.css';

export default function CsrHomePage() {
  const initialized = useSession((s) => s.initialized);
  const privileges = usePrivileges();
  if (!initialized) return <Spinner label="Loading" />;
  const links = homeLinks(area, privileges);
  return (
    <section className="csr-page" aria-labelledby="csr-home-title">
      <h1 id="csr-home-title">Customer Support</h1>
      {links.length === 0 ? (
        <p>No Customer Support pages are available to you.</p>
      ) : (
        <nav aria-label="Customer Support pages">
          <ul className="csr-home-links">
            {links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
