import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('dismisses itself after 5000 ms by default', () => {
    const onDismiss = jest.fn();
    render(<Toast toast={info} onDismiss={onDismiss} />);
    advance(4999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('uses the durationMs prop, and the toast own durationMs before it', () => {
    const onDismiss = jest.fn();
    const { unmount } = render(<Toast toast={info} onDismiss={onDismiss} durationMs={1000} />);
    advance(1000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unmount();

    const own = jest.fn();
    render(<Toast toast={{ ...info, durationMs: 200 }} onDismiss={own} durationMs={1000} />);
    advance(200);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('a sticky toast never dismisses itself', () => {
    const onDismiss = jest.fn();
    render(<Toast toast={{ ...info, kind: 'error', sticky: true }} onDismiss={onDismiss} />);
    advance(10 * 60 * 1000);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('the close button (aria-label "Close") dismisses, sticky or not', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    render(<Toast toast={{ ...info, sticky: true }} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('supports a custom close label', () => {
    render(<Toast toast={info} onDismiss={jest.fn()} closeLabel="Dismiss notification" />);
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });

  it('does not restart its countdown when re-rendered with a new onDismiss', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Toast toast={info} onDismiss={first} />);
    advance(3000);
    rerender(<Toast toast={{ ...info }} onDismiss={second} />);
    advance(2000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const onDismiss = jest.fn();
    const { container } = render(<Toast toast={info} onDismiss={onDismiss} />);
    const toast = container.querySelector('.pui-toast') as HTMLElement;
    advance(3000);
    fireEvent.mouseEnter(toast);
    advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    advance(1999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while focus is inside it', () => {
    const onDismiss = jest.fn();
    render(
      <>
        <Toast toast={info} onDismiss={onDismiss} />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(5000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when unmounted', () => {
    const onDismiss = jest.fn();
    const { unmount } = render(<Toast toast={info} onDismiss={onDismiss} />);
    unmount();
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('dismisses once, on time, under StrictMode', () => {
    const onDismiss = jest.fn();
    render(
      <StrictMode>
        <Toast toast={info} onDismiss={onDismiss} />
      </StrictMode>,
    );
    advance(4999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
