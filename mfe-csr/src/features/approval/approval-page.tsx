// /pages/csr/customerSupport/approval (CSR_Registration; spec 7): the registrations waiting for a decision
// (PENDING_APPROVAL and PENDING_REGISTRATION; page 0, size 50 by default), approved by linking to a customer or
// rejected with notes. Query and page live in the URL.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { formatDate } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable, Pager, SearchBox, SearchForm, type DataColumn } from '@portal/shared-ui/list-kit';
import type { AwaitingApprovalQuery } from '../../gql/graphql';
import { statusLabel } from '../../shared/format';
import type { ListState } from '@portal/shared-session/list-state';
import { useServerList } from '@portal/shared-session/server-list';
import { approvalKeys, awaitingApprovalOptions, registrationDecisions } from './api/queries';
import { ApproveDialog } from './components/approve-dialog';
import { RejectDialog } from './components/reject-dialog';
import '../../shared/csr-pages.css';

export const APPROVAL_PAGE_SIZE = 50;
const NO_FILTER: Record<string, never> = {};

type Registrant = AwaitingApprovalQuery['searchAwaitingApproval']['users'][number];
type Decision = { kind: 'approve' | 'reject'; registrant: Registrant };

export default function ApprovalPage() {
  const queryClient = useQueryClient();
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: APPROVAL_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    filterOf: () => NO_FILTER,
    request: (s: ListState<typeof NO_FILTER>) => ({
      query: s.query || null,
      page: s.page - 1,
      pageSize: APPROVAL_PAGE_SIZE,
    }),
    query: awaitingApprovalOptions,
    total: (answer) => answer.searchAwaitingApproval.totalCount,
  });
  const { state, draft, setDraft, results: queue } = list;
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const decide = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      setDecision(null);
      setNotice(done);
      await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    } catch (e) {
      setError(userMessageOf(e, 'The decision could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (r: Registrant) => `${r.firstName} ${r.lastName}`;
  const columns: DataColumn<Registrant>[] = [
    { field: 'name', label: 'Name', cell: nameOf },
    { field: 'email', label: 'Email', cell: (r) => r.email },
    { field: 'business', label: 'Business', cell: (r) => r.userEnteredBusinessName ?? '' },
    { field: 'status', label: 'Status', cell: (r) => statusLabel(r.userStatus) },
    { field: 'registered', label: 'Registered', cell: (r) => formatDate(r.registrationDate) },
    {
      field: 'actions',
      label: 'Actions',
      cell: (registrant) => (
        <div className="csr-toolbar">
          <Button
            variant="link"
            aria-label={`Approve ${nameOf(registrant)}`}
            onClick={() => {
              setError(null);
              setDecision({ kind: 'approve', registrant });
            }}
          >
            Approve
          </Button>
          <Button
            variant="link"
            aria-label={`Reject ${nameOf(registrant)}`}
            onClick={() => {
              setError(null);
              setDecision({ kind: 'reject', registrant });
            }}
          >
            Reject
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="csr-page" aria-labelledby="csr-approval-title">
      <h1 id="csr-approval-title">Registration Approval</h1>
      <SearchForm label="Search registrations" onSearch={list.search}>
        <SearchBox value={draft.query} onChange={(query) => setDraft({ query })} />
      </SearchForm>
      {notice && (
        <Alert kind="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <DataTable
        caption="Registrations waiting for a decision"
        columns={columns}
        rows={queue.data?.searchAwaitingApproval.users}
        rowKey={(r) => r.userId}
        loading={queue.isPending}
        error={queue.isError}
        loadingLabel="Loading registrations"
        errorMessage="The registrations could not be loaded. Please try again."
        emptyMessage="No Results Found"
        footer={
          <Pager page={state.page} pages={list.pages} label="Registration pages" onPage={list.setPage} />
        }
      />
      {decision?.kind === 'approve' && (
        <ApproveDialog
          registrantName={nameOf(decision.registrant)}
          businessName={decision.registrant.userEnteredBusinessName ?? ''}
          busy={busy}
          error={error}
          onClose={() => setDecision(null)}
          onApprove={(accountId, notes) =>
            void decide(
              () => registrationDecisions.approve(decision.registrant.userId, accountId, notes || null),
              `${nameOf(decision.registrant)} was approved and e-mailed.`,
            )
          }
        />
      )}
      {decision?.kind === 'reject' && (
        <RejectDialog
          registrantName={nameOf(decision.registrant)}
          busy={busy}
          error={error}
          onClose={() => setDecision(null)}
          onReject={(notes) =>
            void decide(
              () => registrationDecisions.reject(decision.registrant.userId, notes),
              `${nameOf(decision.registrant)} was rejected and e-mailed.`,
            )
          }
        />
      )}
    </section>
  );
}
