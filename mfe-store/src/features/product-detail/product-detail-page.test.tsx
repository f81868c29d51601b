import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import {
  createGuestProfile,
  portalNavigator,
  setGuest,
  setLocale,
  setSignedInUser,
} from '@portal/shared-session';
import { brand } from '@portal/rules';
import type { Profile } from '@portal/shared-session';
import { fetchItemDetails, fetchPrices, fetchReplacementImages } from '../../shared/api/catalogue-api';
import type { CommerceItem } from '../../shared/types/catalogue';
import { useAddToCart } from '../../shared/hooks/use-add-to-cart';
import { useAddToList } from '../../shared/hooks/use-add-to-list';
import ProductDetailPage from './product-detail-page';

jest.mock('../../shared/api/catalogue-api', () => ({
  ...jest.requireActual('../../shared/api/catalogue-api'),
  fetchItemDetails: jest.fn(),
  fetchPrices: jest.fn(),
  fetchReplacementImages: jest.fn(),
}));
jest.mock('../../shared/hooks/use-add-to-cart', () => ({
  ...jest.requireActual('../../shared/hooks/use-add-to-cart'),
  useAddToCart: jest.fn(),
}));
jest.mock('../../shared/hooks/use-add-to-list', () => ({ useAddToList: jest.fn() }));

const items = fetchItemDetails as jest.MockedFunction<typeof fetchItemDetails>;
const prices = fetchPrices as jest.MockedFunction<typeof fetchPrices>;
const images = fetchReplacementImages as jest.MockedFunction<typeof fetchReplacementImages>;
const addToCart = jest.fn();
const addToList = jest.fn();

const ITEM: CommerceItem = {
  id: '123-4567',
  productId: '123-4567',
  partNumber: '123-4567',
  productDisplayName: 'Seal Kit, Jib Winch, 2.00 in Bore',
  description:
    'Seal Kit for the jib winch hydraulics on SL-47E, SL-55H aerial devices. Induction-hardened steel; rod seal, piston seal, wiper and O-rings.',
  longDescription: null,
  featuresAndBenefits: [],
  relatedProducts: [],
  relatedAccessories: [],
  isPurchasable: true,
  quantityOnHand: 4,
  displayPrice: 1234.5,
  priceWithheld: false,
  currency: 'USD',
  unitOfMeasure: 'each',
  imageUrl: '/api/images/products/seal-kits.svg',
  prop65Number: null,
  prop65Description: null,
  customerPartNumber: null,
  showOnline: true,
  orderable: true,
  brand: 'Ridgeline Hydraulics',
};

