import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with the default label "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('uses a custom label', () => {
    render(<Spinner label="Loading availability info" />);
    expect(screen.getByRole('status', { name: 'Loading availability info' })).toBeInTheDocument();
  });

  it.each(['sm', 'md', 'lg'] as const)('applies size %s', (size) => {
    render(<Spinner size={size} />);
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveClass(`pui-spinner--${size}`);
    expect(spinner).toHaveAttribute('data-size', size);
  });

  it('defaults to the medium size and keeps extra classes and attributes', () => {
    render(<Spinner className="extra" data-testid="s" />);
    const spinner = screen.getByTestId('s');
    expect(spinner).toHaveClass('pui-spinner', 'pui-spinner--md', 'extra');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
