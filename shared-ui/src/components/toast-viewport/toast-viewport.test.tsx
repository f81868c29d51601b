import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastViewport } from './toast-viewport';
import { removeToast } from '../toast/toast-queue';
import type { ToastData } from '../toast/toast-types';

const STICKY_MESSAGE =
  'Some functionality may currently be unavailable. We apologize for the inconvenience. Please attempt to refresh the page, or contact us at support@example.com';

const initial: ToastData[] = [
  { id: 'one', message: 'Saved', kind: 'success' },
  { id: 'two', message: STICKY_MESSAGE, kind: 'error' },
  { id: 'three', message: 'Heads up', kind: 'warning' },
];

function Shell({ toasts = initial }: { toasts?: ToastData[] }) {
  const [list, setList] = useState(toasts);
  return <ToastViewport toasts={list} onDismiss={(id) => setList((current) => removeToast(current, id))} />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('ToastViewport', () => {
  it('renders no list when there are no toasts', () => {
    render(<ToastViewport toasts={[]} onDismiss={jest.fn()} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders each toast in a list inside a named region (a landmark) with the right roles', () => {
    render(<Shell />);
    const list = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([STICKY_MESSAGE, 'Heads up']);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3);
  });

  it('keeps every toast until its close button is pressed (spec: sticky)', () => {
    render(<Shell />);
    advance(600_000);
    for (const message of ['Saved', STICKY_MESSAGE, 'Heads up'])
      expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('removes a toast through its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Shell toasts={[initial[1] as ToastData]} />);
    const item = screen.getByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(STICKY_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the other toasts when one is closed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Shell />);
    const saved = screen.getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(saved).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('calls onDismiss with the id when closed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    render(<ToastViewport toasts={[{ id: 'id-7', message: 'M', kind: 'info' }]} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith('id-7');
  });
});
