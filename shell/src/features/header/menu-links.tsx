// Renders menu data (navigation/menus.ts): routes as router Links, files and other sites as plain links,
// groups as a heading with their own list.
import { Link } from '@portal/shared-session/routing';
import type { MenuItem } from '../../shared/menus';

function ItemLink({ item, onNavigate }: { item: MenuItem; onNavigate?: (() => void) | undefined }) {
  if (item.to && !item.newTab) {
    return (
      <Link to={item.to} onClick={onNavigate} data-menu-item={item.id}>
        {item.label}
      </Link>
    );
  }
  const href = item.to ?? item.href ?? '#';
  return (
    <a
      href={href}
      onClick={onNavigate}
      data-menu-item={item.id}
      {...(item.newTab || item.href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {item.newTab || item.href ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}

export function MenuLinks({
  items,
  onNavigate,
  className,
  headingLevel = 3,
}: {
  items: readonly MenuItem[];
  onNavigate?: () => void;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={className}>
      {items.map((item) =>
        item.children ? (
          <li key={item.id} className="menu-group">
            <Heading className="menu-group__title" id={`menu-group-${item.id}`}>
              {item.label}
            </Heading>
            <ul aria-labelledby={`menu-group-${item.id}`}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <ItemLink item={child} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.id}>
            <ItemLink item={item} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}
