import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AddressPicker, type PickerAddress } from './address-picker';
import type { AddressPageRequest } from './use-address-pages';

function address(id: string, extra: Partial<PickerAddress> = {}): PickerAddress {
  return {
    addressId: id,
    addressName: `Site ${id}`,
    address1: `${id} Main St`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
    ...extra,
  };
}

function Harness({
  loadPage,
  initial = null,
}: {
  loadPage: (r: AddressPageRequest) => Promise<PickerAddress[]>;
  initial?: PickerAddress | null;
}) {
  const [selected, setSelected] = useState<PickerAddress | null>(initial);
  return (
    <>
      <AddressPicker
        legend="Shipping Address"
        searchLabel="Search shipping addresses"
        loadPage={loadPage}
        describeError={(error, fallback) =>
          error instanceof Error ? `described: ${error.message}` : fallback
        }
        selected={selected}
        onSelect={setSelected}
        pageSize={2}
        debounceMs={500}
      />
      <output data-testid="chosen">{selected?.addressId ?? ''}</output>
    </>
  );
}

describe('AddressPicker', () => {
  afterEach(() => jest.useRealTimers());

  it('loads page 0, marks defaults and favourites, lists them first, and selects by keyboard', async () => {
    const loadPage = jest.fn(async () => [
      address('1'),
      address('2', { isFavorite: true }),
      address('3', { isDefault: true }),
    ]);
    render(<Harness loadPage={loadPage} />);
    const group = await screen.findByRole('group', { name: 'Shipping Address' });
    const radios = await screen.findAllByRole('radio');
    expect(loadPage).toHaveBeenCalledWith({ query: '', page: 0, size: 2 });
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['3', '2', '1']);
    expect(group).toHaveTextContent('Default');
    expect(group).toHaveTextContent('Favorite');

    const user = userEvent.setup();
    await user.click(radios[1] as HTMLElement);
    expect(screen.getByTestId('chosen')).toHaveTextContent('2');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('1');
  });

  it('shows more until an empty page, then says no more addresses were returned', async () => {
    const pages = [[address('1'), address('2')], [address('3')], []];
    const loadPage = jest.fn(async (r: AddressPageRequest) => pages[r.page] ?? []);
    render(<Harness loadPage={loadPage} />);
    const user = userEvent.setup();
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByRole('radio', { name: /Site 3/ })).toBeInTheDocument();
    expect(screen.queryByText('No more addresses were returned')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByText('No more addresses were returned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(loadPage.mock.calls.map(([r]) => r.page)).toEqual([0, 1, 2]);
  });

  it('debounces the search by 500 ms and searches from page 0', async () => {
    jest.useFakeTimers();
    const loadPage = jest.fn(async (r: AddressPageRequest) =>
      r.query ? [address('9', { addressName: 'Yard' })] : [address('1')],
    );
    render(<Harness loadPage={loadPage} />);
    await screen.findByRole('radio', { name: /Site 1/ });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Search shipping addresses'), 'yard');
    act(() => jest.advanceTimersByTime(499));
    expect(loadPage).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('radio', { name: /Yard/ })).toBeInTheDocument();
    expect(loadPage).toHaveBeenLastCalledWith({ query: 'yard', page: 0, size: 2 });
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('keeps a pre-selected address visible when the search does not return it', async () => {
    const loadPage = jest.fn(async () => [address('1')]);
    render(<Harness loadPage={loadPage} initial={address('7', { isDefault: true })} />);
    const chosen = await screen.findByRole('radio', { name: /Site 7/ });
    expect(chosen).toBeChecked();
  });

  it('shows a failed page with a retry', async () => {
    const loadPage = jest
      .fn<Promise<PickerAddress[]>, [AddressPageRequest]>()
      .mockRejectedValueOnce(new Error('Address search is unavailable.'))
      .mockResolvedValueOnce([address('1')]);
    render(<Harness loadPage={loadPage} />);
    // the caller's describeError decides the text
    expect(await screen.findByRole('alert')).toHaveTextContent('described: Address search is unavailable.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: /Site 1/ })).toBeInTheDocument();
  });
});
