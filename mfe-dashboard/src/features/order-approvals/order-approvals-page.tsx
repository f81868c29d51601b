// /pages/dashboard/admin/orderApprovals (issue 39, Administration): a customer administrator's orders awaiting
// approval (placed above their buyer's spending limit), each approved or rejected with a note; and the spending
// limits of the company's users and roles, set with the shared form rules and removed after a confirmation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { userMessageOf } from '@portal/api-client';
import { allowsPrivileges } from '@portal/rules/access';
import {
  approvalDecisionFormSchema,
  spendingLimitFormSchema,
  type ApprovalDecisionFormValues,
  type SpendingLimitFormValues,
} from '@portal/rules/validation';
import {
  formatDate,
  formatMoney,
  showToast,
  usePrivileges,
  useProfile,
  useSelectedOrganization,
  useSession,
} from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { Link } from '@portal/shared-session/routing';
import { useListMutation, useServerList } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { DataTable, Pager, type DataColumn } from '@portal/shared-ui/list-kit';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  APPROVAL_PAGE_SIZE,
  approvalKeys,
  approvalSearchOptions,
  decideApproval,
  removeSpendingLimit,
  setSpendingLimit,
  spendingLimitKeys,
  spendingLimitsOptions,
} from './order-approvals';
import '../../shared/dashboard-pages.css';

const NO_FILTER: Record<string, never> = {};

interface PendingOrder {
  orderId: string;
  orderNumber: string;
  buyerName: string | null;
  buyerEmail: string | null;
  requestedAt: string;
  total: number;
  currency: string;
  spendingLimit: number;
}

