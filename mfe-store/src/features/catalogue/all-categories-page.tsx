// Every category of the five-level tree, each linking to the search page refined by it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { fetchCategories } from '../../shared/api/catalogue-api';
import { buildCategoryTree } from './category-tree';
import type { CategoryNode } from './category-tree';
import { CatalogueIndexPage } from './components/catalogue-index-page';
import { useCatalogueCaller } from '../../shared/hooks/use-catalogue-caller';
import { storeSearchUrl } from '../../shared/utils/store-links';

function CategoryBranch({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul className="store-category-tree__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to={storeSearchUrl({ category: node.path })}>{node.name}</Link>{' '}
          <span className="store-card__count">({node.productCount})</span>
          {node.children.length > 0 ? <CategoryBranch nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function AllCategoriesPage() {
  const { caller, ready, key } = useCatalogueCaller();
  const categories = useQuery({
    queryKey: ['store', 'categories', ...key],
    queryFn: ({ signal }) => fetchCategories(caller, signal),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
  return (
    <CatalogueIndexPage
      title="All Categories"
      query={categories}
      loadingLabel="Loading categories"
      errorMessage="The categories could not be loaded."
      emptyMessage="No categories found."
    >
      {(list) => (
        <div className="store-category-tree">
          {buildCategoryTree(list).map((root) => (
            <section
              key={root.id}
              className="store-category-tree__root"
              aria-labelledby={`category-${root.id}`}
            >
              <h2 id={`category-${root.id}`}>
                <Link to={storeSearchUrl({ category: root.path })}>{root.name}</Link>{' '}
                <span className="store-card__count">({root.productCount})</span>
              </h2>
              {root.children.length > 0 ? <CategoryBranch nodes={root.children} /> : null}
            </section>
          ))}
        </div>
      )}
    </CatalogueIndexPage>
  );
}
