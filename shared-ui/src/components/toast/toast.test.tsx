import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast, toastRole } from './toast';
import type { ToastData } from './toast-types';

const info: ToastData = {
  id: 't1',
  message: 'A new activation link has been sent to your email address.',
  kind: 'info',
};

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

describe('toastRole', () => {
  it('maps info and success to status, warning and error to alert', () => {
    expect(toastRole('info')).toBe('status');
    expect(toastRole('success')).toBe('status');
    expect(toastRole('warning')).toBe('alert');
    expect(toastRole('error')).toBe('alert');
  });
});

describe('Toast', () => {
  it.each([
    ['info', 'status', 'polite'],
    ['success', 'status', 'polite'],
    ['warning', 'alert', 'assertive'],
    ['error', 'alert', 'assertive'],
  ] as const)('a %s toast is a %s live region (%s)', (kind, role, live) => {
    render(<Toast toast={{ id: 'x', message: 'Hello', kind }} onDismiss={jest.fn()} />);
    const region = screen.getByRole(role);
    expect(region).toHaveTextContent('Hello');
    expect(region).toHaveAttribute('aria-live', live);
    expect(region).toHaveAttribute('aria-atomic', 'true');
  });

  it.each(['info', 'success', 'warning', 'error'] as const)(
    'a %s toast stays until its close button is pressed (spec: the toast widget is sticky)',
    (kind) => {
      const onDismiss = jest.fn();
      render(
        <StrictMode>
          <Toast toast={{ ...info, kind }} onDismiss={onDismiss} />
        </StrictMode>,
      );
      advance(10 * 60 * 1000);
      expect(onDismiss).not.toHaveBeenCalled();
      expect(screen.getByText(info.message as string)).toBeInTheDocument();
    },
  );

  it('the close button (aria-label "Close") dismisses', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    render(<Toast toast={info} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('supports a custom close label', () => {
    render(<Toast toast={info} onDismiss={jest.fn()} closeLabel="Dismiss notification" />);
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
