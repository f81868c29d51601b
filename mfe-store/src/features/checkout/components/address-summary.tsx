import { formatAddressLines } from '@portal/shared-ui/address-dialogs';
import type { CheckoutAddress } from '../types/checkout-types';

export function AddressSummary({ address }: { address: CheckoutAddress }) {
  return (
    <address className="checkout-address-summary">
      {formatAddressLines(address, { withName: true }).map((line, index) => (
        <span key={`${index}-${line}`}>{line}</span>
      ))}
    </address>
  );
}
