import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('renders a button with its label, defaulting to type="button", primary and medium', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('pui-button', 'pui-button--primary', 'pui-button--md');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('does not submit a surrounding form by default', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'link', 'danger'] as const)('applies the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(`pui-button--${variant}`);
  });

  it.each(['sm', 'md', 'lg'] as const)('applies the %s size', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(`pui-button--${size}`);
  });

  it('calls onClick when pressed', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when loading shows a spinner, is busy and disabled, and ignores clicks', async () => {
    const onClick = jest.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Create Account
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Create Account' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('.pui-spinner')).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows no spinner when not loading', () => {
    const { container } = render(<Button>Go</Button>);
    expect(container.querySelector('.pui-spinner')).not.toBeInTheDocument();
  });

  it('respects disabled without loading', () => {
    render(<Button disabled>Go</Button>);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('forwards its ref to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('passes native props and merges class names', () => {
    render(
      <Button className="mine" aria-describedby="hint" name="action" value="save" block>
        Go
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveClass('mine', 'pui-button', 'pui-button--block');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).toHaveAttribute('name', 'action');
    expect(button).toHaveAttribute('value', 'save');
  });
});
