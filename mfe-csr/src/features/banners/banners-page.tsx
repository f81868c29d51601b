// /pages/csr/customerSupport/banners (CSR_User_Management; spec 7 "banners query", createBanner, updateBanner,
// deleteBanner): every banner with its window, alert type and state; create, edit, delete after confirmation.
// The shell shows the active one (the last match wins) at the top of every page; a save here tells it to load
// the banners again, so the agent sees the change at once.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { announceBannersChanged, useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import type { CsrBannerRowFragment } from '../../gql/graphql';
import { bannerCommands, bannerKeys, bannersOptions } from './api/queries';
import {
  BANNER_TYPE_OPTIONS,
  bannerFormValues,
  bannerStates,
  bannerText,
  formatBannerTime,
  newBannerValues,
} from './banner-form-values';
import { BannerFormDialog } from './components/banner-form-dialog';
import '../../shared/csr-pages.css';

type Notice = { kind: 'success' | 'danger'; text: string };
type Editing = { mode: 'create' } | { mode: 'edit'; banner: CsrBannerRowFragment };

const typeName = (type: string) => BANNER_TYPE_OPTIONS.find((o) => o.code === type)?.name ?? type;

export default function BannersPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CsrBannerRowFragment | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const banners = useQuery({ ...bannersOptions(), enabled: initialized });
  const refresh = () => {
    announceBannersChanged();
    return queryClient.invalidateQueries({ queryKey: bannerKeys.all });
  };

  const remove = async (banner: CsrBannerRowFragment) => {
    setDeleteBusy(true);
    setNotice(null);
    try {
      await bannerCommands.remove(banner.id);
      setNotice({ kind: 'success', text: 'The banner was deleted.' });
      await refresh();
    } catch (e) {
      setNotice({
        kind: 'danger',
        text: userMessageOf(e, 'The banner could not be deleted.'),
      });
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const list = banners.data ?? [];
  const states = new Map(bannerStates(list, new Date()).map((state, i) => [list[i]!.id, state]));
  const columns: DataColumn<CsrBannerRowFragment>[] = [
    { field: 'message', label: 'Message', cell: (b) => bannerText(b.message) },
    { field: 'start', label: 'Start', cell: (b) => formatBannerTime(b.startDateTime) },
    { field: 'end', label: 'End', cell: (b) => formatBannerTime(b.endDateTime) },
    { field: 'type', label: 'Alert Type', cell: (b) => typeName(b.type) },
    { field: 'state', label: 'State', cell: (b) => states.get(b.id) ?? '' },
    {
      field: 'actions',
      label: 'Actions',
      cell: (banner) => (
        <div className="csr-toolbar">
          <Button
            variant="link"
            aria-label={`Edit the banner ${bannerText(banner.message)}`}
            onClick={() => setEditing({ mode: 'edit', banner })}
          >
            Edit
          </Button>
          <Button
            variant="link"
            aria-label={`Delete the banner ${bannerText(banner.message)}`}
            onClick={() => setDeleting(banner)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section className="csr-page" aria-labelledby="csr-banners-title">
      <h1 id="csr-banners-title">Banners</h1>
      <p>
        The site shows the active banner (the one whose window contains the current time; of several, the one
        that starts last) at the top of every page.
      </p>
      <div className="csr-toolbar">
        <Button onClick={() => setEditing({ mode: 'create' })}>New Banner</Button>
      </div>
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <DataTable
        caption="Banners"
        columns={columns}
        rows={banners.data}
        rowKey={(banner) => banner.id}
        loading={banners.isPending}
        error={banners.isError}
        loadingLabel="Loading the banners"
        errorMessage="The banners could not be loaded. Please try again."
        emptyMessage="No Results Found"
      />
      {editing && (
        <BannerFormDialog
          title={editing.mode === 'create' ? 'New Banner' : 'Edit Banner'}
          submitLabel={editing.mode === 'create' ? 'Create Banner' : 'Save Banner'}
          initialValues={
            editing.mode === 'create' ? newBannerValues(new Date()) : bannerFormValues(editing.banner)
          }
          onClose={() => setEditing(null)}
          onSubmit={async (banner) => {
            if (editing.mode === 'create') await bannerCommands.create(banner);
            else await bannerCommands.update(editing.banner.id, banner);
            setEditing(null);
            setNotice({
              kind: 'success',
              text: editing.mode === 'create' ? 'The banner was created.' : 'The banner was saved.',
            });
            await refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete banner"
        message={
          deleting ? `Delete the banner "${bannerText(deleting.message)}"? It is no longer shown.` : ''
        }
        confirmLabel="Delete"
        loading={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
  );
}
