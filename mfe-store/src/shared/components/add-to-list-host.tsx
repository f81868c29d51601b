// The add-to-list dialog is opened by a hook from any store page, so (like the added-to-cart modal) it lives in a
// modal host of its own (shared/modal-host).
import { createModalHost } from '../modal-host';
import { AddToListDialog } from './add-to-list-dialog';

const host = createModalHost<{ partNumber: string; quantity: number }>(
  'store-add-to-list-host',
  (request, close) => (
    <AddToListDialog partNumber={request.partNumber} quantity={request.quantity} onClose={close} />
  ),
);

export const openAddToListDialog = (partNumber: string, quantity: number): void =>
  host.open({ partNumber, quantity });
