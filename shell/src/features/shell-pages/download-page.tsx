// /pages/download?source=integration&endpoint=…&body=…: runs a report as an async job (the endpoint with
// 'async' appended), polls it every 2 seconds and offers the file when it is ready (spec 2 "Download page").
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@portal/shared-session/routing';
import { isGuest, requestLogin, useSession } from '@portal/shared-session';
// the one untyped gateway call: the report's endpoint comes from the page's URL, not from the code
// eslint-disable-next-line no-restricted-syntax
import { asyncEndpoint, fetchJobResult, integrationRequest, pollJob } from '@portal/api-client';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';

export const DOWNLOAD_ERROR =
  'There was an error generating the report you requested. Please close this window and try again.';

type DownloadState =
  { phase: 'generating' } | { phase: 'complete'; href: string; fileName: string } | { phase: 'error' };

export interface DownloadRequest {
  endpoint: string;
  body: unknown;
}

/** Reads the page's query; null (and a logged error) when it cannot run (spec 5: source must be 'integration'). */
export function readDownloadRequest(params: URLSearchParams): DownloadRequest | null {
  const source = params.get('source');
  const endpoint = params.get('endpoint');
  if (source !== 'integration') {
    console.error(`[portal] download: unsupported source ${JSON.stringify(source)}`);
    return null;
  }
  if (!endpoint || !endpoint.startsWith('/')) {
    console.error('[portal] download: missing endpoint');
    return null;
  }
  const rawBody = params.get('body');
  try {
    return { endpoint, body: rawBody ? (JSON.parse(rawBody) as unknown) : {} };
  } catch {
    console.error('[portal] download: body is not JSON');
    return null;
  }
}

function fileNameOf(url: string): string {
  const last = new URL(url, window.location.origin).pathname.split('/').pop() ?? '';
  return decodeURIComponent(last) || 'report.csv';
}

function closeWindow() {
  window.close();
  // a tab the user opened (not a script) cannot be closed: go back instead
  setTimeout(() => {
    if (window.closed) return;
    if (window.history.length > 1) window.history.back();
    else window.location.assign('/');
  }, 100);
}

function DownloadView({ state }: { state: DownloadState }) {
  return (
    <section className="shell-page download-page" aria-labelledby="download-title" aria-live="polite">
      {state.phase === 'generating' ? (
        <>
          <h1 id="download-title">Report Generating...</h1>
          <p>Your report is being prepared. Large reports can take a minute; please keep this window open.</p>
          <Spinner label="Generating report" size="lg" />
        </>
      ) : null}
      {state.phase === 'complete' ? (
        <>
          <h1 id="download-title">Report Complete</h1>
          <p>
            <a className="download-page__link" href={state.href} download={state.fileName}>
              Download {state.fileName}
            </a>
          </p>
          <Button variant="secondary" onClick={closeWindow}>
            Close
          </Button>
        </>
      ) : null}
      {state.phase === 'error' ? (
        <>
          <h1 id="download-title">Report Not Available</h1>
          <p role="alert">{DOWNLOAD_ERROR}</p>
          <Button variant="secondary" onClick={closeWindow}>
            Close
          </Button>
        </>
      ) : null}
    </section>
  );
}

/** Runs one report job: queue it, poll it, fetch the file (with the token) and offer it as a link. */
function DownloadJob({ request }: { request: DownloadRequest }) {
  const [state, setState] = useState<DownloadState>({ phase: 'generating' });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    (async () => {
      const { jobId } = await integrationRequest<{ jobId: string }>({
        endpoint: asyncEndpoint(request.endpoint),
        body: request.body,
        isSynchronous: false,
        signal: controller.signal,
      });
      const url = await pollJob(jobId, { signal: controller.signal });
      const file = await fetchJobResult(url, controller.signal);
      objectUrl = URL.createObjectURL(file);
      setState({ phase: 'complete', href: objectUrl, fileName: fileNameOf(url) });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('[portal] download failed', error);
      setState({ phase: 'error' });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [request]);
  return <DownloadView state={state} />;
}

/** Reports run for a signed-in user (the gateway needs a profile): a guest is asked to sign in first. */
function SignInToDownload() {
  return (
    <section className="shell-page download-page" aria-labelledby="download-title">
      <h1 id="download-title">Sign In to Download</h1>
      <p>This report is prepared for your account. Please sign in and the report will start.</p>
      <Button
        onClick={() =>
          void requestLogin({ returnTo: `${window.location.pathname}${window.location.search}` })
        }
      >
        Sign In
      </Button>
    </section>
  );
}

export function DownloadPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  const request = useMemo(() => readDownloadRequest(new URLSearchParams(query)), [query]);
  const initialized = useSession((s) => s.initialized);
  const guest = useSession((s) => isGuest(s.profile));
  if (!request) return <DownloadView state={{ phase: 'error' }} />;
  if (!initialized) return <DownloadView state={{ phase: 'generating' }} />;
  if (guest) return <SignInToDownload />;
  return <DownloadJob key={query} request={request} />;
}
