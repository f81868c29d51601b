// The punchout user's way to finish: the cart goes back to the procurement system as OCI fields (spec 1, 3).
// Rendered by the cart page for punchout users; checkout is never offered to them.
import { useState } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { userMessageOf } from '@portal/api-client';
import { fetchPunchoutCartReturn } from '../api/punchout-api';
import { submitOciForm } from '../utils/oci-form';

export interface ReturnCartToProcurementProps {
  /** e.g. the cart is empty or still saving */
  disabled?: boolean;
  block?: boolean;
}

export function ReturnCartToProcurement({ disabled = false, block = true }: ReturnCartToProcurementProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function returnCart() {
    setBusy(true);
    setError(null);
    try {
      const cart = await fetchPunchoutCartReturn();
      submitOciForm(cart);
      // a target other than this window leaves the page here: let the user press again if needed
      setBusy(false);
    } catch (failure) {
      setError(
        userMessageOf(
          failure,
          'Your cart could not be returned to your procurement system. Please try again.',
        ),
      );
      setBusy(false);
    }
  }

  return (
    <div className="punchout-return">
      <Button block={block} onClick={() => void returnCart()} loading={busy} disabled={disabled}>
        Return Cart to Procurement System
      </Button>
      {error && <Alert kind="danger">{error}</Alert>}
    </div>
  );
}
