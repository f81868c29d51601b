import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';
import { portalNavigator, setGuest } from '@portal/shared-session';
import { fetchStoreFeatured } from '../../shared/api/catalogue-api';
import type { StoreFeatured } from '../../shared/types/catalogue';
import StoreHomePage from './store-home-page';

jest.mock('../../shared/api/catalogue-api', () => ({
  ...jest.requireActual('../../shared/api/catalogue-api'),
  fetchStoreFeatured: jest.fn(),
}));
const featured = fetchStoreFeatured as jest.MockedFunction<typeof fetchStoreFeatured>;

const FEATURED: StoreFeatured = {
  categories: [
    {
      id: 'aerial',
      parentId: null,
      name: 'Aerial Devices',
      level: 0,
      path: 'Aerial Devices',
      imageUrl: null,
      productCount: 87,
    },
  ],
  brands: [{ name: 'Ridgeline Hydraulics', productCount: 17, logoUrl: null }],
  products: Array.from({ length: 6 }, (_, i) => ({
    partNumber: `100-000${i}`,
    displayName: `Seal Kit ${i}`,
    description: null,
    brand: null,
    imageUrl: null,
    thumbnailUrl: null,
    price: i === 0 ? null : 10 + i,
    priceWithheld: false,
    currency: 'USD',
    inStock: true,
    quantityOnHand: 3,
    unitOfMeasure: 'each',
    categories: [],
  })),
};

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Router location="/pages/store" navigator={portalNavigator}>
        <StoreHomePage />
      </Router>
    </QueryClientProvider>,
  );
}

describe('StoreHomePage', () => {
  beforeEach(() => {
    setGuest();
    featured.mockReset();
  });

  it('renders the sized, high-priority hero at once, before the featured data arrives', () => {
    featured.mockReturnValue(new Promise(() => undefined));
    renderHome();
    const hero = screen.getByRole('img', { name: /aerial device/ });
    expect(hero).toHaveAttribute('src', '/static/store/store-hero.svg');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '500');
    expect(screen.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading featured products' })).toBeInTheDocument();
  });

  it('asks the open endpoint with the locale for a guest and shows categories, brands and products linking on', async () => {
    featured.mockResolvedValue(FEATURED);
    renderHome();
    const products = await screen.findByRole('region', { name: 'Featured Products' });
    expect(featured).toHaveBeenCalledWith({ signedIn: false, locale: 'en_US' }, expect.anything());
    expect(
      within(screen.getByRole('region', { name: 'Featured Categories' })).getByRole('link'),
    ).toHaveAttribute('href', '/pages/store/search?category=Aerial+Devices&page=1');
    expect(within(screen.getByRole('region', { name: 'Featured Brands' })).getByRole('link')).toHaveAttribute(
      'href',
      '/pages/store/search?brand=Ridgeline+Hydraulics&page=1',
    );
    expect(within(products).getByRole('link', { name: 'Seal Kit 1' })).toHaveAttribute(
      'href',
      '/pages/store/product-detail/100-0001/100-0001',
    );
    expect(within(products).getByText('$11.00')).toBeInTheDocument();
    // a featured part without a price says it cannot be bought online
    expect(within(products).getByText('Not available for purchase online')).toBeInTheDocument();
  });

  it('says when the featured products cannot be loaded and tries again on request', async () => {
    featured.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(FEATURED);
    renderHome();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('The featured products could not be loaded.');
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('region', { name: 'Featured Products' })).toBeInTheDocument();
  });
});
