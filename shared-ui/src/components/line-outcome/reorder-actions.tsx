// The two reorder buttons of an order (the dashboard's order detail, My Account's order history): every line, or
// the lines chosen with the lines' checkboxes.
import { Button } from '@portal/shared-ui/button';
import './line-outcome.css';

export interface ReorderActionsProps {
  orderNumber: string;
  chosen: number;
  pending: boolean;
  onReorder: (which: 'all' | 'chosen') => void;
}

export function ReorderActions({ orderNumber, chosen, pending, onReorder }: ReorderActionsProps) {
  return (
    <div className="pui-reorder-actions" role="group" aria-label={`Reorder order ${orderNumber}`}>
      <Button loading={pending} onClick={() => onReorder('all')}>
        Reorder All
      </Button>
      <Button variant="secondary" disabled={chosen === 0 || pending} onClick={() => onReorder('chosen')}>
        Reorder Selected ({chosen})
      </Button>
    </div>
  );
}
