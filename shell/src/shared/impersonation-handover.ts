// What an impersonated session hands across the page loads that start and end it (issue 35, ADR 0025): kept in
// this tab's session storage, never in a URL. While impersonating: the session's id and the agent's page to come
// back to. While ending: the same and why, until the agent's own session has recorded the end.

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export const IMPERSONATION_KEY = 'portal.impersonation';
export const ENDING_IMPERSONATION_KEY = 'portal.impersonation.ending';

export interface ImpersonationHandover {
  sessionId: string | null;
  /** the agent's page (the customer's CSR user page), a path on this origin */
  returnTo: string;
}

export interface EndingImpersonation extends ImpersonationHandover {
  reason: 'AGENT' | 'TIME_LIMIT';
}

function read<T>(storage: KeyValueStorage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Only a path on this origin is a place to come back to. */
export function safeReturnPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

export function createImpersonationHandover(storage: KeyValueStorage) {
  return {
    begin(handover: ImpersonationHandover): void {
      storage.setItem(IMPERSONATION_KEY, JSON.stringify(handover));
    },
    current: (): ImpersonationHandover | null => read(storage, IMPERSONATION_KEY),
    /**
     * Marks the session as ending; the agent's session finishes it (`takeEnding`). `sessionId` is the session's id
     * as the current token names it, for a tab that did not start the session (another tab of the same browser).
     */
    end(reason: EndingImpersonation['reason'], sessionId: string | null): EndingImpersonation {
      const started = read<ImpersonationHandover>(storage, IMPERSONATION_KEY);
      const ending = {
        sessionId: started?.sessionId ?? sessionId,
        returnTo: started?.returnTo ?? '/',
        reason,
      };
      storage.removeItem(IMPERSONATION_KEY);
      storage.setItem(ENDING_IMPERSONATION_KEY, JSON.stringify(ending));
      return ending;
    },
    isEnding: (): boolean => storage.getItem(ENDING_IMPERSONATION_KEY) !== null,
    takeEnding(): EndingImpersonation | null {
      const ending = read<EndingImpersonation>(storage, ENDING_IMPERSONATION_KEY);
      storage.removeItem(ENDING_IMPERSONATION_KEY);
      return ending;
    },
  };
}

export type ImpersonationHandoverStore = ReturnType<typeof createImpersonationHandover>;
