import { fireEvent, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { CatalogueIndexPage } from './catalogue-index-page';

// the fields of a query result the frame reads, in each of its states
const query = (state: Partial<UseQueryResult<string[]>>) =>
  ({ isPending: false, isError: false, data: undefined, refetch: jest.fn(), ...state }) as UseQueryResult<
    string[]
  >;

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')),
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

const renderPage = (state: Partial<UseQueryResult<string[]>>) =>
  render(
    <Router location="/pages/store/things" navigator={navigator}>
      <CatalogueIndexPage
        title="All Things"
        query={query(state)}
        loadingLabel="Loading things"
        errorMessage="The things could not be loaded."
        emptyMessage="No things found."
      >
        {(items) => (
          <ul aria-label="Things">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </CatalogueIndexPage>
    </Router>,
  );

describe('CatalogueIndexPage', () => {
  it('names the page in its heading and in the breadcrumb after a link back to the store', () => {
    renderPage({ data: ['a'] });
    expect(screen.getByRole('heading', { level: 1, name: 'All Things' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('StoreAll Things');
    expect(screen.getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/pages/store');
  });

  it('shows the loading state, then the error with a retry, then the empty message, then the list', () => {
    const loading = renderPage({ isPending: true });
    expect(screen.getAllByText('Loading things').length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
    loading.unmount();

    const refetch = jest.fn();
    const failed = renderPage({ isError: true, refetch });
    expect(screen.getByText(/The things could not be loaded\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    failed.unmount();

    const empty = renderPage({ data: [] });
    expect(screen.getByText('No things found.')).toBeInTheDocument();
    empty.unmount();

    renderPage({ data: ['Boom', 'Winch'] });
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent('BoomWinch');
    expect(screen.queryByText('No things found.')).toBeNull();
  });
});
