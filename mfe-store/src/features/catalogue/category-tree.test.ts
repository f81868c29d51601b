import { buildCategoryTree, groupByInitial } from './category-tree';
import type { Category } from '../../shared/types/catalogue';

const category = (id: string, parentId: string | null, name: string, level: number): Category => ({
  id,
  parentId,
  name,
  level,
  path: name,
  imageUrl: null,
  productCount: 1,
});

describe('buildCategoryTree', () => {
  it('nests children under their parents, every level sorted by name', () => {
    const tree = buildCategoryTree([
      category('b', null, 'Cranes', 0),
      category('a', null, 'Aerial Devices', 0),
      category('a2', 'a', 'Jibs', 1),
      category('a1', 'a', 'Booms', 1),
      category('a1x', 'a1', 'Cylinders', 2),
    ]);
    expect(tree.map((n) => n.name)).toEqual(['Aerial Devices', 'Cranes']);
    expect(tree[0]!.children.map((n) => n.name)).toEqual(['Booms', 'Jibs']);
    expect(tree[0]!.children[0]!.children.map((n) => n.name)).toEqual(['Cylinders']);
    expect(tree[1]!.children).toEqual([]);
  });

  it('keeps a category whose parent is missing as a root instead of dropping it', () => {
    expect(buildCategoryTree([category('x', 'gone', 'Orphan', 2)]).map((n) => n.name)).toEqual(['Orphan']);
  });
});

describe('groupByInitial', () => {
  it('groups by first letter A–Z with others under # at the end', () => {
    const groups = groupByInitial([{ name: 'beta' }, { name: 'Alpha' }, { name: '3M' }, { name: 'Bravo' }]);
    expect(groups).toEqual([
      ['A', [{ name: 'Alpha' }]],
      ['B', [{ name: 'beta' }, { name: 'Bravo' }]],
      ['#', [{ name: '3M' }]],
    ]);
  });
});
