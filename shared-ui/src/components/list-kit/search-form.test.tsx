import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, SearchForm, SearchSelect } from './search-form';

it('is a search landmark whose Search (or Enter) searches, its fields reporting their values', async () => {
  const onSearch = jest.fn();
  const onQuery = jest.fn();
  const onStatus = jest.fn();
  render(
    <SearchForm label="Search APNs" onSearch={onSearch}>
      <SearchBox value="" onChange={onQuery} placeholder="APN number or title" />
      <SearchSelect
        label="Status"
        value="OPEN"
        options={[
          { value: 'OPEN', label: 'Open' },
          { value: 'ALL', label: 'All' },
        ]}
        onChange={onStatus}
      />
    </SearchForm>,
  );
  const form = screen.getByRole('search', { name: 'Search APNs' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x{Enter}');
  expect(onQuery).toHaveBeenCalledWith('x');
  expect(onSearch).toHaveBeenCalledTimes(1);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
  expect(onStatus).toHaveBeenCalledWith('ALL');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenCalledTimes(2);
  expect(form).toContainElement(screen.getByRole('button', { name: 'Search' }));
});
