import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'orders', label: 'Orders' },
  { id: 'notes', label: 'Notes' },
];

function Harness({ initial = 'profile' }: { initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs label="Customer" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the tab list, marks the selected tab and labels its panel by it', () => {
    render(<Harness initial="orders" />);
    expect(screen.getByRole('tablist', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Orders' });
    expect(panel).toHaveTextContent('Panel of orders');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-controls', panel.id);
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of orders');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of profile');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of notes');
  });

  it('selects by click; an unknown selection shows the first tab', async () => {
    const user = userEvent.setup();
    render(<Harness initial="nonsense" />);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('Panel of notes');
  });
});