/** Approve or reject one order, with a note (required to reject). */
function DecisionDialog({
  order,
  decision,
  onClose,
}: {
  order: PendingOrder;
  decision: 'APPROVE' | 'REJECT';
  onClose: () => void;
}) {
  const decide = useListMutation({
    mutationFn: decideApproval,
    invalidates: [approvalKeys.all],
    errorMessage: (error) => userMessageOf(error, 'The order could not be decided. Please try again.'),
    onSuccess: (result) => {
      showToast({
        kind: 'success',
        message:
          result.status === 'BOOKED'
            ? `Order ${result.orderNumber} was approved.`
            : `Order ${result.orderNumber} was rejected.`,
      });
      onClose();
    },
  });
  const verb = decision === 'APPROVE' ? 'Approve' : 'Reject';
  const initial: ApprovalDecisionFormValues = { decision, note: '' };
  return (
    <Modal open title={`${verb} order ${order.orderNumber}`} onClose={onClose}>
      <Formik
        initialValues={initial}
        validationSchema={approvalDecisionFormSchema}
        onSubmit={(values) =>
          decide.mutateAsync({ orderId: order.orderId, ...values }).catch(() => undefined)
        }
      >
        <Form noValidate>
          <p>
            {order.buyerName ?? order.buyerEmail} ordered {formatMoney(order.total, order.currency)}, above
            their spending limit of {formatMoney(order.spendingLimit, order.currency)}.
          </p>
          <TextField
            name="note"
            label={decision === 'REJECT' ? 'Note to the buyer (required)' : 'Note to the buyer'}
            maxLength={1000}
            required={decision === 'REJECT'}
          />
          <div className="dash-toolbar">
            <Button
              type="submit"
              variant={decision === 'REJECT' ? 'danger' : 'primary'}
              loading={decide.isPending}
            >
              {verb} order
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}

function AwaitingApproval() {
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: APPROVAL_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    filterOf: () => NO_FILTER,
    request: (s) => ({ page: s.page - 1, size: APPROVAL_PAGE_SIZE }),
    query: approvalSearchOptions,
    total: (answer) => answer.totalRecords,
  });
  const [deciding, setDeciding] = useState<{ order: PendingOrder; decision: 'APPROVE' | 'REJECT' } | null>(
    null,
  );
  const columns: DataColumn<PendingOrder>[] = [
    {
      field: 'orderNumber',
      label: 'Order',
      cell: (o) => (
        <Link to={`/pages/dashboard/account/orders/details/${encodeURIComponent(o.orderId)}`}>
          {o.orderNumber}
        </Link>
      ),
    },
    { field: 'buyer', label: 'Buyer', cell: (o) => o.buyerName ?? o.buyerEmail ?? '' },
    { field: 'requestedAt', label: 'Placed', cell: (o) => formatDate(o.requestedAt) },
    { field: 'total', label: 'Total', cell: (o) => formatMoney(o.total, o.currency) },
    {
      field: 'spendingLimit',
      label: 'Spending limit',
      cell: (o) => formatMoney(o.spendingLimit, o.currency),
    },
    {
      field: 'actions',
      label: 'Decision',
      cell: (o) => (
        <div className="dash-toolbar">
          <Button
            onClick={() => setDeciding({ order: o, decision: 'APPROVE' })}
            aria-label={`Approve order ${o.orderNumber}`}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDeciding({ order: o, decision: 'REJECT' })}
            aria-label={`Reject order ${o.orderNumber}`}
          >
            Reject
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="approvals-waiting">
      <h2 id="approvals-waiting">Orders awaiting approval</h2>
      <DataTable
        caption="Orders awaiting approval"
        columns={columns}
        rows={list.results.data?.content}
        rowKey={(o) => o.orderId}
        {...list.table}
        loadingLabel="Loading the orders awaiting approval"
        errorMessage="The orders awaiting approval could not be loaded. Please try again."
        emptyMessage="No orders are awaiting approval."
        footer={<Pager {...list.pager} label="Pages of orders awaiting approval" />}
      />
      {deciding && (
        <DecisionDialog
          order={deciding.order}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </section>
  );
}

interface Limit {
  id: string;
  subject: 'USER' | 'ROLE';
  name: string;
  email: string | null;
  amount: number;
}

function SpendingLimits({ accountId }: { accountId: string }) {
  const scope = useOrganizationScope();
  const limits = useQuery(spendingLimitsOptions(scope, accountId));
  const [removing, setRemoving] = useState<Limit | null>(null);
  const save = useListMutation({
    mutationFn: (values: { subject: string; amount: number }) =>
      setSpendingLimit(accountId, values.subject, values.amount),
    invalidates: [spendingLimitKeys.all],
    errorMessage: (error) => userMessageOf(error, 'The spending limit could not be saved. Please try again.'),
    onSuccess: () => showToast({ kind: 'success', message: 'The spending limit was saved.' }),
  });
  const remove = useListMutation({
    mutationFn: (limit: Limit) => removeSpendingLimit(limit.id),
    invalidates: [spendingLimitKeys.all],
    errorMessage: 'The spending limit could not be removed. Please try again.',
    onSuccess: () => setRemoving(null),
  });
  const data = limits.data;
  const options = data
    ? [
        ...data.users.map((u) => ({ code: `USER:${u.id}`, name: `${u.name} (${u.email})` })),
        ...data.roles.map((r) => ({ code: `ROLE:${r.id}`, name: `Role: ${r.name}` })),
      ]
    : [];
  const limitColumns: DataColumn<Limit>[] = [
    {
      field: 'subject',
      label: 'User or role',
      cell: (l) => (l.subject === 'USER' ? `${l.name} (${l.email ?? ''})` : `Role: ${l.name}`),
    },
    { field: 'amount', label: 'Limit', cell: (l) => formatMoney(l.amount, 'USD') },
    {
      field: 'remove',
      label: 'Remove',
      cell: (l) => (
        <Button
          variant="secondary"
          onClick={() => setRemoving(l)}
          aria-label={`Remove the limit of ${l.name}`}
        >
          Remove
        </Button>
      ),
    },
  ];
  const initial: SpendingLimitFormValues = { subject: '', amount: '' };
  return (
    <section aria-labelledby="spending-limits">
      <h2 id="spending-limits">Spending limits</h2>
      <p>
        An order above its buyer’s limit waits here for approval. A user’s own limit applies before their
        roles’; with several roles, the highest.
      </p>
      {limits.isPending ? (
        <Spinner label="Loading the spending limits" />
      ) : limits.isError || !data ? (
        <Alert kind="danger">The spending limits could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <DataTable
            caption="Spending limits set"
            columns={limitColumns}
            rows={data.limits}
            rowKey={(l) => l.id}
            // the limits have come (above): the form under the table needs them too
            loading={false}
            error={false}
            loadingLabel="Loading the spending limits"
            errorMessage="The spending limits could not be loaded. Please try again."
            emptyMessage="No spending limits are set: every order goes through."
          />
          <Formik
            initialValues={initial}
            validationSchema={spendingLimitFormSchema}
            onSubmit={(values, { resetForm }) =>
              save
                .mutateAsync({ subject: values.subject, amount: Number(values.amount) })
                .then(() => resetForm())
                .catch(() => undefined)
            }
          >
            <Form noValidate aria-label="Set a spending limit">
              <h3>Set a spending limit</h3>
              <SelectField
                name="subject"
                label="User or role"
                placeholder="Select a user or a role"
                options={options}
                required
              />
              <TextField name="amount" label="Spending limit (USD)" inputMode="numeric" required />
              <Button type="submit" loading={save.isPending}>
                Save limit
              </Button>
            </Form>
          </Formik>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove spending limit"
        message={`Remove the spending limit of ${removing?.name ?? ''}? Their orders will no longer wait for approval unless a role's limit applies.`}
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

export default function OrderApprovalsPage() {
  const privileges = usePrivileges();
  const initialized = useSession((s) => s.initialized);
  const selected = useSelectedOrganization();
  const profile = useProfile();
  const accountId = selected?.accountId ?? profile.accountId ?? null;
  return (
    <section className="dash-page" aria-labelledby="order-approvals-title">
      <header className="dash-page__header">
        <h1 id="order-approvals-title">Order Approvals</h1>
      </header>
      <AwaitingApproval />
      {initialized && accountId && allowsPrivileges('orders.spending-limits', privileges) && (
        <SpendingLimits accountId={accountId} />
      )}
    </section>
  );
}
