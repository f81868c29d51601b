import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDisclosure } from './filter-disclosure';

it('keeps the filters closed at first and opens and closes them by its toggle', async () => {
  render(
    <FilterDisclosure chosen={0}>
      <label>
        <input type="checkbox" /> Digger Derricks
      </label>
    </FilterDisclosure>,
  );
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('checkbox', { name: 'Digger Derricks' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('checkbox', { name: 'Digger Derricks' })).toBeVisible();
  expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
    screen.getByRole('checkbox', { name: 'Digger Derricks' }),
  );
  await userEvent.click(toggle);
  expect(screen.queryByRole('checkbox', { name: 'Digger Derricks' })).not.toBeInTheDocument();
});

it('says how many values are chosen while closed', () => {
  render(
    <FilterDisclosure chosen={2}>
      <p>facets</p>
    </FilterDisclosure>,
  );
  expect(screen.getByRole('button', { name: 'Filters (2 chosen)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
