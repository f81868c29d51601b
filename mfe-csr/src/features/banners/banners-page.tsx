// /pages/csr/customerSupport/banners (CSR_User_Management; spec 7 "banners query", createBanner, updateBanner,
// deleteBanner): every banner with its window, alert type and state; create, edit, delete after confirmation.
// The shell shows the active one (the last match wins) at the top of every page; a save here tells it to load
// the banners again, so the agent sees the change at once.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { announceBannersChanged, useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  CsrBannersDocument,
  CsrCreateBannerDocument,
  CsrDeleteBannerDocument,
  CsrUpdateBannerDocument,
  type CsrBannerRowFragment,
} from '../../gql/graphql';
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

const BANNERS_KEY = ['csr', 'banners'] as const;
const typeName = (type: string) => BANNER_TYPE_OPTIONS.find((o) => o.code === type)?.name ?? type;

export default function BannersPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CsrBannerRowFragment | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const banners = useQuery({
    queryKey: BANNERS_KEY,
    queryFn: ({ signal }) => runGraphQL(CsrBannersDocument, {}, { signal }),
    enabled: initialized,
  });
  const refresh = () => {
    announceBannersChanged();
    return queryClient.invalidateQueries({ queryKey: BANNERS_KEY });
  };

  const remove = async (banner: CsrBannerRowFragment) => {
    setDeleteBusy(true);
    setNotice(null);
    try {
      await runGraphQL(CsrDeleteBannerDocument, { id: banner.id });
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

  const list = banners.data?.banners ?? [];
  const states = bannerStates(list, new Date());
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
      {banners.isPending ? (
        <Spinner label="Loading the banners" />
      ) : banners.isError ? (
        <Alert kind="danger">The banners could not be loaded. Please try again.</Alert>
      ) : list.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <div className="pui-table-scroll">
          <table className="pui-table">
            <caption className="visually-hidden">Banners</caption>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">Start</th>
                <th scope="col">End</th>
                <th scope="col">Alert Type</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((banner, i) => {
                const text = bannerText(banner.message);
                return (
                  <tr key={banner.id} data-banner-id={banner.id}>
                    <td>{text}</td>
                    <td>{formatBannerTime(banner.startDateTime)}</td>
                    <td>{formatBannerTime(banner.endDateTime)}</td>
                    <td>{typeName(banner.type)}</td>
                    <td>{states[i]}</td>
                    <td>
                      <div className="csr-toolbar">
                        <Button
                          variant="link"
                          aria-label={`Edit the banner ${text}`}
                          onClick={() => setEditing({ mode: 'edit', banner })}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="link"
                          aria-label={`Delete the banner ${text}`}
                          onClick={() => setDeleting(banner)}
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <BannerFormDialog
          title={editing.mode === 'create' ? 'New Banner' : 'Edit Banner'}
          submitLabel={editing.mode === 'create' ? 'Create Banner' : 'Save Banner'}
          initialValues={
            editing.mode === 'create' ? newBannerValues(new Date()) : bannerFormValues(editing.banner)
          }
          onClose={() => setEditing(null)}
          onSubmit={async (banner) => {
            if (editing.mode === 'create') await runGraphQL(CsrCreateBannerDocument, { banner });
            else await runGraphQL(CsrUpdateBannerDocument, { id: editing.banner.id, banner });
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
