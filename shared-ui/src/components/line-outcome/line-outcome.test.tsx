import { render, screen } from '@testing-library/react';
import { LineOutcome } from './line-outcome';

it('says how many lines went in, quietly when every line did', () => {
  render(<LineOutcome added={3} refused={[]} />);
  expect(screen.getByRole('status')).toHaveTextContent('3 lines added to your cart.');
});

it('names each refused line with its reason, as an alert', () => {
  render(
    <LineOutcome
      added={1}
      refused={[
        { key: '3', label: 'Line 3 · Part 100-0003', message: 'Part 100-0003 is no longer sold online.' },
        { key: '5', label: 'Line 5 · Part 771-0001', message: 'Part 771-0001 has been discontinued.' },
      ]}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('1 line added to your cart.');
  expect(alert).toHaveTextContent('2 lines could not be added:');
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual([
    'Line 3 · Part 100-0003: Part 100-0003 is no longer sold online.',
    'Line 5 · Part 771-0001: Part 771-0001 has been discontinued.',
  ]);
});

it('says so when nothing went in', () => {
  render(<LineOutcome added={0} refused={[{ key: '1', label: 'Line 1', message: 'No.' }]} />);
  expect(screen.getByRole('alert')).toHaveTextContent('No lines were added to your cart.');
});
