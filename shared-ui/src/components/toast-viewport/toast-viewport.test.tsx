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
  { id: 'two', message: STICKY_MESSAGE, kind: 'error', sticky: true },
  { id: 'three', message: 'Heads up', kind: 'warning', durationMs: 8000 },
];

function Shell({ toasts = initial, durationMs }: { toasts?: ToastData[]; durationMs?: number }) {
  const [list, setList] = useState(toasts);
  return (
    <ToastViewport
      toasts={list}
      onDismiss={(id) => setList((current) => removeToast(current, id))}
      durationMs={durationMs}
    />
  );
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
  });

  it('renders each toast in a labelled list with the right roles', () => {
    render(<Shell />);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([STICKY_MESSAGE, 'Heads up']);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3);
  });

  it('auto-dismisses non-sticky toasts (default 5000 ms, or their own duration) and keeps sticky ones', () => {
    render(<Shell />);
    advance(5000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    advance(3000);
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
    advance(600_000);
    expect(screen.getByText(STICKY_MESSAGE)).toBeInTheDocument();
  });

  it('passes its durationMs to the toasts', () => {
    render(<Shell toasts={[{ id: 'q', message: 'Quick', kind: 'info' }]} durationMs={1500} />);
    advance(1499);
    expect(screen.getByText('Quick')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('removes a sticky toast only through its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Shell toasts={[initial[1] as ToastData]} />);
    const item = screen.getByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(STICKY_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the other toasts counting when one is removed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <Shell
        toasts={[
          { id: 'a', message: 'Alpha', kind: 'info' },
          { id: 'b', message: 'Beta', kind: 'info' },
        ]}
      />,
    );
    advance(3000);
    const alpha = screen.getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(alpha).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Alpha')).not.toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('Beta')).not.toBeInTheDocument();
  });

  it('calls onDismiss with the id', () => {
    const onDismiss = jest.fn();
    render(<ToastViewport toasts={[{ id: 'id-7', message: 'M', kind: 'info' }]} onDismiss={onDismiss} />);
    advance(5000);
    expect(onDismiss).toHaveBeenCalledWith('id-7');
  });
});
