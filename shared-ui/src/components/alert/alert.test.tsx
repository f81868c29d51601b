import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, alertRole } from './alert';

describe('Alert', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['danger', 'alert'],
  ] as const)('a %s alert has role %s', (kind, role) => {
    render(<Alert kind={kind}>Scheduled maintenance tonight</Alert>);
    const element = screen.getByRole(role);
    expect(element).toHaveTextContent('Scheduled maintenance tonight');
    expect(element).toHaveClass(`pui-alert--${kind}`);
    expect(alertRole(kind)).toBe(role);
  });

  it('defaults to info (status)', () => {
    render(<Alert>Note</Alert>);
    expect(screen.getByRole('status')).toHaveClass('pui-alert--info');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a title before the message', () => {
    render(
      <Alert kind="danger" title="Error">
        Error registering user
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorError registering user');
  });

  it('has no close button unless onDismiss is given, which the button calls', async () => {
    const { rerender } = render(<Alert>Note</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const onDismiss = jest.fn();
    rerender(<Alert onDismiss={onDismiss}>Note</Alert>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('passes other attributes and classes through', () => {
    render(
      <Alert
        id="banner"
        className="site-banner"
        aria-label="Site banner"
        dismissLabel="Hide"
        onDismiss={jest.fn()}
      >
        Note
      </Alert>,
    );
    const element = screen.getByRole('status', { name: 'Site banner' });
    expect(element).toHaveAttribute('id', 'banner');
    expect(element).toHaveClass('pui-alert', 'site-banner');
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });
});
