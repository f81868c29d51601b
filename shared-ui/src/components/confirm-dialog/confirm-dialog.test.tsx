import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Delete list"
      message="The changes you made will be lost if you navigate away from this page."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('is a modal dialog named by the title and described by the message', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Delete list' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'The changes you made will be lost if you navigate away from this page.',
    );
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses default labels Confirm / Cancel and a danger confirm button', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveClass('pui-button--danger');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('pui-button--secondary');
  });

  it('uses custom labels and variant', () => {
    setup({ confirmLabel: 'Delete', cancelLabel: 'Keep', confirmVariant: 'primary' });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('pui-button--primary');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('starts with focus on the cancel button', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('calls onConfirm from the confirm button only', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel and close buttons', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores Escape like every generic modal', async () => {
    const { user, onCancel, onConfirm } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can hide the close button', () => {
    setup({ showCloseButton: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('while loading, shows a busy confirm button and blocks every way out', async () => {
    const { user, onConfirm, onCancel } = setup({ loading: true });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
