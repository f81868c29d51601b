// Renders menu data (navigation/menus.ts): routes as router Links, files and other sites as plain links,
// groups as a heading with their own list.
import { Link } from '@portal/shared-session/routing';
import type { MenuItem } from '../../shared/menus';

function ItemLink({
  item,
  onNavigate,
  currentId,
}: {
  item: MenuItem;
  onNavigate?: (() => void) | undefined;
  currentId?: string | null | undefined;
}) {
  if (item.to && !item.newTab) {
    return (
      <Link
        to={item.to}
        onClick={onNavigate}
        data-menu-item={item.id}
        {...(currentId === item.id ? { 'aria-current': 'page' as const } : {})}
      >
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
  currentId,
  idPrefix = 'menu-group',
}: {
  items: readonly MenuItem[];
  onNavigate?: () => void;
  className?: string;
  /** null: a group's title is a label, not a heading (a menu placed before the page's own h1) */
  headingLevel?: 2 | 3 | null;
  /** the entry of the page shown: marked aria-current="page" */
  currentId?: string | null;
  /** the group titles' ids start with it: two menus on one page keep their ids apart */
  idPrefix?: string;
}) {
  const Heading = headingLevel === null ? 'p' : headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={className}>
      {items.map((item) =>
        item.children ? (
          <li key={item.id} className="menu-group">
            <Heading className="menu-group__title" id={`${idPrefix}-${item.id}`}>
              {item.label}
            </Heading>
            <ul aria-labelledby={`${idPrefix}-${item.id}`}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <ItemLink item={child} onNavigate={onNavigate} currentId={currentId} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.id}>
            <ItemLink item={item} onNavigate={onNavigate} currentId={currentId} />
          </li>
        ),
      )}
    </ul>
  );
}
