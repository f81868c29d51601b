// Punchout launch (spec 2 /pages/punchout-launch, 8): the procurement system's setup sent the browser here with a
// launch token. Decode it, leave the punchout cookies and start the portal again at the store, where the shell's
// startup signs in silently with them. Bad tokens stop here with a message (and malformed ones are reported).
import { useEffect, useMemo } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { brand } from '@portal/rules';
import { useSearchParams } from '@portal/shared-session/routing';
import { TOKEN_NOT_DECODED, readLaunchToken } from './utils/launch-token';
import { STORE_HOME, reportMalformedLaunchToken, startPunchoutSession } from './utils/punchout-session';

export const MALFORMED_TOKEN_MESSAGE =
  'The punchout session could not be started because the launch token is malformed or has expired. Please start shopping again from your procurement system.';

export interface PunchoutLaunchPageProps {
  /** how the page reloads the portal (tests replace it) */
  reload?: (url: string) => void;
}

export default function PunchoutLaunchPage({
  reload = (url) => window.location.replace(url),
}: PunchoutLaunchPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useMemo(() => readLaunchToken(token), [token]);

  useEffect(() => {
    if (result.kind === 'malformed') reportMalformedLaunchToken(result.problems);
    if (result.kind === 'ok') {
      startPunchoutSession(result.launch);
      reload(STORE_HOME);
    }
    // reload is a fixed function per mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  return (
    <section className="punchout-launch" aria-labelledby="punchout-launch-title">
      <h1 id="punchout-launch-title">Punchout</h1>
      {result.kind === 'ok' && <Spinner label="Starting your procurement session" />}
      {result.kind === 'undecodable' && (
        <Alert kind="danger" title={TOKEN_NOT_DECODED}>
          Please start shopping again from your procurement system. If the problem continues, call{' '}
          {brand.helpLineWithOption}.
        </Alert>
      )}
      {result.kind === 'malformed' && <Alert kind="danger">{MALFORMED_TOKEN_MESSAGE}</Alert>}
    </section>
  );
}
