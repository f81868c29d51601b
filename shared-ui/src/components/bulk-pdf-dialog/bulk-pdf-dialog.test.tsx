import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkPdfDialog, type BulkPdfDialogProps } from './bulk-pdf-dialog';
import { canConfirm, defaultScope, isUsableCount } from './bulk-pdf-rules';

function setup(props: Partial<BulkPdfDialogProps> = {}) {
  const onConfirm = jest.fn<Promise<void>, Parameters<BulkPdfDialogProps['onConfirm']>>(() =>
    Promise.resolve(),
  );
  const onClose = jest.fn();
  render(
    <BulkPdfDialog
      open
      selectedCount={3}
      resultCount={40}
      onConfirm={onConfirm}
      describeError={(error, fallback) => (error instanceof Error ? `described: ${error.message}` : fallback)}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('bulk PDF rules', () => {
  it('a set is usable from 1 to the maximum', () => {
    expect(isUsableCount(0)).toBe(false);
    expect(isUsableCount(1)).toBe(true);
    expect(isUsableCount(250)).toBe(true);
    expect(isUsableCount(251)).toBe(false);
  });

  it('chooses the selection first, else the result set, else nothing', () => {
    expect(defaultScope(3, 40)).toBe('SELECTED');
    expect(defaultScope(0, 40)).toBe('ALL');
    expect(defaultScope(0, 251)).toBeNull();
    expect(canConfirm(null, 0, 251)).toBe(false);
    expect(canConfirm('ALL', 0, 251)).toBe(false);
  });
});

describe('BulkPdfDialog', () => {
  it('sends the selection as individual PDFs by default, then says a link will be e-mailed', async () => {
    const { user, onConfirm } = setup();
    expect(screen.getByRole('radio', { name: 'Selected (3)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Individual PDFs' })).toBeChecked();
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ scope: 'SELECTED', delivery: 'INDIVIDUAL' });
    expect(await screen.findByRole('status')).toHaveTextContent(/link .* emailed/);
  });

  it('sends the entire result set as one combined PDF when chosen', async () => {
    const { user, onConfirm } = setup();
    await user.click(screen.getByRole('radio', { name: 'Entire result set (40)' }));
    await user.click(screen.getByRole('radio', { name: 'One combined PDF' }));
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ scope: 'ALL', delivery: 'COMBINED' });
  });

  it('refuses sets above the maximum and disables confirm when neither set is usable', () => {
    setup({ selectedCount: 0, resultCount: 251 });
    expect(screen.getByRole('radio', { name: 'Selected (0)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Entire result set (251)' })).toBeDisabled();
    expect(screen.getByText('The number of PDFs cannot exceed 250')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('shows the failure and stays on the selection step', async () => {
    const { user, onConfirm } = setup();
    onConfirm.mockRejectedValueOnce(new Error('The number of PDFs cannot exceed 250'));
    await user.click(confirmButton());
    // the caller's describeError decides the text
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'described: The number of PDFs cannot exceed 250',
    );
    expect(confirmButton()).toBeEnabled();
  });
});
