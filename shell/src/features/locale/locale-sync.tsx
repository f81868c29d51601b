// A guest's chosen locale comes back on the next visit (kept in localStorage).
import { useEffect } from 'react';
import { isGuest, readStoredGuestLocale, setLocale, useSession } from '@portal/shared-session';

export function LocaleSync() {
  const initialized = useSession((s) => s.initialized);
  const guest = useSession((s) => isGuest(s.profile));
  const locale = useSession((s) => s.locale);
  useEffect(() => {
    if (!initialized || !guest) return;
    const stored = readStoredGuestLocale();
    if (stored && stored !== locale) setLocale(stored);
  }, [initialized, guest, locale]);
  useEffect(() => {
    document.documentElement.dataset['locale'] = locale;
    document.documentElement.lang = locale === 'en' ? 'en' : locale.replace('_', '-');
  }, [locale]);
  return null;
}
