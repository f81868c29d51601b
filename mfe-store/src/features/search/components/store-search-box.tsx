// The store search box (spec 2). Placeholder until the search feature builds it: a labelled search field.
import type { StoreSearchBoxProps } from '@portal/shared-session';

export function StoreSearchBox({ variant }: StoreSearchBoxProps) {
  return (
    <form role="search" action="/pages/store/search">
      <label>
        <span className="visually-hidden">Search the store</span>
        <input
          type="search"
          name="q"
          placeholder={variant === 'desktop' ? 'Search keywords, product, model or part #' : 'Search'}
        />
      </label>
    </form>
  );
}
