import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { setGuest } from '@portal/shared-session';
import { brand } from '@portal/rules';
import { fetchAutocomplete } from '../../../shared/api/catalogue-api';
import type { Autocomplete } from '../../../shared/types/catalogue';
import { StoreSearchBox } from './store-search-box';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../../../shared/api/catalogue-api', () => ({
  ...jest.requireActual('../../../shared/api/catalogue-api'),
  fetchAutocomplete: jest.fn(),
}));

const autocompleteMock = fetchAutocomplete as jest.MockedFunction<typeof fetchAutocomplete>;
const navigateMock = navigateToUrl as jest.MockedFunction<typeof navigateToUrl>;

const SUGGESTIONS: Autocomplete = {
  products: [
    { partNumber: '100-0001', displayName: 'Boom Cylinder Seal Kit', thumbnailUrl: '/api/images/a.svg' },
    { partNumber: '100-0002', displayName: 'Boom Wear Pad', thumbnailUrl: null },
  ],
  categories: [{ value: 'Aerial Devices > Booms', name: 'Booms', level: 1, count: 12 }],
  brands: [{ value: 'Altura', count: 40 }],
  correctedQuery: null,
};

function setup(variant: 'desktop' | 'mobile' = 'desktop') {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<StoreSearchBox variant={variant} />);
  return { user, input: screen.getByRole('combobox', { name: 'Search the store' }) };
}

describe('StoreSearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setGuest();
    autocompleteMock.mockReset();
    navigateMock.mockReset();
    autocompleteMock.mockResolvedValue(SUGGESTIONS);
  });
  afterEach(() => jest.useRealTimers());

  it('has a labelled Store / Main Site choice and the desktop or mobile placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search keywords, product, model or part #');
    const scope = screen.getByRole('combobox', { name: 'Search in' });
    expect(scope).toHaveDisplayValue('Store');
    expect([...(scope as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Store', 'Main Site']);
  });

  it('uses the short placeholder on mobile', () => {
    const { input } = setup('mobile');
    expect(input).toHaveAttribute('placeholder', 'Search');
  });

  it('asks for suggestions only from 3 characters, once, after the 350 ms debounce', async () => {
    const { user, input } = setup();
    await user.type(input, 'bo');
    act(() => jest.advanceTimersByTime(1000));
    expect(autocompleteMock).not.toHaveBeenCalled();
    await user.type(input, 'om');
    act(() => jest.advanceTimersByTime(349));
    expect(autocompleteMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(autocompleteMock).toHaveBeenCalledTimes(1);
    expect(autocompleteMock.mock.calls[0]![1]).toBe('boom');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'PRODUCTS' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'CATEGORIES' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'BRANDS' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('listbox', { name: 'Search suggestions' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Boom Cylinder Seal Kit', 'Boom Wear Pad', 'Aerial Devices > Booms', 'Altura']);
  });

  it('moves through the suggestions with the arrow keys and opens the active one with Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'boom');
    await act(async () => jest.advanceTimersByTime(350));
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Boom Cylinder Seal Kit' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Aerial Devices > Booms' }).id,
    );
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // wraps from the first option to the last
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Altura' }).id);
    await user.keyboard('{Enter}');
    expect(navigateMock).toHaveBeenCalledWith('/pages/store/search?brand=Altura&page=1');
  });

  it('closes the suggestions with Escape and keeps the text', async () => {
    const { user, input } = setup();
    await user.type(input, 'boom');
    await act(async () => jest.advanceTimersByTime(350));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('boom');
  });

  it('opens a suggestion clicked with the mouse', async () => {
    const { user, input } = setup();
    await user.type(input, 'boom');
    await act(async () => jest.advanceTimersByTime(350));
    await user.click(screen.getByRole('option', { name: 'Boom Wear Pad' }));
    expect(navigateMock).toHaveBeenCalledWith('/pages/store/product-detail/100-0002/100-0002');
  });

  it('submits to the search page, or straight to the product when there is exactly one product suggestion', async () => {
    const { user, input } = setup();
    await user.type(input, 'boom{Enter}');
    await act(async () => jest.advanceTimersByTime(0));
    expect(navigateMock).toHaveBeenLastCalledWith('/pages/store/search?q=boom&page=1');

    autocompleteMock.mockResolvedValue({ ...SUGGESTIONS, products: [SUGGESTIONS.products[0]!] });
    await user.clear(input);
    // submitted before the debounce answered: the box asks at once
    await user.type(input, 'seal kit{Enter}');
    await act(async () => jest.advanceTimersByTime(0));
    expect(navigateMock).toHaveBeenLastCalledWith('/pages/store/product-detail/100-0001/100-0001');
  });

  it('searches page 1 for an empty query', async () => {
    const { user, input } = setup();
    await user.type(input, '{Enter}');
    expect(navigateMock).toHaveBeenCalledWith('/pages/store/search?page=1');
    expect(autocompleteMock).not.toHaveBeenCalled();
  });

  it('sends a Main Site search to the main website with ?s= and offers no suggestions', async () => {
    const { user, input } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'Main Site');
    const mainInput = screen.getByRole('combobox', { name: 'Search the main site' });
    expect(mainInput).toBe(input);
    await user.type(mainInput, 'cranes');
    act(() => jest.advanceTimersByTime(1000));
    expect(autocompleteMock).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(navigateMock).toHaveBeenCalledWith(`${brand.mainSiteUrl}/?s=cranes`);
  });
});
