import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmbiguousAddressDialog } from './ambiguous-address-dialog';
import { SuggestedAddressDialog } from './suggested-address-dialog';
import { addressValidationErrorMessage } from './address-messages';
import { formatAddressLines } from './format-address';

describe('address dialogs', () => {
  it('AMBIGUOUS ADDRESS says the spec text and answers Close / Accept', async () => {
    const onClose = jest.fn();
    const onAccept = jest.fn();
    render(<AmbiguousAddressDialog open onClose={onClose} onAccept={onAccept} />);
    const dialog = screen.getByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
    expect(dialog).toHaveAccessibleDescription(
      'The Address validation service does not recognize this address. Using this address could cause a delay in your shipment or your shipment being returned to the shipper. Would you like proceed with this address?',
    );
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('the suggested variant shows both addresses with Yes / No, or only OK without a suggestion', async () => {
    const entered = { address1: '100 Congress Ave', city: 'Austen', state: 'TX', postalCode: '78701' };
    const onUseSuggested = jest.fn();
    const onDecline = jest.fn();
    const { rerender } = render(
      <SuggestedAddressDialog
        open
        entered={entered}
        suggested={{ ...entered, city: 'Austin' }}
        onUseSuggested={onUseSuggested}
        onDecline={onDecline}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
    expect(dialog).toHaveTextContent('The address entered appears to be incomplete');
    expect(dialog).toHaveTextContent('Austen, TX 78701');
    expect(dialog).toHaveTextContent('Austin, TX 78701');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onUseSuggested).toHaveBeenCalledTimes(1);
    expect(onDecline).toHaveBeenCalledTimes(1);

    rerender(
      <SuggestedAddressDialog
        open
        entered={entered}
        suggested={null}
        onUseSuggested={onUseSuggested}
        onDecline={onDecline}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDecline).toHaveBeenCalledTimes(2);
  });

  it('the validation error names the phone number it is given', () => {
    expect(addressValidationErrorMessage('877-462-5832')).toBe(
      'Error validating address provided. Please check your input and try again. If you continue to experience problems, please call 877-462-5832.',
    );
  });

  it('prints an address as lines', () => {
    expect(
      formatAddressLines(
        {
          addressName: 'Home',
          address1: '1 A St',
          address2: '',
          city: 'Ottawa',
          province: 'ON',
          postalCode: 'K1P 1J1',
          country: 'CA',
        },
        { withName: true },
      ),
    ).toEqual(['Home', '1 A St', 'Ottawa, ON K1P 1J1', 'CA']);
  });
});
