// /pages/dashboard/account/orders/details/{orderId}: one supply order loaded by id (supplyOrder), so the URL of an
// order can be opened and shared; its lines show ship dates and carrier tracking links. A buyer who may order
// parts reorders it (all lines or the chosen ones); the lines that could not go into the cart are named with why.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { canOrderParts, canViewPrices } from '@portal/rules';
import { loadCart, usePrivileges, useProfile } from '@portal/shared-session';
import { useParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { LineOutcome, ReorderActions, refusedOrderLines } from '@portal/shared-ui/line-outcome';
import { supplyOrderOptions } from './api/queries';
import { reorderSupplyOrder } from './api/reorder';
import { OrderDetail } from './components/order-detail';
import { RecordPage } from '../../shared/record-page';
import '../../shared/dashboard-pages.css';

export const ORDERS_PAGE = '/pages/dashboard/account/orders';

export default function OrderDetailPage() {
  const profile = useProfile();
  const privileges = usePrivileges();
  const prices = canViewPrices(profile, privileges);
  const ordering = canOrderParts(profile, privileges);
  const { orderId = '' } = useParams();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (lineNumber: number) =>
    setChosen((was) => {
      const next = new Set(was);
      if (!next.delete(lineNumber)) next.add(lineNumber);
      return next;
    });
  const reorder = useMutation({
    mutationFn: (lineNumbers: number[] | null) => reorderSupplyOrder(orderId, lineNumbers),
    // the cart was filled on the server: the header's count and the cart page read it again
    onSuccess: () => loadCart('supply-store'),
  });
  return (
    <RecordPage
      titleId="order-title"
      title="Order"
      back={{ to: ORDERS_PAGE, label: 'Back to Supply Orders' }}
      param="orderId"
      options={supplyOrderOptions}
      loadingLabel="Loading the order"
      failure="This order could not be loaded. Please try again."
    >
      {(data) => (
        <>
          <header className="dash-page__header">
            <h1 id="order-title">Order {data.orderNumber}</h1>
          </header>
          {ordering && (
            <ReorderActions
              orderNumber={data.orderNumber}
              chosen={chosen.size}
              pending={reorder.isPending}
              onReorder={(which) =>
                reorder.mutate(which === 'all' ? null : [...chosen].sort((x, y) => x - y))
              }
            />
          )}
          {reorder.isError && (
            <Alert kind="danger">{userMessageOf(reorder.error, 'The order could not be reordered.')}</Alert>
          )}
          {reorder.data && (
            <LineOutcome
              added={reorder.data.addedLineNumbers.length}
              refused={refusedOrderLines(reorder.data.refused)}
              onDismiss={reorder.reset}
            />
          )}
          <OrderDetail
            order={data}
            canViewPrices={prices}
            choice={ordering ? { chosen, toggle } : undefined}
          />
        </>
      )}
    </RecordPage>
  );
}
