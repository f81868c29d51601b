// Builds the category tree (spec 7 'categories (id, parentId, name)') from the flat list the API returns.
import type { Category } from '../../shared/types/catalogue';

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** Roots in name order, each with its children in name order; a node whose parent is missing becomes a root. */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(categories.map((c) => [c.id, { ...c, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byName = (a: CategoryNode, b: CategoryNode) => a.name.localeCompare(b.name);
  const sortDeep = (list: CategoryNode[]) => {
    list.sort(byName);
    list.forEach((n) => sortDeep(n.children));
  };
  sortDeep(roots);
  return roots;
}

/** Brands grouped under their first letter (A–Z; anything else under '#'), letters in order. */
export function groupByInitial<T extends { name: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.name.localeCompare(b.name))) {
    const first = item.name.trim().charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)));
}