function renderPage(path = '/pages/store/product-detail/123-4567/123-4567') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Router location={path} navigator={portalNavigator}>
        <Routes>
          <Route path="/pages/store/product-detail/:productId" element={<ProductDetailPage />} />
          <Route path="/pages/store/product-detail/:productId/:partNumber" element={<ProductDetailPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

function signIn(changes: Partial<Profile>, privileges: string[]) {
  setSignedInUser(
    { ...createGuestProfile(), email: 'user@example.test', userStatus: 'REGISTERED', ...changes },
    privileges as never,
  );
}

const buyBox = () => screen.getByRole('region', { name: 'Price and availability' });

describe('ProductDetailPage', () => {
  beforeEach(() => {
    setGuest();
    items.mockReset().mockResolvedValue([ITEM]);
    prices.mockReset();
    images.mockReset().mockResolvedValue([]);
    addToCart.mockReset();
    addToList.mockReset();
    (useAddToCart as jest.Mock).mockReturnValue(addToCart);
    (useAddToList as jest.Mock).mockReturnValue(addToList);
  });

  it('says availability is loading until the item arrives', async () => {
    items.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(await screen.findByText('Loading availability info')).toBeInTheDocument();
  });

  it('shows a guest the USD price from the item detail, the displayed part number and adds the chosen quantity', async () => {
    renderPage();
    expect(await screen.findByTestId('product-price')).toHaveTextContent('$1,234.50 / each');
    expect(items).toHaveBeenCalledWith({ signedIn: false, locale: 'en_US' }, ['123-4567'], expect.anything());
    expect(prices).not.toHaveBeenCalled();
    expect(screen.getByTestId('display-part-number')).toHaveTextContent('001234567');
    expect(screen.getByTestId('availability')).toHaveTextContent(
      'Available, expect to ship within 1 business day.',
    );
    const quantity = within(buyBox()).getByLabelText('Quantity');
    expect(quantity).toHaveValue('1');
    const user = userEvent.setup();
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(buyBox()).getByRole('button', { name: 'Add to Cart' }));
    expect(addToCart).toHaveBeenCalledWith({ partNumber: '123-4567', quantity: 3 });
    // guests are asked to sign in instead of adding to a list
    expect(within(buyBox()).queryByRole('button', { name: 'Add to List' })).not.toBeInTheDocument();
    expect(within(buyBox()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('reads the part from the first segment on the single-segment route', async () => {
    renderPage('/pages/store/product-detail/123-4567');
    await screen.findByTestId('product-price');
    expect(items).toHaveBeenCalledWith(expect.anything(), ['123-4567'], expect.anything());
  });

  it('cuts a description over 100 characters and shows it all on Show more', async () => {
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Show more of the description' });
    expect(screen.queryByText(ITEM.description!)).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(screen.getByText(ITEM.description!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less of the description' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('prices a signed-in Canadian user through getPrices (quantity 1) in CAD$ and offers Add to List', async () => {
    signIn({ locale: 'en_CA', registrationType: 'B2C' }, []);
    prices.mockResolvedValue([
      { partNumber: '123-4567', price: 1691.27, priceWithheld: false, quantity: 1, currency: 'CAD' },
    ]);
    renderPage();
    expect(await screen.findByTestId('product-price')).toHaveTextContent('CAD$1,691.27 / each');
    expect(prices).toHaveBeenCalledWith({ signedIn: true, locale: 'en_CA' }, ['123-4567'], expect.anything());
    await userEvent.setup().click(within(buyBox()).getByRole('button', { name: 'Add to List' }));
    expect(addToList).toHaveBeenCalledWith({ partNumber: '123-4567', quantity: 1 });
  });

  it('shows no price to a business buyer without the price privilege, and labels their own part number', async () => {
    signIn({ isValidatedB2BUser: true, registrationType: 'B2B', businessName: 'Blue Ridge Line' }, [
      'B2B_Order_Replacement_Parts',
    ]);
    items.mockResolvedValue([{ ...ITEM, customerPartNumber: 'BLU-12345' }]);
    prices.mockResolvedValue([
      { partNumber: '123-4567', price: 1234.5, priceWithheld: false, quantity: 1, currency: 'USD' },
    ]);
    renderPage();
    expect(await screen.findByText('Blue Ridge Line Part #')).toBeInTheDocument();
    expect(screen.getByTestId('customer-part-number')).toHaveTextContent('BLU-12345');
    await waitFor(() => expect(prices).toHaveBeenCalled());
    expect(screen.queryByTestId('product-price')).not.toBeInTheDocument();
    expect(buyBox()).not.toHaveTextContent('$');
    expect(within(buyBox()).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('keeps Add to Cart, and shows neither a price nor a not-orderable message, when the API withholds the price', async () => {
    // what the API answers a business buyer without B2B_See_Replacement_Parts_Pricing (issue 34)
    signIn({ isValidatedB2BUser: true, registrationType: 'B2B' }, ['B2B_Order_Replacement_Parts']);
    items.mockResolvedValue([{ ...ITEM, displayPrice: null, priceWithheld: true }]);
    prices.mockResolvedValue([
      { partNumber: '123-4567', price: null, priceWithheld: true, quantity: 1, currency: 'USD' },
    ]);
    renderPage();
    await screen.findByTestId('availability');
    await waitFor(() => expect(prices).toHaveBeenCalled());
    expect(await within(buyBox()).findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-price')).not.toBeInTheDocument();
    expect(buyBox()).not.toHaveTextContent('$');
    expect(buyBox()).not.toHaveTextContent('cannot be ordered online');
  });

  it('gives a worldwide user the international not-orderable message and no Add to Cart', async () => {
    signIn({ isValidatedB2BUser: true, registrationType: 'B2B', locale: 'en' }, [
      'B2B_Order_Replacement_Parts',
      'B2B_See_Replacement_Parts_Pricing',
    ]);
    setLocale('en');
    items.mockResolvedValue([{ ...ITEM, orderable: false }]);
    prices.mockResolvedValue([
      { partNumber: '123-4567', price: 1234.5, priceWithheld: false, quantity: 1, currency: 'USD' },
    ]);
    renderPage();
    await screen.findByTestId('availability');
    expect(await within(buyBox()).findByText(new RegExp(brand.internationalSalesEmail))).toHaveTextContent(
      `This item cannot be ordered online but please email us at ${brand.internationalSalesEmail} to place an order.`,
    );
    expect(within(buyBox()).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('treats a null price as not purchasable: the domestic message, no price, no Add to Cart', async () => {
    items.mockResolvedValue([{ ...ITEM, displayPrice: null }]);
    renderPage();
    await screen.findByTestId('availability');
    expect(
      await within(buyBox()).findByText(
        `This item cannot be ordered online but please call us at 1-877-GO-${brand.product}, Option 1 to place an order.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('product-price')).not.toBeInTheDocument();
    expect(within(buyBox()).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('says when the part does not exist', async () => {
    items.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
  });
});
